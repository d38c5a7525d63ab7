import { _ as subscribeKioskBinding, a as KIOSK_IDLE_CHOICES, c as filterKioskProducts, d as kioskFacets, g as sortPickList, h as refreshDue, l as kioskBindingSnapshot, o as announceKioskBinding, p as parseKioskBinding, s as defaultKioskFilters } from "./order-payment-DBRCozsi.js";
import { A as cartSidebarPanel, F as requestAddToCart, G as cartQueryKey, I as requestCartReload, J as writeCartId, O as useLocale, _t as overlays, ct as ToastRegion, ft as formatMoney, k as cartBadgeSlot, ot as useOnline, q as readCartId, rt as NetworkStatus, s as kioskStorageKeys, vt as SHOP_NAME, yt as usePageTitle } from "../render.js";
import { n as OfflineError } from "./client-UmumqDEx.js";
import { a as imageUrl, n as FIXED_IMAGE_DEFAULTS, r as IMAGE_SIZES, t as Image } from "./image-B4uO4cd8.js";
import { KioskGuardRoot, n as wipeKioskSession, t as requestKioskReset } from "./kiosk-guard-root-CLv25yLy.js";
import { t as buildOfflineIndex } from "./offline-search-9Lrl1u7b.js";
import { h as languages, v as locales } from "./session-BL6rXDkQ.js";
import { t as addLastViewed } from "./last-viewed-CmpV8XtM.js";
import { t as Dialog } from "./dialog-BKrUWxwo.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { createContext, useCallback, useContext, useDeferredValue, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { createStore, del, get, set } from "idb-keyval";
import { useMachine } from "@xstate/react";
import { assign, fromCallback, fromPromise, setup } from "xstate";
import qrcode from "qrcode-generator";
// src/lib/kiosk-images.ts
/** The service worker's cache of kiosk card pictures: the device's, kept through every shopper's reset. */
var KIOSK_IMAGE_CACHE = "kiosk-images-v1";
/** At most this many pictures are kept (a 5,000-product store fits; a webp card is a few kB). */
var KIOSK_IMAGE_LIMIT = 6e3;
/**
* The density a screen gets: 2 from a device pixel ratio above √2 (where Chromium's srcset choice switches
* from the 1x to the 2x picture), else 1.
*/
function kioskImageDensity(devicePixelRatio) {
	return devicePixelRatio > Math.SQRT2 ? 2 : 1;
}
/** This screen's density; 1 where there is no window (server rendering, the service worker). */
function screenImageDensity() {
	return kioskImageDensity(globalThis.devicePixelRatio || 1);
}
/** The card-size picture of a product's image (imagePath is its media path, e.g. catalog/x.svg). */
function kioskCardImageUrl(imagePath, density) {
	const box = IMAGE_SIZES.productCard;
	return imageUrl(`/media/${imagePath}`, {
		...FIXED_IMAGE_DEFAULTS,
		width: box.width * density,
		height: box.height * density
	});
}
/**
* The pictures to keep: one per distinct image, products in stock here first (what "available here now"
* shows), then the rest of the assortment, at most `limit`.
*/
function kioskImageUrls(products, density, limit = KIOSK_IMAGE_LIMIT) {
	const urls = /* @__PURE__ */ new Set();
	for (const here of [true, false]) for (const p of products) {
		if (urls.size >= limit) return [...urls];
		if (p.imagePath && p.qtyHere > 0 === here) urls.add(kioskCardImageUrl(p.imagePath, density));
	}
	return [...urls];
}
// src/commerce/kiosk-images.ts
var READY_WAIT_MS = 3e4;
var BATCH_WAIT_MS = 12e4;
var KioskImagesUnavailable = class extends Error {
	constructor(reason) {
		super(`kiosk pictures cannot be kept: ${reason}`);
		this.name = "KioskImagesUnavailable";
	}
};
var timeout = (promise, ms, what) => Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new KioskImagesUnavailable(what)), ms))]);
async function activeWorker() {
	if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || typeof caches === "undefined") throw new KioskImagesUnavailable("no service worker");
	const registration = await navigator.serviceWorker.getRegistration();
	if (!registration) throw new KioskImagesUnavailable("no service worker");
	const ready = registration.active ?? (await timeout(navigator.serviceWorker.ready, READY_WAIT_MS, "not ready")).active;
	if (!ready) throw new KioskImagesUnavailable("no active service worker");
	return ready;
}
function sendBatch(worker, urls) {
	const channel = new MessageChannel();
	const reply = new Promise((resolve) => {
		channel.port1.onmessage = (event) => resolve(event.data);
	});
	worker.postMessage({
		type: "KIOSK_IMAGES",
		urls
	}, [channel.port2]);
	return timeout(reply, BATCH_WAIT_MS, "no answer").finally(() => channel.port1.close());
}
/**
* Keeps exactly `urls` (same-origin optimiser paths): drops the kept pictures not among them, fetches the
* missing ones through the service worker. onProgress(kept, total) after each batch. Stops early when a whole
* batch fails (the network went) or storage is full; the next refresh fetches only what is still missing.
*/
async function keepKioskImages(urls, onProgress) {
	const worker = await activeWorker();
	const wanted = new Map(urls.map((u) => [new URL(u, location.origin).href, u]));
	const cache = await caches.open(KIOSK_IMAGE_CACHE);
	const have = /* @__PURE__ */ new Set();
	for (const request of await cache.keys()) if (wanted.has(request.url)) have.add(request.url);
	else await cache.delete(request);
	const missing = [...wanted].filter(([href]) => !have.has(href)).map(([, url]) => url);
	let kept = have.size;
	const total = wanted.size;
	onProgress(kept, total);
	for (let i = 0; i < missing.length; i += 50) {
		const reply = await sendBatch(worker, missing.slice(i, i + 50));
		kept += reply.kept;
		onProgress(kept, total);
		if (reply.full || reply.kept === 0) break;
	}
	return {
		kept,
		total
	};
}
/** Unbinding the tablet: its pictures go too. */
async function forgetKioskImages() {
	if (typeof caches !== "undefined") await caches.delete(KIOSK_IMAGE_CACHE).catch(() => false);
}
// src/commerce/kiosk.ts
var KioskRequestError = class extends Error {
	status;
	code;
	constructor(status, code) {
		super(`kiosk request failed: ${status} ${code}`);
		this.status = status;
		this.code = code;
		this.name = "KioskRequestError";
	}
};
async function call(path, init = {}) {
	const headers = { Accept: "application/json" };
	if (init.body) headers["Content-Type"] = "application/json";
	if (init.token) headers["X-Kiosk-Token"] = init.token;
	let res;
	try {
		res = await fetch(path, {
			...init,
			headers
		});
	} catch (error) {
		throw new OfflineError(error);
	}
	const body = await res.json().catch(() => null);
	if (!res.ok || !body?.data) throw new KioskRequestError(res.status, body?.error ?? "unknown");
	return body.data;
}
/** Binds this tablet with a setup code; a wrong, used or expired code is KioskRequestError 'invalid-code'. */
var bindKiosk = (code) => call("/api/kiosk/bind", {
	method: "POST",
	body: JSON.stringify({ code })
});
function saveKioskBinding(binding) {
	localStorage.setItem(kioskStorageKeys.binding, JSON.stringify(binding));
	announceKioskBinding();
}
var PAGE$1 = 1e3;
var ASSORTMENT_KEY = "assortment";
var createKioskStore = () => createStore("ehituspood-kiosk", "kiosk");
var store = null;
var kioskStore = () => store ??= createKioskStore();
/**
* Loads the whole assortment page by page (onProgress: products loaded of the total), then keeps it in
* IndexedDB in one write, so an interrupted load never replaces a good copy with half of one.
*/
async function downloadAssortment(token, locale, onProgress) {
	const products = [];
	let first = null;
	for (let offset = 0;; offset += PAGE$1) {
		const page = await call(`/api/kiosk/assortment?locale=${locale}&offset=${offset}&limit=${PAGE$1}`, { token });
		first ??= page;
		products.push(...page.products);
		onProgress(products.length, page.total);
		if (page.products.length < PAGE$1) break;
	}
	const assortment = {
		store: first.store,
		locale,
		refreshedAt: first.refreshedAt,
		products
	};
	await set(`${ASSORTMENT_KEY}:${locale}`, assortment, kioskStore());
	try {
		localStorage.setItem(kioskStorageKeys.refreshed, assortment.refreshedAt);
	} catch {}
	return assortment;
}
async function readAssortment(locale) {
	try {
		return await get(`${ASSORTMENT_KEY}:${locale}`, kioskStore()) ?? null;
	} catch {
		return null;
	}
}
/** A revoked tablet (npm run kiosk:revoke): the server refuses its token with 401 kiosk-not-bound. */
var isRevoked = (error) => error instanceof KioskRequestError && error.status === 401 && error.code === "kiosk-not-bound";
/**
* Whether the server still knows this tablet: 'revoked' when it refuses the token, 'bound' when it answers,
* 'unknown' without a connection or on a server error (the kiosk then keeps working on what it has).
*/
async function checkKioskBinding(token) {
	try {
		await call("/api/kiosk/store", { token });
		return "bound";
	} catch (error) {
		return isRevoked(error) ? "revoked" : "unknown";
	}
}
/** Unbinds the tablet: its binding, the store's data and pictures go; the kiosk then shows the setup. */
async function forgetKioskDevice() {
	for (const locale of ["et", "ru"]) await del(`${ASSORTMENT_KEY}:${locale}`, kioskStore()).catch(() => {});
	await forgetKioskImages();
	try {
		localStorage.removeItem(kioskStorageKeys.binding);
		localStorage.removeItem(kioskStorageKeys.refreshed);
	} catch {}
	announceKioskBinding();
}
/** "Send this cart to my phone": a single-use token for a copy of the kiosk's cart (10 minutes). */
var createHandoff = (token, cartId) => call("/api/kiosk/handoff", {
	method: "POST",
	token,
	body: JSON.stringify({ cartId })
});
/** Whether the phone has taken the cart. */
var handoffUsed = async (token, handoff) => (await call("/api/kiosk/handoff/status", {
	method: "POST",
	token,
	body: JSON.stringify({ token: handoff })
})).used;
/** The phone's side: the id of its new cart; KioskRequestError 410 when used or expired. */
var redeemHandoff = async (handoff) => (await call("/api/kiosk/handoff/redeem", {
	method: "POST",
	body: JSON.stringify({ token: handoff })
})).cartId;
var preloadMachine = setup({
	types: {
		context: {},
		events: {}
	},
	actors: {
		readKept: fromPromise(async () => null),
		/** 'revoked' when the server refuses the device; anything else (offline too) keeps the kiosk going. */
		verify: fromPromise(async () => "unknown"),
		download: fromCallback(({ sendBack }) => {
			sendBack({ type: "kiosk.downloadFailed" });
		}),
		keepImages: fromCallback(({ sendBack }) => {
			sendBack({ type: "kiosk.imagesFailed" });
		})
	},
	guards: { refreshDue: () => false }
}).createMachine({
	id: "kioskPreload",
	context: {
		assortment: null,
		progress: null,
		failed: false,
		images: null
	},
	initial: "reading",
	states: {
		reading: { invoke: {
			src: "readKept",
			onDone: [{
				guard: ({ event }) => event.output !== null,
				target: "verifying",
				actions: assign({ assortment: ({ event }) => event.output })
			}, { target: "downloading" }],
			onError: "downloading"
		} },
		verifying: { invoke: {
			src: "verify",
			onDone: [{
				guard: ({ event }) => event.output === "revoked",
				target: "revoked"
			}, { target: "checking" }],
			onError: "checking"
		} },
		checking: { always: [{
			guard: "refreshDue",
			target: "downloading"
		}, { target: "ready" }] },
		ready: {
			after: { [3e5]: "verifying" },
			on: { "kiosk.refresh": "downloading" }
		},
		downloading: {
			entry: assign({
				progress: {
					phase: "products",
					loaded: 0,
					total: 0
				},
				failed: false
			}),
			exit: assign({ progress: null }),
			invoke: { src: "download" },
			on: {
				"kiosk.progress": { actions: assign({ progress: ({ event }) => ({
					phase: "products",
					loaded: event.loaded,
					total: event.total
				}) }) },
				"kiosk.downloaded": {
					target: "keepingImages",
					actions: assign({ assortment: ({ event }) => event.assortment })
				},
				"kiosk.downloadFailed": {
					target: "ready",
					actions: assign({ failed: true })
				},
				"kiosk.revoked": "revoked"
			}
		},
		keepingImages: {
			entry: assign({ progress: {
				phase: "images",
				loaded: 0,
				total: 0
			} }),
			exit: assign({ progress: null }),
			invoke: {
				src: "keepImages",
				input: ({ context }) => ({ assortment: context.assortment })
			},
			on: {
				"kiosk.imagesProgress": { actions: assign({ progress: ({ event }) => ({
					phase: "images",
					loaded: event.kept,
					total: event.total
				}) }) },
				"kiosk.imagesDone": {
					target: "ready",
					actions: assign({ images: ({ event }) => ({
						kept: event.kept,
						total: event.total
					}) })
				},
				"kiosk.imagesFailed": "ready"
			}
		},
		revoked: { type: "final" }
	}
});
// src/features/kiosk/kiosk-data.tsx
var Context = createContext(null);
function useKioskData() {
	const data = useContext(Context);
	if (!data) throw new Error("useKioskData outside KioskDataProvider");
	return data;
}
function KioskDataProvider({ binding, locale, children }) {
	const machine = useMemo(() => preloadMachine.provide({
		actors: {
			readKept: fromPromise(async () => {
				const kept = await readAssortment(locale);
				return kept && kept.store.code === binding.store.code ? kept : null;
			}),
			download: fromCallback(({ sendBack }) => {
				downloadAssortment(binding.token, locale, (loaded, total) => sendBack({
					type: "kiosk.progress",
					loaded,
					total
				})).then((assortment) => sendBack({
					type: "kiosk.downloaded",
					assortment
				}), (error) => sendBack({ type: isRevoked(error) ? "kiosk.revoked" : "kiosk.downloadFailed" }));
			}),
			verify: fromPromise(() => checkKioskBinding(binding.token)),
			keepImages: fromCallback(({ sendBack, input }) => {
				keepKioskImages(kioskImageUrls(input.assortment.products, screenImageDensity()), (kept, total) => sendBack({
					type: "kiosk.imagesProgress",
					kept,
					total
				})).then(({ kept, total }) => sendBack({
					type: "kiosk.imagesDone",
					kept,
					total
				}), () => sendBack({ type: "kiosk.imagesFailed" }));
			})
		},
		guards: { refreshDue: ({ context }) => refreshDue(context.assortment?.refreshedAt ?? null, /* @__PURE__ */ new Date()) }
	}), [binding, locale]);
	const [snapshot, send] = useMachine(machine);
	const queryClient = useQueryClient();
	const revoked = snapshot.status === "done";
	useEffect(() => {
		if (!revoked) return;
		wipeKioskSession(queryClient).then(forgetKioskDevice).finally(() => location.replace(`/${locale}/kiosk`));
	}, [
		revoked,
		queryClient,
		locale
	]);
	const { assortment } = snapshot.context;
	const products = assortment?.products;
	const index = useMemo(() => products ? buildOfflineIndex(products) : null, [products]);
	const bySku = useMemo(() => new Map((products ?? []).map((p) => [p.sku, p])), [products]);
	const value = {
		...snapshot.context,
		binding,
		locale,
		index,
		bySku,
		refresh: () => send({ type: "kiosk.refresh" })
	};
	return /* @__PURE__ */ jsx(Context.Provider, {
		value,
		children
	});
}
// src/features/kiosk/kiosk-shell.tsx
function RefreshStatus() {
	const { _: _t, i18n } = useLingui();
	const { assortment, progress, failed, images, refresh } = useKioskData();
	if (progress?.phase === "products" || progress && !assortment) {
		const { loaded, total } = progress;
		return /* @__PURE__ */ jsx("div", {
			className: "kiosk-refresh",
			role: "status",
			children: /* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("span", { children: total ? _t({
				id: "ntQY8L",
				values: {
					loaded,
					total
				}
			}) : _t({ id: "wxUA+T" }) }), /* @__PURE__ */ jsx("progress", {
				max: total || 1,
				value: total ? loaded : 0,
				"data-testid": "kiosk-preload-progress"
			})] })
		});
	}
	if (!assortment) return /* @__PURE__ */ jsx("div", {
		className: "kiosk-refresh",
		role: "status",
		children: /* @__PURE__ */ jsx("span", { children: _t({ id: "rtmRSN" }) })
	});
	const when = i18n.date(new Date(assortment.refreshedAt), {
		dateStyle: "short",
		timeStyle: "short"
	});
	const keptImages = images?.kept ?? 0;
	const wantedImages = images?.total ?? 0;
	const loadedImages = progress?.loaded ?? 0;
	const totalImages = progress?.total ?? 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-refresh",
		role: "status",
		children: [
			/* @__PURE__ */ jsx("span", {
				"data-testid": "kiosk-refreshed",
				children: _t({
					id: "UAkbt3",
					values: { when }
				})
			}),
			failed ? /* @__PURE__ */ jsx("span", {
				className: "kiosk-refresh__failed",
				children: _t({ id: "pzB0f7" })
			}) : null,
			progress ? /* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("span", { children: totalImages ? _t({
				id: "QxRxzG",
				values: {
					loadedImages,
					totalImages
				}
			}) : _t({ id: "RvBcDk" }) }), /* @__PURE__ */ jsx("progress", {
				max: totalImages || 1,
				value: totalImages ? loadedImages : 0,
				"data-testid": "kiosk-images-progress"
			})] }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [keptImages < wantedImages ? /* @__PURE__ */ jsx("span", {
				className: "kiosk-refresh__failed",
				"data-testid": "kiosk-images-missing",
				children: _t({
					id: "BtIHBD",
					values: {
						keptImages,
						wantedImages
					}
				})
			}) : null, /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "kiosk-button kiosk-button--small",
				onClick: refresh,
				children: _t({ id: "lCF0wC" })
			})] })
		]
	});
}
function KioskShell({ locale, pathname, cartBadge, networkStatus, toasts, onNavigate, children }) {
	const { _: _t2 } = useLingui();
	const { binding } = useKioskData();
	const home = `/${locale}/kiosk`;
	const link = (href) => ({
		href,
		onClick: (e) => {
			if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
			e.preventDefault();
			onNavigate(href);
		}
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "kiosk",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "kiosk-header",
				children: [/* @__PURE__ */ jsxs("a", {
					className: "kiosk-header__home",
					...link(home),
					children: [/* @__PURE__ */ jsx("span", {
						className: "kiosk-header__shop",
						children: SHOP_NAME
					}), /* @__PURE__ */ jsx("span", {
						className: "kiosk-header__store",
						"data-testid": "kiosk-store",
						children: binding.store.name
					})]
				}), /* @__PURE__ */ jsxs("nav", {
					className: "kiosk-header__nav",
					"aria-label": _t2({ id: "JcnA5R" }),
					children: [
						/* @__PURE__ */ jsx("a", {
							className: "kiosk-button",
							...link(home),
							children: _t2({ id: "N0qXpE" })
						}),
						/* @__PURE__ */ jsxs("a", {
							className: "kiosk-button kiosk-header__cart",
							...link(`${home}/cart`),
							children: [_t2({ id: "ahRHUo" }), cartBadge]
						}),
						/* @__PURE__ */ jsx("ul", {
							className: "kiosk-header__langs",
							children: locales.map((code) => code === locale ? null : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
								className: "kiosk-button",
								href: `/${code}/kiosk${pathname}`,
								lang: code,
								hrefLang: code,
								children: languages[code].label
							}) }, code))
						})
					]
				})]
			}),
			networkStatus,
			/* @__PURE__ */ jsx(RefreshStatus, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main-content",
				tabIndex: -1,
				className: "kiosk-main",
				children
			}),
			toasts
		]
	});
}
// src/features/kiosk/kiosk-setup.tsx
function KioskSetup({ onBound }) {
	const { _: _t } = useLingui();
	const codeId = useId();
	const idleId = useId();
	const errorId = useId();
	const [code, setCode] = useState("");
	const [idle, setIdle] = useState(120);
	const [error, setError] = useState(null);
	const [busy, setBusy] = useState(false);
	const submit = async (event) => {
		event.preventDefault();
		if (!code.trim()) {
			setError(_t({ id: "srb2pX" }));
			return;
		}
		setBusy(true);
		setError(null);
		try {
			const bound = await bindKiosk(code.trim());
			const binding = {
				token: bound.token,
				store: bound.store,
				idleSeconds: idle
			};
			saveKioskBinding(binding);
			onBound(binding);
		} catch (e) {
			setError(e instanceof OfflineError ? _t({ id: "zTIwFj" }) : e instanceof KioskRequestError && e.status === 429 ? _t({ id: "GYZVve" }) : _t({ id: "hxXZ5z" }));
		} finally {
			setBusy(false);
		}
	};
	const minutes = (seconds) => {
		const n = seconds / 60;
		return _t({
			id: "QFbk6b",
			values: { n }
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-setup",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "kiosk-setup__title",
				children: _t({ id: "HfSJHc" })
			}),
			/* @__PURE__ */ jsx("p", { children: _t({ id: "1Hm2uN" }) }),
			/* @__PURE__ */ jsxs("form", {
				className: "kiosk-setup__form",
				onSubmit: (e) => void submit(e),
				noValidate: true,
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: codeId,
						children: _t({ id: "lCCBoN" })
					}),
					/* @__PURE__ */ jsx("input", {
						id: codeId,
						name: "code",
						className: "kiosk-input",
						autoComplete: "off",
						autoCapitalize: "characters",
						spellCheck: false,
						value: code,
						onChange: (e) => setCode(e.target.value),
						"aria-invalid": error ? true : void 0,
						"aria-describedby": error ? errorId : void 0
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: idleId,
						children: _t({ id: "MtGdA2" })
					}),
					/* @__PURE__ */ jsx("select", {
						id: idleId,
						name: "idle",
						className: "kiosk-input",
						value: idle,
						onChange: (e) => setIdle(Number(e.target.value)),
						children: KIOSK_IDLE_CHOICES.map((s) => /* @__PURE__ */ jsx("option", {
							value: s,
							children: minutes(s)
						}, s))
					}),
					error ? /* @__PURE__ */ jsx("p", {
						id: errorId,
						className: "kiosk-error",
						role: "alert",
						children: error
					}) : null,
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "kiosk-button kiosk-button--primary",
						disabled: busy,
						children: _t({ id: "DBL0AT" })
					})
				]
			})
		]
	});
}
// src/features/kiosk/kiosk-add.ts
function addKioskProduct(product, quantity = 1) {
	return requestAddToCart({
		sku: product.sku,
		quantity,
		selectedOptions: [],
		product: {
			name: product.name,
			typename: "SimpleProduct",
			priceCents: product.finalCents,
			currency: "EUR",
			brand: product.brand,
			imageUrl: product.imagePath ? `/media/${product.imagePath}` : null
		}
	});
}
// src/features/kiosk/kiosk-stock.tsx
function KioskStock({ product }) {
	const { _: _t } = useLingui();
	const qty = product.qtyHere;
	const unit = product.unit;
	return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-stock",
		children: [qty > 0 ? /* @__PURE__ */ jsx("p", {
			className: "kiosk-stock__here",
			children: _t({
				id: "tkwnvS",
				values: {
					qty,
					unit
				}
			})
		}) : /* @__PURE__ */ jsx("p", {
			className: "kiosk-stock__none",
			children: _t({ id: "gO/fal" })
		}), qty > 0 && product.aisle !== null && product.shelf ? /* @__PURE__ */ jsx("p", {
			className: "kiosk-stock__shelf",
			"data-testid": "kiosk-shelf",
			children: _t({
				id: "5qrBve",
				values: {
					0: product.aisle,
					1: product.shelf
				}
			})
		}) : null]
	});
}
// src/features/kiosk/kiosk-product-card.tsx
function KioskPrice({ product, locale }) {
	const { _: _t } = useLingui();
	const now = formatMoney(product.finalCents, locale);
	const was = formatMoney(product.regularCents, locale);
	return /* @__PURE__ */ jsxs("p", {
		className: "kiosk-price",
		children: [/* @__PURE__ */ jsx("span", {
			className: "kiosk-price__final",
			children: now
		}), product.finalCents < product.regularCents ? /* @__PURE__ */ jsxs("span", {
			className: "kiosk-price__regular",
			children: [/* @__PURE__ */ jsxs("span", {
				className: "visually-hidden",
				children: [_t({ id: "xDLGuv" }), " "]
			}), /* @__PURE__ */ jsx("s", { children: was })]
		}) : null]
	});
}
function KioskProductCard({ product, locale, href, onOpen }) {
	const { _: _t2 } = useLingui();
	const name = product.name;
	const size = IMAGE_SIZES.productCard;
	return /* @__PURE__ */ jsxs("article", {
		className: "kiosk-card",
		"data-sku": product.sku,
		children: [
			/* @__PURE__ */ jsxs("a", {
				className: "kiosk-card__link",
				href,
				onClick: (e) => {
					e.preventDefault();
					onOpen(href);
				},
				children: [
					/* @__PURE__ */ jsx(Image, {
						src: product.imagePath ? kioskCardImageUrl(product.imagePath, screenImageDensity()) : null,
						alt: "",
						width: size.width,
						height: size.height
					}),
					product.brand ? /* @__PURE__ */ jsx("span", {
						className: "kiosk-card__brand",
						children: product.brand
					}) : null,
					/* @__PURE__ */ jsx("span", {
						className: "kiosk-card__name",
						children: name
					})
				]
			}),
			/* @__PURE__ */ jsx(KioskPrice, {
				product,
				locale
			}),
			/* @__PURE__ */ jsx(KioskStock, { product }),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "kiosk-button kiosk-button--primary",
				onClick: () => addKioskProduct(product),
				children: [_t2({ id: "4yp4G3" }), /* @__PURE__ */ jsxs("span", {
					className: "visually-hidden",
					children: [": ", name]
				})]
			})
		]
	});
}
// src/features/kiosk/kiosk-home.tsx
var PAGE = 24;
function KioskHome({ onNavigate }) {
	const { _: _t } = useLingui();
	const { assortment, index, locale } = useKioskData();
	const searchId = useId();
	const hintId = useId();
	const departmentId = useId();
	const brandId = useId();
	const [term, setTerm] = useState("");
	const [filters, setFilters] = useState(defaultKioskFilters);
	const [shown, setShown] = useState(PAGE);
	const query = useDeferredValue(term.trim());
	const searching = [...query].length >= 3;
	const matches = useMemo(() => {
		if (!assortment || !index) return [];
		return searching ? index.search(query, assortment.products.length) : assortment.products;
	}, [
		assortment,
		index,
		query,
		searching
	]);
	const facets = useMemo(() => kioskFacets(filterKioskProducts(matches, {
		...filters,
		department: null,
		brand: null
	})), [matches, filters]);
	const results = useMemo(() => filterKioskProducts(matches, filters), [matches, filters]);
	const count = results.length;
	usePageTitle(_t({ id: "Dyz61O" }), `/${locale}/kiosk`);
	const change = (next) => {
		setFilters((f) => ({
			...f,
			...next
		}));
		setShown(PAGE);
	};
	if (!assortment) return /* @__PURE__ */ jsx("p", {
		className: "kiosk-empty",
		children: _t({ id: "nY+Sxt" })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-home",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "visually-hidden",
				children: _t({ id: "w/DE1/" })
			}),
			/* @__PURE__ */ jsxs("form", {
				className: "kiosk-search",
				role: "search",
				onSubmit: (e) => e.preventDefault(),
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: searchId,
						className: "kiosk-search__label",
						children: _t({ id: "+0Yy2U" })
					}),
					/* @__PURE__ */ jsx("input", {
						id: searchId,
						type: "search",
						className: "kiosk-input kiosk-search__input",
						value: term,
						onChange: (e) => {
							setTerm(e.target.value);
							setShown(PAGE);
						},
						"aria-describedby": hintId,
						autoComplete: "off",
						enterKeyHint: "search"
					}),
					/* @__PURE__ */ jsx("p", {
						id: hintId,
						className: "kiosk-search__hint",
						children: _t({ id: "Hji60z" })
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "kiosk-filters",
				role: "group",
				"aria-label": _t({ id: "cSev+j" }),
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "kiosk-button kiosk-toggle",
						"aria-pressed": filters.hereOnly,
						onClick: () => change({ hereOnly: !filters.hereOnly }),
						children: _t({ id: "2OqT1Q" })
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: departmentId,
						className: "visually-hidden",
						children: _t({ id: "5HYWB0" })
					}),
					/* @__PURE__ */ jsxs("select", {
						id: departmentId,
						className: "kiosk-input",
						value: filters.department ?? "",
						onChange: (e) => change({ department: e.target.value || null }),
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: _t({ id: "i7nlCQ" })
						}), facets.departments.map((d) => /* @__PURE__ */ jsxs("option", {
							value: d.value,
							children: [
								d.value,
								" (",
								d.count,
								")"
							]
						}, d.value))]
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: brandId,
						className: "visually-hidden",
						children: _t({ id: "peaanf" })
					}),
					/* @__PURE__ */ jsxs("select", {
						id: brandId,
						className: "kiosk-input",
						value: filters.brand ?? "",
						onChange: (e) => change({ brand: e.target.value || null }),
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: _t({ id: "lHjBUM" })
						}), facets.brands.map((b) => /* @__PURE__ */ jsxs("option", {
							value: b.value,
							children: [
								b.value,
								" (",
								b.count,
								")"
							]
						}, b.value))]
					})
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "kiosk-count",
				role: "status",
				"data-testid": "kiosk-count",
				children: /* @__PURE__ */ jsx(Trans, {
					id: "vuBLFu",
					values: { count }
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "kiosk-grid",
				children: results.slice(0, shown).map((p) => /* @__PURE__ */ jsx(KioskProductCard, {
					product: p,
					locale,
					href: `/${locale}/kiosk/p/${encodeURIComponent(p.sku)}`,
					onOpen: onNavigate
				}, p.sku))
			}),
			count > shown ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "kiosk-button kiosk-more",
				onClick: () => setShown((n) => n + PAGE),
				children: _t({ id: "fMPkxb" })
			}) : null
		]
	});
}
// src/features/kiosk/kiosk-product-page.tsx
var MAIN_IMAGE = {
	width: 600,
	height: 600
};
function KioskProductPage({ sku, homeHref }) {
	const { _: _t } = useLingui();
	const { bySku, assortment, locale } = useKioskData();
	const qtyId = useId();
	const [quantity, setQuantity] = useState(1);
	const product = bySku.get(sku);
	usePageTitle(product?.name ?? null, `/${locale}/kiosk/p/${encodeURIComponent(sku)}`);
	useEffect(() => {
		if (product) addLastViewed(localStorage, product);
	}, [product]);
	if (!assortment) return /* @__PURE__ */ jsx("p", {
		className: "kiosk-empty",
		children: _t({ id: "nY+Sxt" })
	});
	if (!product) return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-empty",
		children: [/* @__PURE__ */ jsx("h1", { children: _t({ id: "uTlNU7" }) }), /* @__PURE__ */ jsx("a", {
			className: "kiosk-button",
			href: homeHref,
			children: _t({ id: "/+523j" })
		})]
	});
	return /* @__PURE__ */ jsxs("article", {
		className: "kiosk-product",
		children: [/* @__PURE__ */ jsx(Image, {
			className: "kiosk-product__image",
			src: product.imagePath ? `/media/${product.imagePath}` : null,
			alt: product.name,
			width: MAIN_IMAGE.width,
			height: MAIN_IMAGE.height,
			priority: true
		}), /* @__PURE__ */ jsxs("div", {
			className: "kiosk-product__body",
			children: [
				product.brand ? /* @__PURE__ */ jsx("p", {
					className: "kiosk-card__brand",
					children: product.brand
				}) : null,
				/* @__PURE__ */ jsx("h1", {
					className: "kiosk-product__name",
					children: product.name
				}),
				/* @__PURE__ */ jsx("p", {
					className: "kiosk-product__sku",
					children: _t({
						id: "HM5zcJ",
						values: { 0: product.sku }
					})
				}),
				/* @__PURE__ */ jsx(KioskPrice, {
					product,
					locale
				}),
				/* @__PURE__ */ jsx(KioskStock, { product }),
				product.description ? /* @__PURE__ */ jsx("p", {
					className: "kiosk-product__text",
					children: product.description
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "kiosk-product__buy",
					children: [
						/* @__PURE__ */ jsx("label", {
							htmlFor: qtyId,
							children: _t({ id: "VbWX2u" })
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "kiosk-qty",
							children: [
								/* @__PURE__ */ jsx("button", {
									type: "button",
									className: "kiosk-button",
									onClick: () => setQuantity((q) => Math.max(1, q - 1)),
									"aria-label": _t({ id: "zXk6aA" }),
									children: "−"
								}),
								/* @__PURE__ */ jsx("input", {
									id: qtyId,
									className: "kiosk-input kiosk-qty__input",
									inputMode: "numeric",
									value: quantity,
									onChange: (e) => {
										const n = Number.parseInt(e.target.value, 10);
										setQuantity(Number.isFinite(n) && n > 0 ? Math.min(n, 999) : 1);
									}
								}),
								/* @__PURE__ */ jsx("button", {
									type: "button",
									className: "kiosk-button",
									onClick: () => setQuantity((q) => Math.min(999, q + 1)),
									"aria-label": _t({ id: "2FYpfJ" }),
									children: "+"
								})
							]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "kiosk-button kiosk-button--primary",
							onClick: () => addKioskProduct(product, quantity),
							children: _t({ id: "4yp4G3" })
						})
					]
				})
			]
		})]
	});
}
// src/features/kiosk/qr-code.tsx
var QUIET_ZONE = 4;
function QrCode({ value, size, label }) {
	const qr = qrcode(0, "M");
	qr.addData(value);
	qr.make();
	const count = qr.getModuleCount();
	let path = "";
	for (let row = 0; row < count; row++) for (let col = 0; col < count; col++) if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
	const box = count + 8;
	return /* @__PURE__ */ jsxs("svg", {
		className: "qr-code",
		role: "img",
		"aria-label": label,
		width: size,
		height: size,
		viewBox: `0 0 ${box} ${box}`,
		shapeRendering: "crispEdges",
		children: [/* @__PURE__ */ jsx("rect", {
			width: box,
			height: box,
			fill: "#fff"
		}), /* @__PURE__ */ jsx("path", {
			d: path,
			fill: "#000"
		})]
	});
}
// src/features/kiosk/kiosk-cart-extras.tsx
var POLL_MS = 2e3;
/** The cart as the cart service keeps it in the query cache (read only here). */
function useKioskCart() {
	const id = readCartId() ?? "";
	return useQuery({
		queryKey: cartQueryKey(id),
		queryFn: () => null,
		enabled: false
	}).data ?? null;
}
function SendToPhone({ cart }) {
	const { _: _t } = useLingui();
	const { binding, locale } = useKioskData();
	const online = useOnline();
	const [handoff, setHandoff] = useState(null);
	const [error, setError] = useState(null);
	const [taken, setTaken] = useState(false);
	const start = async () => {
		setError(null);
		try {
			const made = await createHandoff(binding.token, cart.id);
			setHandoff({
				url: `${location.origin}/${locale}/kiosk/handoff#${made.token}`,
				token: made.token
			});
		} catch {
			setError(_t({ id: "b13/Bi" }));
		}
	};
	useEffect(() => {
		if (!handoff || taken) return;
		const timer = setInterval(() => {
			handoffUsed(binding.token, handoff.token).then((used) => {
				if (used) setTaken(true);
			}, () => void 0);
		}, POLL_MS);
		return () => clearInterval(timer);
	}, [
		handoff,
		taken,
		binding.token
	]);
	useEffect(() => {
		if (!taken) return;
		const timer = setTimeout(requestKioskReset, 3e3);
		return () => clearTimeout(timer);
	}, [taken]);
	return /* @__PURE__ */ jsxs("section", {
		className: "kiosk-handoff",
		"aria-labelledby": "kiosk-handoff-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "kiosk-handoff-title",
				children: _t({ id: "aVYq+1" })
			}),
			/* @__PURE__ */ jsx("p", { children: _t({ id: "MLDHnx" }) }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "kiosk-button kiosk-button--primary",
				disabled: !online,
				onClick: () => void start(),
				children: _t({ id: "4xhGXe" })
			}),
			!online ? /* @__PURE__ */ jsx("p", {
				className: "kiosk-note",
				children: _t({ id: "pAPl74" })
			}) : null,
			error ? /* @__PURE__ */ jsx("p", {
				className: "kiosk-error",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsx(Dialog, {
				open: handoff !== null,
				onClose: () => setHandoff(null),
				title: _t({ id: "rtedPl" }),
				name: "kioskHandoff",
				children: handoff ? /* @__PURE__ */ jsx("div", {
					className: "kiosk-handoff__dialog",
					children: taken ? /* @__PURE__ */ jsx("p", {
						role: "status",
						"data-testid": "kiosk-handoff-taken",
						children: _t({ id: "6icX/3" })
					}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(QrCode, {
						value: handoff.url,
						size: 320,
						label: _t({ id: "i5pPJE" })
					}), /* @__PURE__ */ jsx("p", { children: _t({ id: "ZBzn5I" }) })] })
				}) : null
			})
		]
	});
}
function PickList({ cart }) {
	const { _: _t2, i18n } = useLingui();
	const { bySku, binding } = useKioskData();
	const lines = sortPickList(cart.lines.map((l) => {
		const p = bySku.get(l.sku);
		return {
			sku: l.sku,
			name: l.name,
			quantity: l.quantity,
			aisle: p && p.qtyHere > 0 ? p.aisle : null,
			shelf: p && p.qtyHere > 0 ? p.shelf : null
		};
	}));
	const printed = i18n.date(/* @__PURE__ */ new Date(), {
		dateStyle: "short",
		timeStyle: "short"
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "kiosk-picklist",
		"aria-labelledby": "kiosk-picklist-title",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "kiosk-picklist__screen",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "kiosk-picklist-title",
					children: _t2({ id: "3Tv3rP" })
				}),
				/* @__PURE__ */ jsx("p", { children: _t2({ id: "Cm4cmi" }) }),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "kiosk-button",
					onClick: () => window.print(),
					children: _t2({ id: "PIx90N" })
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "kiosk-picklist__sheet",
			"data-testid": "kiosk-picklist",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "kiosk-picklist__head",
				children: [
					binding.store.name,
					" · ",
					printed
				]
			}), /* @__PURE__ */ jsxs("table", { children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "KYj6tm" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "Z57rxD" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "K47k8R" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "EWPtMO" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "VbWX2u" })
				})
			] }) }), /* @__PURE__ */ jsx("tbody", { children: lines.map((l) => /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("td", { children: l.aisle ?? "—" }),
				/* @__PURE__ */ jsx("td", { children: l.shelf ?? "—" }),
				/* @__PURE__ */ jsx("td", { children: l.name }),
				/* @__PURE__ */ jsx("td", { children: l.sku }),
				/* @__PURE__ */ jsx("td", { children: l.quantity })
			] }, l.sku)) })] })]
		})]
	});
}
function KioskCartExtras() {
	const cart = useKioskCart();
	if (!cart || cart.lines.length === 0) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-cart-extras",
		children: [/* @__PURE__ */ jsx(SendToPhone, { cart }), /* @__PURE__ */ jsx(PickList, { cart })]
	});
}
// src/features/kiosk/kiosk-cart-page.tsx
/** The kiosk's cart: the shop's own cart lines and checkout (a slot), then phone handoff and pick list. */
function KioskCartPage({ lines, locale }) {
	const { _: _t } = useLingui();
	usePageTitle(_t({ id: "ahRHUo" }), `/${locale}/kiosk/cart`);
	return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-cart",
		children: [/* @__PURE__ */ jsxs("section", {
			className: "kiosk-cart__lines",
			"aria-labelledby": "kiosk-cart-title",
			children: [/* @__PURE__ */ jsx("h1", {
				id: "kiosk-cart-title",
				children: _t({ id: "ahRHUo" })
			}), lines]
		}), /* @__PURE__ */ jsx(KioskCartExtras, {})]
	});
}
/** Not bound yet: the setup form alone, in the kiosk's frame. */
function KioskSetupFrame({ children }) {
	return /* @__PURE__ */ jsx("div", {
		className: "kiosk",
		children: /* @__PURE__ */ jsx("main", {
			id: "main-content",
			tabIndex: -1,
			className: "kiosk-main",
			children
		})
	});
}
// src/features/kiosk/use-kiosk-manifest.ts
/**
* issue 13 item 1: on kiosk pages the page names the kiosk's own manifest (its name, start URL
* /{locale}/kiosk, fullscreen, landscape), so installing from here installs the kiosk app.
*/
function useKioskManifest(locale, kiosk = true) {
	useEffect(() => {
		if (!kiosk) return;
		const link = document.querySelector("link[rel=\"manifest\"]");
		if (!link) return;
		const shop = link.getAttribute("href");
		link.setAttribute("href", `/kiosk-${locale}.webmanifest`);
		return () => {
			if (shop) link.setAttribute("href", shop);
		};
	}, [locale, kiosk]);
}
// src/features/kiosk/handoff-receive.tsx
function HandoffReceive({ homeHref, onTaken }) {
	const { _: _t } = useLingui();
	usePageTitle(_t({ id: "JjP0dw" }), `${homeHref}/kiosk/handoff`);
	const [token] = useState(() => typeof location === "undefined" ? "" : location.hash.slice(1));
	const [state, setState] = useState(token ? "working" : "refused");
	const started = useRef(false);
	useEffect(() => {
		if (location.hash) history.replaceState(history.state, "", location.pathname);
		if (started.current || !token) return;
		started.current = true;
		redeemHandoff(token).then((cartId) => {
			writeCartId(cartId);
			requestCartReload();
			setState("done");
			onTaken();
		}, (error) => setState(error instanceof KioskRequestError ? "refused" : "failed"));
	}, [token, onTaken]);
	return /* @__PURE__ */ jsxs("main", {
		id: "main-content",
		tabIndex: -1,
		className: "page container handoff",
		role: "status",
		children: [
			state === "working" ? /* @__PURE__ */ jsx("p", { children: _t({ id: "E/TEUl" }) }) : null,
			state === "done" ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t({ id: "bKa6k1" })
			}), /* @__PURE__ */ jsx("p", {
				"data-testid": "handoff-done",
				children: _t({ id: "ZuWoW5" })
			})] }) : null,
			state === "refused" ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t({ id: "zg0Eyv" })
			}), /* @__PURE__ */ jsx("p", {
				"data-testid": "handoff-refused",
				children: _t({ id: "F8QHig" })
			})] }) : null,
			state === "failed" ? /* @__PURE__ */ jsx("p", { children: _t({ id: "HKmnCy" }) }) : null,
			/* @__PURE__ */ jsx("a", {
				className: "button button--secondary",
				href: homeHref,
				children: _t({ id: "DGZehW" })
			})
		]
	});
}
// src/routes/screens/kiosk-screens.tsx
function useGo() {
	const navigate = useNavigate();
	return useCallback((href) => void navigate({ href }), [navigate]);
}
/** /{locale}/kiosk/… : '' the products, 'p/<sku>' a product, 'cart' the cart; anything else the products. */
function KioskView({ rest, locale, go }) {
	const product = /^p\/([^/]+)$/.exec(rest);
	if (product) return /* @__PURE__ */ jsx(KioskProductPage, {
		sku: decodeURIComponent(product[1] ?? ""),
		homeHref: `/${locale}/kiosk`
	});
	if (rest === "cart") return /* @__PURE__ */ jsx(KioskCartPage, {
		lines: cartSidebarPanel(locale),
		locale
	});
	return /* @__PURE__ */ jsx(KioskHome, { onNavigate: go });
}
function KioskScreen() {
	const locale = useLocale();
	const navigate = useNavigate();
	const go = useGo();
	const { _splat: rest = "" } = useParams({ strict: false });
	const raw = useSyncExternalStore(subscribeKioskBinding, kioskBindingSnapshot, () => null);
	const binding = useMemo(() => parseKioskBinding(raw), [raw]);
	const path = rest.replace(/\/+$/, "");
	useKioskManifest(locale, path !== "handoff");
	const cartTaken = useCallback(() => {
		navigate({ href: `/${locale}` }).then(() => overlays.open("cartSidebar"));
	}, [navigate, locale]);
	if (path === "handoff") return /* @__PURE__ */ jsx(HandoffReceive, {
		homeHref: `/${locale}`,
		onTaken: cartTaken
	});
	if (!binding) return /* @__PURE__ */ jsx(KioskSetupFrame, { children: /* @__PURE__ */ jsx(KioskSetup, { onBound: () => location.assign(`/${locale}/kiosk`) }) });
	return /* @__PURE__ */ jsx(KioskDataProvider, {
		binding,
		locale,
		children: /* @__PURE__ */ jsx(KioskShell, {
			locale,
			pathname: path ? `/${path}` : "",
			cartBadge: cartBadgeSlot(),
			networkStatus: /* @__PURE__ */ jsx(NetworkStatus, {}),
			toasts: /* @__PURE__ */ jsx(ToastRegion, {}),
			onNavigate: go,
			children: /* @__PURE__ */ jsx(KioskView, {
				rest: path,
				locale,
				go
			})
		})
	}, raw);
}
export { KioskGuardRoot, KioskScreen };
