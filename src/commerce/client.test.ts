import {
  CommerceError,
  OfflineError,
  commerceRequest,
  configureCommerceClient,
  type CommerceContext,
  type Document,
} from '@/commerce/client';
import { session } from '@/lib/session';

// A typed document as codegen (documentMode 'string') produces it: a String with type metadata.
const doc = <R, V>(text: string) => new String(text) as unknown as Document<R, V>;
const storeConfigQuery = doc<{ storeConfig: { store_code: string } }, Record<string, never>>(
  'query StoreConfig { storeConfig { store_code } }',
);
const addMutation = doc<{ ok: boolean }, { cartId: string }>(
  'mutation AddToCart($cartId: String!) { ok(cartId: $cartId) }',
);

interface Call {
  url: URL;
  init: RequestInit;
}

function setup(context: CommerceContext, respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const onSessionExpired = vi.fn();
  const reset = configureCommerceClient({
    getContext: () => context,
    onSessionExpired,
    fetch: async (input, init) => {
      const call = { url: new URL(String(input), 'http://127.0.0.1'), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
  });
  return { calls, onSessionExpired, reset };
}

/** A GraphQL answer refusing the request as unauthorized, with Magento's message. */
const refusal = (message: string) => ({
  errors: [{ message, extensions: { category: 'graphql-authorization' } }],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let reset = () => {};
afterEach(() => reset());

describe('commerce transport', () => {
  it('sends a read from a task of its own, not from the task that asked for it (hydration asks for many at once)', async () => {
    const t = setup({ locale: 'et', token: null }, () =>
      json({ data: { storeConfig: { store_code: 'et' } } }),
    );
    reset = t.reset;
    const answered = commerceRequest(storeConfigQuery);
    // everything the asking task still does (its promise callbacks included) comes first
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(t.calls).toHaveLength(0);
    await answered;
    expect(t.calls).toHaveLength(1);
  });

  it('sends queries as GET with the query, operation name and locale in the URL and the Store header', async () => {
    const t = setup({ locale: 'ru', token: null }, () =>
      json({ data: { storeConfig: { store_code: 'ru' } } }),
    );
    reset = t.reset;
    const data = await commerceRequest(storeConfigQuery);
    expect(data.storeConfig.store_code).toBe('ru');
    const [call] = t.calls;
    expect(call!.init.method).toBe('GET');
    expect(call!.url.pathname).toBe('/graphql');
    expect(call!.url.searchParams.get('query')).toBe('query StoreConfig { storeConfig { store_code } }');
    expect(call!.url.searchParams.get('operationName')).toBe('StoreConfig');
    expect(call!.url.searchParams.get('locale')).toBe('ru');
    expect((call!.init.headers as Record<string, string>).Store).toBe('ru');
    expect((call!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends mutations as POST with a JSON body and the customer bearer token', async () => {
    const t = setup({ locale: 'et', token: 'tok123' }, () => json({ data: { ok: true } }));
    reset = t.reset;
    await commerceRequest(addMutation, { cartId: 'c1' });
    const [call] = t.calls;
    expect(call!.init.method).toBe('POST');
    expect(call!.url.searchParams.get('locale')).toBe('et');
    expect(JSON.parse(String(call!.init.body))).toMatchObject({
      variables: { cartId: 'c1' },
      operationName: 'AddToCart',
    });
    expect((call!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok123');
  });

  it('with the session on the HttpOnly cookie: no Authorization header, X-Session-Cookie on every call', async () => {
    const { COOKIE_SESSION } = await import('@/lib/session');
    const t = setup({ locale: 'et', token: COOKIE_SESSION }, () => json({ data: { ok: true } }));
    reset = t.reset;
    await commerceRequest(addMutation, { cartId: 'c1' });
    const headers = t.calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-Session-Cookie']).toBe('1');
  });

  it('throws the first GraphQL error as a CommerceError with its category', async () => {
    const t = setup({ locale: 'et', token: null }, () =>
      json({
        errors: [
          { message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } },
          { message: 'Second' },
        ],
        data: null,
      }),
    );
    reset = t.reset;
    const error = await commerceRequest(storeConfigQuery).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).message).toBe("The cart isn't active.");
    expect((error as CommerceError).category).toBe('graphql-no-such-entity');
    expect((error as CommerceError).joinedMessage).toBe("The cart isn't active. Second");
  });

  it('maps a network failure to OfflineError', async () => {
    const t = setup({ locale: 'et', token: null }, () => {
      throw new TypeError('Failed to fetch');
    });
    reset = t.reset;
    await expect(commerceRequest(storeConfigQuery)).rejects.toBeInstanceOf(OfflineError);
  });

  it('a mutation while the browser is offline fails at once without a request', async () => {
    const t = setup({ locale: 'et', token: null }, () => json({ data: { ok: true } }));
    reset = t.reset;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(commerceRequest(addMutation, { cartId: 'c' })).rejects.toBeInstanceOf(OfflineError);
      expect(t.calls).toHaveLength(0);
    } finally {
      onLine.mockRestore();
    }
  });

  it('spec §4: an authorization error expires a signed-in session, but not a guest', async () => {
    const body = refusal("The current customer isn't authorized.");
    const signedIn = setup({ locale: 'ru', token: 'old' }, () => json(body));
    reset = signedIn.reset;
    await expect(commerceRequest(storeConfigQuery)).rejects.toBeInstanceOf(CommerceError);
    expect(signedIn.onSessionExpired).toHaveBeenCalledWith({ locale: 'ru', token: 'old' });
    reset();

    const guest = setup({ locale: 'ru', token: null }, () => json(body));
    reset = guest.reset;
    await expect(commerceRequest(storeConfigQuery)).rejects.toBeInstanceOf(CommerceError);
    expect(guest.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a refusal of a cart that is not the customer's is no session expiry", async () => {
    const body = refusal(
      'The current user cannot perform operations on cart "N4JxxHf7aKLdWX2YvsRNThX7A1lq69QZ"',
    );
    const signedIn = setup({ locale: 'et', token: 'cookie-session' }, () => json(body));
    reset = signedIn.reset;
    await expect(commerceRequest(storeConfigQuery)).rejects.toBeInstanceOf(CommerceError);
    expect(signedIn.onSessionExpired).not.toHaveBeenCalled();
  });

  it('an authorization error answering a request sent before a switch of account does not expire the new session', async () => {
    const body = refusal("The current customer isn't authorized.");
    let answer: (r: Response) => void = () => undefined;
    const t = setup(
      { locale: 'et', token: 'old' },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    reset = t.reset;
    const underWay = commerceRequest(storeConfigQuery).catch((e: unknown) => e);
    await vi.waitFor(() => expect(t.calls).toHaveLength(1));
    session.changing(); // the person switches to their other account meanwhile
    answer(json(body));
    expect(await underWay).toBeInstanceOf(CommerceError);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('a non-JSON error page becomes a CommerceError with the status', async () => {
    const t = setup({ locale: 'et', token: null }, () => new Response('<html>502</html>', { status: 502 }));
    reset = t.reset;
    const error = (await commerceRequest(storeConfigQuery).catch((e: unknown) => e)) as CommerceError;
    expect(error.status).toBe(502);
  });
});

describe('spec §4 session expiry (default handler)', () => {
  it('clears the session flag and cart cookies, runs the sign-out hooks, then goes to the locale home', async () => {
    const { expireSession } = await import('@/commerce/session-expiry');
    const { session } = await import('@/lib/session');
    const wiped = vi.fn();
    const stop = session.onSignOut(wiped);
    document.cookie = 'vsf-session=1; path=/';
    document.cookie = 'vsf-cart=cart-1; path=/';
    document.cookie = 'vsf-locale=ru; path=/';
    const assign = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
    try {
      expireSession({ locale: 'ru', token: 'old-token' });
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ru'));
    } finally {
      stop();
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
    expect(wiped).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('vsf-session');
    expect(document.cookie).not.toContain('vsf-cart');
    expect(document.cookie).toContain('vsf-locale=ru');
    expect(assign).toHaveBeenCalledWith('/ru');
  });
});
