// The seed's catalogues have no PDF files: until an editor puts the real one under
// DATA_DIR/media/catalogues/{slug}.pdf, the server answers with a one-page PDF naming the catalogue, so
// every link on the catalogues page opens a real document.

/** Text for a PDF string in WinAnsiEncoding (Estonian letters included); other characters become '?'. */
const WIN_ANSI: Record<string, number> = { Š: 0x8a, š: 0x9a, Ž: 0x8e, ž: 0x9e, '–': 0x96, '—': 0x97 };
function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else out += `\\${(code < 256 ? code : 0x3f).toString(8).padStart(3, '0')}`;
  }
  return out;
}

export function renderCataloguePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 28 Tf 56 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 13 Tf 0 -36 Td 18 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
