// The query string parser of every route (Fastify's `routerOptions.querystringParser`). find-my-way's default,
// fast-querystring, decodes a value by appending its pieces one at a time, so a long value (a GraphQL document
// sent by GET, 1.3 KB for the catalogue listing) came out as a string of ~1,000 linked pieces that V8 joined
// the first time anything looked it up: 30–40 µs of every GET /graphql (the response cache's key, the document
// cache), 5 % of the server's time under `npm run bench:load`. URLSearchParams gives flat strings (the same
// request: 44 → 18 µs to parse and look up). Same answer otherwise: a repeated name gives an array (the
// routes' query schemas refuse it with 400), `+` is a space, and the object has no prototype.

export function parseQueryString(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(query)) {
    const had = out[name];
    if (had === undefined) out[name] = value;
    else if (Array.isArray(had)) had.push(value);
    else out[name] = [had, value];
  }
  return out;
}
