import type { Database } from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import { prepare, type StoreCode } from '@/server/store/catalog-sql';
import { getListingIndex, type ListingIndex } from '@/server/store/catalog-listing-index';
import { relevanceOrder } from '@/server/store/search-rank';
import { toFtsQuery } from '@/server/store/search';

// Magento's Products.suggestions for a search that found nothing: the typed words corrected to words of
// the catalogue (product, category and brand names of the store view) within a small edit distance, each
// suggestion checked to find products. "saunakeriss" → "saunakeris"; "kruvikeraja" → "kruvikeeraja".

interface Word {
  /** lower case without diacritics, as the search index compares */
  key: string;
  /** as the catalogue writes it (the most frequent spelling) */
  shown: string;
  count: number;
}

const MAX_SUGGESTIONS = 3;
const vocabularies = new WeakMap<ListingIndex, Map<StoreCode, Word[]>>();

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) =>
  text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && /\p{L}/u.test(w));

function vocabulary(db: Database, store: StoreCode): Word[] {
  const ix = getListingIndex(db);
  let perStore = vocabularies.get(ix);
  if (!perStore) vocabularies.set(ix, (perStore = new Map()));
  let words = perStore.get(store);
  if (words) return words;
  const texts: string[] = [];
  const names = ix.names.get(store)!;
  for (const id of ix.enabled) if (ix.visibility[id]! >= 3) texts.push(names[id]!);
  texts.push(
    ...(prepare(db, `SELECT name_${store} FROM categories WHERE is_active = 1 AND level >= 2`)
      .pluck()
      .all() as string[]),
    ...(prepare(db, 'SELECT name FROM brands').pluck().all() as string[]),
  );
  const byKey = new Map<string, Word>();
  for (const text of texts)
    for (const w of wordsOf(text)) {
      const key = fold(w);
      const known = byKey.get(key);
      if (known) known.count++;
      else byKey.set(key, { key, shown: w.toLowerCase(), count: 1 });
    }
  words = [...byKey.values()];
  perStore.set(store, words);
  return words;
}

/** The catalogue words closest to one typed word, best first; [] when the word needs no correction. */
function corrections(words: Word[], typed: string): string[] | null {
  const key = fold(typed);
  // the search matches word prefixes: a word some catalogue word starts with is not a typo
  if (words.some((w) => w.key.startsWith(key))) return null;
  const limit = key.length <= 4 ? 1 : 2;
  const scored: [Word, number][] = [];
  for (const w of words) {
    if (Math.abs(w.key.length - key.length) > limit) continue;
    const d = distance(key, w.key);
    if (d <= limit) scored.push([w, d]);
  }
  scored.sort(([a, da], [b, db]) => da - db || b.count - a.count || a.key.localeCompare(b.key));
  return scored.slice(0, MAX_SUGGESTIONS).map(([w]) => w.shown);
}

/** Up to three searches close to `term` that find products in this store view. */
export function searchSuggestions(db: Database, store: StoreCode, term: string): string[] {
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const vocab = vocabulary(db, store);
  const options = words.map((w) => corrections(vocab, w));
  if (options.every((o) => o === null)) return [];
  const found: string[] = [];
  for (let i = 0; i < MAX_SUGGESTIONS; i++) {
    const phrase = words.map((w, k) => {
      const o = options[k] ?? null;
      return o === null ? w : (o[i] ?? o[0]);
    });
    if (phrase.some((w) => w === undefined)) break; // a word with no close catalogue word
    const text = phrase.join(' ');
    const fts = toFtsQuery(text);
    if (!found.includes(text) && fts && relevanceOrder(db, store, fts).length > 0) found.push(text);
  }
  return found;
}
