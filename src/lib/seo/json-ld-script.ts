// The text of a <script type="application/ld+json"> element. JSON.stringify alone is not safe inside HTML:
// a product named `</script><script>…` would end the element and run as markup. Escaping `<`, `>` and `&` as
// JSON \u escapes keeps the JSON identical for a parser while the HTML tokenizer never sees a tag or an
// entity; U+2028/U+2029 are escaped too, since older JavaScript engines treat them as line ends in strings.

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text made safe to put verbatim inside any `<script>` data block (JSON-LD, a page's state). */
export function scriptSafeJson(json: string): string {
  return json.replace(UNSAFE, (c) => ESCAPES[c] ?? c);
}

/** `value` as JSON that may be put verbatim between `<script type="application/ld+json">` and `</script>`. */
export function jsonLdScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('JSON-LD must be a JSON value');
  return scriptSafeJson(json);
}
