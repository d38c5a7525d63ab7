// Shared by the product and content adapters (its own module, so the home page does not load the
// product detail document).
// Markup from the back end is shown as HTML; scripts, handlers and javascript: links never are.
export function safeHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style|iframe|object|embed)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed)\b[^>]*\/?>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*("|')\s*javascript:[^"']*\2/gi, '$1="#"');
}
