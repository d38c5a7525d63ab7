// TRUST_PROXY: the reverse proxies whose X-Forwarded-For / -Proto / -Host the server believes (Fastify's
// trustProxy, checked by @fastify/proxy-addr). The client's address (rate limits, logs) is then the last one in
// X-Forwarded-For that no trusted proxy added: whatever a client writes into the header itself stays to the left
// of what its proxy appended and is ignored. Trusting every hop (Fastify's `true`) took the left-most entry, which
// the client writes, so a new X-Forwarded-For on every request started every rate limit over.
// `1`: a proxy on this machine or in the private network (loopback, link-local and unique-local/private
// addresses); otherwise a comma-separated list of addresses, CIDR ranges or proxy-addr's names (`loopback`, ...),
// e.g. a CDN's published ranges. Unset or `0`: forwarded headers are ignored.

const PRIVATE_NETWORK = 'loopback,linklocal,uniquelocal';

export const trustedProxies = (value: string | undefined): string | false => {
  const setting = value?.trim();
  if (!setting || setting === '0') return false;
  return setting === '1' ? PRIVATE_NETWORK : setting;
};
