import { ENTRY_LOADER } from '@/server/http/entry-loader';
import { framePage, splitTemplate } from '@/server/http/page-template';

// Issue 14: the built index.html as the frame of a server-rendered page.
const INDEX = `<!doctype html>
<html lang="et">
  <head>
    <title>Ehituspood</title>
    <meta name="description" content="The shop" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/session-e.js">
    <link rel="stylesheet" crossorigin href="/assets/style-c.css">
    <link rel="modulepreload" crossorigin href="/assets/app-b.js" data-app-chunk>
    <link rel="modulepreload" crossorigin href="/assets/framework-d.js" data-app-chunk>
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root" aria-busy="true">
      <div class="shell">the shell</div>
    </div>
    <noscript>JavaScript</noscript>
  </body>
</html>`;

const head = { locale: 'ru', origin: 'https://shop.example', alternates: [], title: 'Дрель' };

describe('page frame', () => {
  it('keeps the root busy for the app, leaves the shell out and puts the page state after the root', () => {
    const frame = splitTemplate(INDEX);
    expect(frame.before.endsWith('<div id="root" aria-busy="true">')).toBe(true);
    expect(frame.before + frame.after).not.toContain('the shell');
    const page = framePage(frame, head, '{"a":1}', ['Footer', 'ProductReviews']);
    expect(page.before).toContain('<html lang="ru"');
    expect(page.before).toContain('<title>Дрель</title>');
    expect(page.after).toMatch(
      /^<\/div>\s*<script id="server-state" type="application\/json" data-parts="Footer ProductReviews">\{"a":1\}<\/script>/,
    );
  });

  it('a page the server rendered starts its code from the inline loader, its styles at once (no hints for the app)', () => {
    const page = framePage(splitTemplate(INDEX), head, '{}');
    expect(page.before).not.toContain('data-app-chunk');
    // the entry and what it imports are named for the loader, which imports them once the lead picture is shown
    expect(page.before).not.toContain('<script type="module"');
    expect(page.before).not.toContain('modulepreload');
    // so is the web app manifest, which nothing on the first screen needs (the loader links it)
    expect(page.before).not.toContain('rel="manifest"');
    expect(page.before).toContain(
      '<meta name="app-entry" content="/assets/index-a.js /assets/session-e.js" data-manifest="/manifest.webmanifest" />',
    );
    // after the page's markup and state: it reads the picture and the ticker where it runs
    expect(page.after).toContain(`</script>\n    <script>${ENTRY_LOADER}</script>`);
    expect(page.after.indexOf(ENTRY_LOADER)).toBeGreaterThan(page.after.indexOf('id="server-state"'));
    expect(page.before).toContain('<link rel="stylesheet" crossorigin href="/assets/style-c.css">');
  });
});
