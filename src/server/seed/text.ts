// Text helpers for the seed: URL keys from Estonian/Russian names.

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'jo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
};

const LATIN: Record<string, string> = { õ: 'o', ä: 'a', ö: 'o', ü: 'u', š: 's', ž: 'z', é: 'e' };

/** 'Õlivärv 2,7 l' → 'olivarv-2-7-l'; Cyrillic is transliterated. (Hot in the 100k seed: no regex per char.) */
export function slugify(text: string): string {
  let out = '';
  let separator = false;
  for (const ch of text.toLowerCase()) {
    let mapped = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') ? ch : (LATIN[ch] ?? CYRILLIC[ch]);
    if (mapped === undefined && ch > '\u007f')
      mapped = ch.normalize('NFD').replace(/[^a-z0-9]/g, '') || undefined;
    if (mapped === undefined) {
      separator = out.length > 0;
    } else if (mapped !== '') {
      if (separator) out += '-';
      out += mapped;
      separator = false;
    }
  }
  return out;
}

/** 'Tööriistad' stays as is; used for HTML snippets in CMS content. */
export function escapeHtml(text: string): string {
  if (!/[&<>"]/.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
