import { htmlToPlainText } from '@/lib/seo/plain-text';

describe('htmlToPlainText', () => {
  it('turns markup into one line of text', () => {
    expect(htmlToPlainText('<p>Akutrell <b>18V</b></p>\n<ul><li>2 akut</li><li>kohver</li></ul>')).toBe(
      'Akutrell 18V 2 akut kohver',
    );
  });

  it('decodes the entities a sanitiser writes and numeric references', () => {
    expect(htmlToPlainText('Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; &#x2013; &nbsp;z')).toBe(
      `Tom & Jerry <3 "x" 'y' – z`,
    );
  });

  it('drops script and style bodies and comments, keeps unknown entities as written', () => {
    expect(htmlToPlainText('<style>p{}</style>a<script>alert(1)</script><!-- c -->b &bogus; &#0;')).toBe(
      'a b &bogus; &#0;',
    );
  });

  it('is empty for nothing', () => {
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText('<p> </p>')).toBe('');
  });
});
