import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

// Every message between the shop and the payment provider is a JWT signed with the shared secret (HS256),
// the way Estonian payment aggregators sign orders, return addresses and server callbacks: nothing the
// browser carries back can be altered or replayed after it expires.

const ALGORITHM = 'HS256';

export const signToken = (payload: JWTPayload, key: Uint8Array, lifetime = '10m'): Promise<string> =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(key);

/** The payload of a token signed with the key and not expired, or null. */
export const readToken = async <T extends JWTPayload>(token: string, key: Uint8Array): Promise<T | null> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    return payload as T;
  } catch {
    return null;
  }
};
