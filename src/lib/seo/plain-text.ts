// HTML (a product or category description from the back end) → one line of plain text, for structured data
// and meta descriptions, without a DOM (it runs on the server too). Script and style bodies are dropped, tags
// become spaces, the entities the back end's sanitiser writes (the XML five, &nbsp; and numeric references)
// are decoded, and runs of white space collapse to one space.

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const fromCodePoint = (code: number, original: string) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : original;

export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? entity;
      const hex = body[1] === 'x' || body[1] === 'X';
      return fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), entity);
    })
    .replace(/\s+/g, ' ')
    .trim();
}
