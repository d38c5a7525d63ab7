// The quick order's logic (issue 12 item 8), beside its view: the draft text (kept in local storage, so a
// reload or a failed add loses nothing), the lines checked against the catalogue (online: looked up; offline:
// the cached catalogue), and the add of every valid line with one request or into the cart outbox.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OfflineError } from '@/commerce/client';
import { useOnline } from '@/commerce/online';
import { cachedQuickOrderProducts, lookupQuickOrderProducts } from '@/commerce/quick-order';
import { requestAddBatchToCart, type AddToCartRequest } from '@/lib/cart-intents';
import type { Locale } from '@/lib/locale';
import {
  checkQuickOrderLines,
  parseQuickOrderText,
  quickOrderSkus,
  skuKey,
  type CheckedLine,
  type QuickOrderProduct,
} from '@/lib/quick-order-lines';
import { storageKeys } from '@/lib/storage-keys';

/** The cart's answer for a line it refused: shown at the line while the line is unchanged. */
export interface Refusal {
  quantity: number;
  code: string | null;
  message: string | null;
}

export type AddResult =
  | { status: 'sent'; added: number; refused: number }
  | { status: 'queued'; queued: number }
  | { status: 'failed'; message: string };

const readDraft = (): string => {
  try {
    return localStorage.getItem(storageKeys.quickOrderDraft) ?? '';
  } catch {
    return '';
  }
};

const writeDraft = (text: string) => {
  try {
    if (text) localStorage.setItem(storageKeys.quickOrderDraft, text);
    else localStorage.removeItem(storageKeys.quickOrderDraft);
  } catch {
    // storage blocked: the page still works, only a reload would lose the text
  }
};

const CHECK_DELAY_MS = 300;

export function useQuickOrder(locale: Locale) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [text, setText] = useState(readDraft);
  const [products, setProducts] = useState<ReadonlyMap<string, QuickOrderProduct>>(new Map());
  const [checking, setChecking] = useState(false);
  /** The check used only what this device keeps (offline, or the lookup found no network). */
  const [fromCache, setFromCache] = useState(!online);
  /** Online, but the lookup failed (the server answered with an error): the cache was used. */
  const [lookupFailed, setLookupFailed] = useState(false);
  const [refusals, setRefusals] = useState<ReadonlyMap<string, Refusal>>(new Map());
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<AddResult | null>(null);
  const looked = useRef(new Set<string>());
  /** SKUs the catalogue answered it does not have (an old cached listing must not bring them back). */
  const unknown = useRef(new Set<string>());

  useEffect(() => writeDraft(text), [text]);

  const lines = useMemo(() => parseQuickOrderText(text), [text]);
  const skus = useMemo(() => quickOrderSkus(lines), [lines]);
  const skuList = skus.join('\n');

  useEffect(() => {
    const wanted = skuList ? skuList.split('\n') : [];
    const known = () => {
      const found = new Map(cachedQuickOrderProducts(queryClient, locale, wanted));
      if (online) unknown.current.forEach((key) => found.delete(key));
      return found;
    };
    setProducts(known());
    const missing = wanted.filter((sku) => !looked.current.has(skuKey(sku)));
    if (!online || missing.length === 0) {
      setFromCache(!online);
      setLookupFailed(false);
      setChecking(false);
      return;
    }
    setChecking(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookupQuickOrderProducts(queryClient, locale, missing, controller.signal).then(
        (found) => {
          missing.map(skuKey).forEach((key) => {
            looked.current.add(key);
            if (found.has(key)) unknown.current.delete(key);
            else unknown.current.add(key);
          });
          setProducts(known());
          setFromCache(false);
          setLookupFailed(false);
          setChecking(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // without an answer the lines are checked against the cache, as offline
          setFromCache(true);
          setLookupFailed(!(error instanceof OfflineError));
          setChecking(false);
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [skuList, online, locale, queryClient]);

  const checked: CheckedLine[] = useMemo(
    () =>
      checkQuickOrderLines(lines, products, fromCache).map((line): CheckedLine => {
        const refusal = refusals.get(skuKey(line.sku));
        if (!line.ok || !refusal || refusal.quantity !== line.quantity) return line;
        const { code, message } = refusal;
        return { ...line, ok: false, problem: { reason: 'refused', code, message, product: line.product } };
      }),
    [lines, products, fromCache, refusals],
  );

  const ready = checked.filter((l): l is Extract<CheckedLine, { ok: true }> => l.ok);

  const change = (next: string) => {
    setText(next);
    setResult(null);
  };

  /** Adds every valid line at once; the added (or queued) lines leave the text, the others stay. */
  const addToCart = async (): Promise<AddResult | null> => {
    if (ready.length === 0 || adding || checking) return null;
    const requests: AddToCartRequest[] = ready.map((l) => ({
      sku: l.product.sku,
      quantity: l.quantity,
      selectedOptions: [],
      product: {
        name: l.product.name,
        typename: l.product.typename,
        priceCents: l.product.priceCents,
        currency: l.product.currency,
        brand: l.product.brand,
        imageUrl: l.product.imageUrl,
      },
    }));
    const pending = requestAddBatchToCart(requests);
    if (!pending) return null;
    setAdding(true);
    let outcome: AddResult;
    try {
      const answer = await pending;
      const gone = new Set<number>();
      const refused = new Map(refusals);
      if (answer.status === 'queued') {
        ready.forEach((l) => gone.add(l.lineNo));
        outcome = { status: 'queued', queued: ready.length };
      } else {
        answer.results.forEach((r, i) => {
          const line = ready[i]!;
          if (r.added) gone.add(line.lineNo);
          else refused.set(skuKey(line.sku), { quantity: line.quantity, code: r.code, message: r.message });
        });
        outcome = { status: 'sent', added: gone.size, refused: ready.length - gone.size };
      }
      setRefusals(refused);
      setText(
        text
          .split(/\r\n|\r|\n/)
          .filter((_, i) => !gone.has(i + 1))
          .join('\n')
          .replace(/^\s*\n/gm, ''),
      );
    } catch (error) {
      outcome = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    setAdding(false);
    setResult(outcome);
    return outcome;
  };

  return {
    text,
    change,
    checked,
    ready,
    checking,
    fromCache,
    lookupFailed,
    online,
    adding,
    result,
    addToCart,
  };
}
