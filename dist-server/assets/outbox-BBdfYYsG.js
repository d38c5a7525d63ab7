import { L as OUTBOX_KEY, R as createOutboxStore } from "../render.js";
import { n as OfflineError } from "./client-UmumqDEx.js";
import { n as requestKey } from "./cart-model-DrdUqXV9.js";
import { get, set } from "idb-keyval";
// src/commerce/outbox.ts
/** IndexedDB storage (its own database, so clearing the query cache never touches it). */
function idbOutboxStorage(store = createOutboxStore()) {
	let chain = Promise.resolve();
	return {
		read: async () => await get("cart-outbox", store) ?? [],
		update(fn) {
			const next = chain.then(async () => {
				const entries = fn(await get("cart-outbox", store) ?? []);
				await set(OUTBOX_KEY, entries, store);
				return entries;
			});
			chain = next.catch(() => void 0);
			return next;
		}
	};
}
/** In-memory storage (tests; or when IndexedDB is unavailable). */
function memoryOutboxStorage(initial = []) {
	const s = {
		entries: initial,
		read: async () => s.entries.map((e) => ({ ...e })),
		update: async (fn) => {
			s.entries = fn(s.entries.map((e) => ({ ...e })));
			return s.entries;
		}
	};
	return s;
}
var seq = 0;
var newId = () => `${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
/** The absolute intent a change means for the cart on screen (null: nothing to do). */
function intentFor(cart, change, now = Date.now()) {
	if (change.type === "add") {
		const key = requestKey(change.item);
		const line = cart?.lines.find((l) => l.key === key);
		return {
			id: newId(),
			key,
			quantity: (line?.quantity ?? 0) + change.item.quantity,
			request: {
				sku: change.item.sku,
				parentSku: change.item.parentSku ?? null,
				selectedOptions: [...change.item.selectedOptions ?? []],
				...change.item.enteredOptions?.length ? { enteredOptions: change.item.enteredOptions.map((o) => ({ ...o })) } : {}
			},
			product: line ? productOf(line) : change.product ?? {
				name: change.item.sku,
				typename: "",
				unitCents: 0
			},
			createdAt: now
		};
	}
	const line = cart?.lines.find((l) => l.uid === change.uid);
	if (!line) return null;
	return {
		id: newId(),
		key: line.key,
		quantity: change.type === "remove" ? 0 : change.quantity,
		request: {
			sku: line.sku,
			parentSku: line.parentSku,
			selectedOptions: line.optionUids
		},
		product: productOf(line),
		createdAt: now
	};
}
var productOf = (line) => ({
	name: line.name,
	typename: line.typename,
	unitCents: line.unitCents,
	brand: line.brand,
	imageUrl: line.imageUrl
});
/** The cart on screen with an intent applied (optimistic; totals moved by the known unit price). */
function applyIntent(cart, entry) {
	const base = cart ?? {
		id: "",
		lines: [],
		totalQuantity: 0,
		coupon: null,
		currency: "EUR",
		grandTotalCents: 0,
		subtotalCents: 0,
		transportCents: 0,
		discounts: [],
		messages: []
	};
	const existing = base.lines.find((l) => l.key === entry.key);
	const unit = existing?.unitCents ?? entry.product.unitCents;
	let lines;
	if (entry.quantity <= 0) lines = base.lines.filter((l) => l.key !== entry.key);
	else if (existing) lines = base.lines.map((l) => l.key === entry.key ? {
		...l,
		quantity: entry.quantity,
		rowTotalCents: Math.round(unit * entry.quantity),
		pending: true
	} : l);
	else lines = [...base.lines, {
		uid: `pending:${entry.key}`,
		key: entry.key,
		sku: entry.request.sku,
		parentSku: entry.request.parentSku ?? null,
		optionUids: entry.request.selectedOptions,
		typename: entry.product.typename,
		name: entry.product.name,
		brand: entry.product.brand ?? null,
		urlKey: null,
		imageUrl: entry.product.imageUrl ?? null,
		options: [],
		quantity: entry.quantity,
		unitCents: unit,
		rowTotalCents: Math.round(unit * entry.quantity),
		discountCents: 0,
		inventory: null,
		messages: [],
		pending: true
	}];
	const before = base.lines.reduce((s, l) => s + l.rowTotalCents, 0);
	const after = lines.reduce((s, l) => s + l.rowTotalCents, 0);
	return {
		...base,
		lines,
		totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
		subtotalCents: base.subtotalCents + after - before,
		grandTotalCents: base.grandTotalCents + after - before
	};
}
function applyIntents(cart, entries) {
	return entries.reduce((c, e) => applyIntent(c, e), cart);
}
/**
* Adds an intent. A newer target for the same line replaces the older one in its place but with the
* new id, so a replay that is sending the older target right now cannot drop the newer one.
* The first price seen is kept, so a change while offline is still reported.
*/
async function enqueueIntent(storage, entry) {
	return storage.update((entries) => {
		const i = entries.findIndex((e) => e.key === entry.key);
		if (i < 0) return [...entries, entry];
		const next = [...entries];
		const seen = entries[i].product.unitCents;
		next[i] = {
			...entry,
			product: {
				...entry.product,
				unitCents: seen || entry.product.unitCents
			}
		};
		return next;
	});
}
var isOfflineError = (error) => error instanceof OfflineError;
export { intentFor as a, idbOutboxStorage as i, applyIntents as n, isOfflineError as o, enqueueIntent as r, memoryOutboxStorage as s, applyIntent as t };
