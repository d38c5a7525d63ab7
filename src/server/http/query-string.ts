// The query string parser of every route (Fastify's `routerOptions.querystringParser`). find-my-way's default,
// fast-querystring, decodes a value by appending its pieces one at a time, so a long value (a GraphQL document
// sent by GET, 1.3 KB for the catalogue listing) came out as a string of ~1,000 linked pieces that V8 joined
// the first time anything looked it up: 30–40 µs of every GET /graphql (the response cache's key, the document
// cache), 5 % of the server's time under `npm run bench:load`. URLSearchParams gives flat strings but decodes
// character by character in JavaScript (3.6 % of the server's time under the same load); each part is now
// decoded by decodeURIComponent, natively, and a query string with a malformed escape (which decodeURIComponent
// refuses) is read by URLSearchParams, whose lenient reading it keeps. Same answer either way: a repeated name
// gives an array (the routes' query schemas refuse it with 400), `+` is a space, empty parts are skipped, and the
// object has no prototype.

type Parsed = Record<string, string | string[]>;

const add = (out: Parsed, name: string, value: string) => {
  const had = out[name];
  if (had === undefined) out[name] = value;
  else if (Array.isArray(had)) had.push(value);
  else out[name] = [had, value];
};

/** One part decoded, or null when an escape in it is malformed. */
const decode = (part: string): string | null => {
  const spaced = part.includes('+') ? part.replaceAll('+', ' ') : part;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return null;
  }
};

const leniently = (query: string): Parsed => {
  const out = Object.create(null) as Parsed;
  for (const [name, value] of new URLSearchParams(query)) add(out, name, value);
  return out;
};

export function parseQueryString(query: string): Parsed {
  const out = Object.create(null) as Parsed;
  const from = query.startsWith('?') ? 1 : 0; // as URLSearchParams reads it
  for (let start = from; start < query.length;) {
    let end = query.indexOf('&', start);
    if (end === -1) end = query.length;
    if (end > start) {
      const eq = query.indexOf('=', start);
      const split = eq !== -1 && eq < end;
      const name = decode(query.slice(start, split ? eq : end));
      const value = split ? decode(query.slice(eq + 1, end)) : '';
      if (name === null || value === null) return leniently(query);
      add(out, name, value);
    }
    start = end + 1;
  }
  return out;
}
