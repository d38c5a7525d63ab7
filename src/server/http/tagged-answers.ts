import { LRUCache } from 'lru-cache';
import { keptSize, type KeptBody } from '@/server/http/kept-bodies';

// The response cache's store (response-cache.ts): answers kept with their cache tags (store/cache-tags.ts) in a
// memory-capped LRU, evicted by tag. Each eviction is one generation; an answer is stored only when no eviction
// since the generation its request started at named one of its tags, so an answer made from rows a change has
// already made stale is never kept.

export interface TaggedAnswer {
  body: KeptBody;
  contentType: string;
  tags: string[];
}

/** Evictions remembered for answers still being made; an answer that started before them is not stored. */
const HISTORY = 256;

export class TaggedAnswers {
  private readonly answers: LRUCache<string, TaggedAnswer>;
  private readonly byTag = new Map<string, Set<string>>();
  /** the tags of the latest evictions, oldest first (null: every answer) */
  private readonly evicted: (Set<string> | null)[] = [];
  /** the number of evictions so far */
  generation = 0;

  constructor(maxBytes: number, ttlMs: number) {
    this.answers = new LRUCache({
      maxSize: maxBytes,
      // the body with its compressed copies, the key (UTF-16) and the tags
      sizeCalculation: (a, key) => keptSize(a.body) + 2 * key.length + 40 * a.tags.length + 64,
      ttl: ttlMs,
      dispose: (a, key) => {
        for (const tag of a.tags) {
          const keys = this.byTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.byTag.delete(tag);
        }
      },
    });
  }

  get(key: string): TaggedAnswer | undefined {
    return this.answers.get(key);
  }

  /** Keeps an answer whose request started at `since` (a generation); false when an eviction since may hit it. */
  set(key: string, answer: TaggedAnswer, since: number): boolean {
    const newer = this.generation - since;
    if (newer > this.evicted.length) return false;
    const stale = this.evicted.slice(this.evicted.length - newer);
    if (stale.some((tags) => tags === null || answer.tags.some((t) => tags.has(t)))) return false;
    this.answers.set(key, answer);
    if (!this.answers.has(key)) return false; // larger than the whole cache
    for (const tag of answer.tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
    return true;
  }

  /** Forgets the answers with any of these tags (null: every answer). */
  evict(tags: Set<string> | null): void {
    this.generation++;
    this.evicted.push(tags);
    if (this.evicted.length > HISTORY) this.evicted.shift();
    if (tags === null) this.answers.clear();
    else for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) this.answers.delete(key);
  }
}
