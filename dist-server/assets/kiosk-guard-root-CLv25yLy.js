import { _ as subscribeKioskBinding, f as kioskThankYouOutcome, l as kioskBindingSnapshot, p as parseKioskBinding, r as orderPaymentQueryOptions, u as kioskDeviceKeys } from "./order-payment-DBRCozsi.js";
import { g as localeFromPath } from "./session-BL6rXDkQ.js";
import { K as clearCartId, L as OUTBOX_KEY, M as onCartOrdered, R as createOutboxStore, l as personalStorageKeys } from "../render.js";
import { t as clearUserData } from "./persist-CJzPcWUl.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { del } from "idb-keyval";
import { useMachine } from "@xstate/react";
import { assign, fromPromise, setup } from "xstate";
// src/commerce/personal-data.ts
async function wipePersonalData(client) {
	await clearUserData(client);
	await del(OUTBOX_KEY, createOutboxStore()).catch(() => void 0);
	if (typeof localStorage !== "undefined") for (const key of personalStorageKeys) localStorage.removeItem(key);
}
// src/commerce/kiosk-wipe.ts
/** Query roots that say nothing about a shopper: store settings, CMS content, the category tree. */
var SHOP_QUERY_ROOTS = [
	"storeConfig",
	"content",
	"categories"
];
async function wipeKioskSession(client) {
	await client.cancelQueries().catch(() => void 0);
	client.removeQueries({ predicate: (query) => !SHOP_QUERY_ROOTS.includes(query.queryKey[0]) });
	await wipePersonalData(client);
	clearCartId();
	try {
		for (const key of Object.keys(localStorage)) if (!kioskDeviceKeys.includes(key)) localStorage.removeItem(key);
		sessionStorage.clear();
	} catch {}
}
// src/features/kiosk/idle.machine.ts
var idleMachine = setup({
	types: {
		context: {},
		events: {},
		input: {}
	},
	delays: { idle: ({ context }) => context.idleMs },
	actors: { wipe: fromPromise(async () => {}) },
	actions: {
		startCountdown: assign({ remaining: ({ context }) => context.countdownSeconds }),
		tick: assign({ remaining: ({ context }) => context.remaining - 1 })
	},
	guards: {
		lastSecond: ({ context }) => context.remaining <= 1,
		paymentOpen: ({ context }) => context.paymentOpen
	}
}).createMachine({
	id: "kioskIdle",
	context: ({ input }) => ({
		...input,
		remaining: input.countdownSeconds,
		paymentOpen: false
	}),
	initial: "watching",
	on: {
		"kiosk.ordered": ".afterOrder",
		"kiosk.resetNow": ".wiping"
	},
	states: {
		watching: {
			after: { idle: "countdown" },
			on: { "kiosk.touched": {
				target: "watching",
				reenter: true
			} }
		},
		countdown: {
			entry: "startCountdown",
			initial: "counting",
			on: { "kiosk.touched": "watching" },
			states: { counting: { after: { 1e3: [{
				guard: "lastSecond",
				target: "#kioskIdle.wiping"
			}, {
				actions: "tick",
				target: "counting",
				reenter: true
			}] } } }
		},
		afterOrder: {
			entry: ["startCountdown", assign({ paymentOpen: false })],
			initial: "wiping",
			on: {
				"kiosk.resetNow": "#kioskIdle.done",
				"kiosk.ordered": {}
			},
			states: {
				wiping: {
					on: { "kiosk.paymentOpen": { actions: assign({ paymentOpen: true }) } },
					invoke: {
						src: "wipe",
						onDone: [{
							guard: "paymentOpen",
							target: "#kioskIdle.watching"
						}, { target: "counting" }],
						onError: [{
							guard: "paymentOpen",
							target: "#kioskIdle.watching"
						}, { target: "counting" }]
					}
				},
				counting: {
					on: { "kiosk.paymentOpen": "#kioskIdle.watching" },
					after: { 1e3: [{
						guard: "lastSecond",
						target: "#kioskIdle.done"
					}, {
						actions: "tick",
						target: "counting",
						reenter: true
					}] }
				}
			}
		},
		wiping: {
			on: {
				"kiosk.ordered": {},
				"kiosk.resetNow": {}
			},
			invoke: {
				src: "wipe",
				onDone: "done",
				onError: "done"
			}
		},
		done: { type: "final" }
	}
});
// src/features/kiosk/kiosk-reset.ts
var listeners = /* @__PURE__ */ new Set();
function requestKioskReset() {
	listeners.forEach((listener) => listener());
}
function onKioskResetRequest(listener) {
	listeners.add(listener);
	return () => {
		listeners.delete(listener);
	};
}
// src/features/kiosk/kiosk-guard.tsx
var ACTIVITY = [
	"pointerdown",
	"keydown",
	"touchstart",
	"wheel",
	"input"
];
function KioskGuard({ binding, locale, pathname, orderToken, queryClient }) {
	const { _: _t } = useLingui();
	const machine = useMemo(() => idleMachine.provide({ actors: { wipe: fromPromise(() => wipeKioskSession(queryClient)) } }), [queryClient]);
	const [snapshot, send] = useMachine(machine, { input: {
		idleMs: binding.idleSeconds * 1e3,
		countdownSeconds: 15
	} });
	useEffect(() => {
		const touched = () => send({ type: "kiosk.touched" });
		for (const type of ACTIVITY) document.addEventListener(type, touched, {
			capture: true,
			passive: true
		});
		const stopOrdered = onCartOrdered(() => send({ type: "kiosk.ordered" }));
		const stopReset = onKioskResetRequest(() => send({ type: "kiosk.resetNow" }));
		return () => {
			for (const type of ACTIVITY) document.removeEventListener(type, touched, { capture: true });
			stopOrdered();
			stopReset();
		};
	}, [send]);
	const thankYou = pathname.replace(/\/+$/, "") === `/${locale}/thank-you`;
	const payment = useQuery({
		...orderPaymentQueryOptions(orderToken ?? ""),
		enabled: thankYou && orderToken !== null
	});
	const outcome = thankYou ? kioskThankYouOutcome(orderToken, payment.data?.status) : null;
	useEffect(() => {
		if (outcome === "ordered") send({ type: "kiosk.ordered" });
		else if (outcome === "paymentOpen") send({ type: "kiosk.paymentOpen" });
	}, [outcome, send]);
	const done = snapshot.status === "done";
	useEffect(() => {
		if (done) location.replace(`/${locale}/kiosk`);
	}, [done, locale]);
	const seconds = snapshot.context.remaining;
	if (snapshot.matches("countdown")) return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-countdown",
		role: "alertdialog",
		"aria-modal": "false",
		"aria-labelledby": "kiosk-countdown-title",
		children: [
			/* @__PURE__ */ jsx("p", {
				id: "kiosk-countdown-title",
				className: "kiosk-countdown__title",
				children: _t({ id: "zmuun/" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "kiosk-countdown__text",
				"aria-live": "polite",
				"data-testid": "kiosk-countdown",
				children: /* @__PURE__ */ jsx(Trans, {
					id: "DrRyFB",
					values: { seconds }
				})
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "kiosk-button",
				onClick: () => send({ type: "kiosk.touched" }),
				children: _t({ id: "xGVfLh" })
			})
		]
	});
	if (snapshot.matches("afterOrder")) return /* @__PURE__ */ jsxs("div", {
		className: "kiosk-countdown kiosk-countdown--order",
		role: "status",
		children: [/* @__PURE__ */ jsx("p", {
			className: "kiosk-countdown__text",
			"data-testid": "kiosk-order-reset",
			children: /* @__PURE__ */ jsx(Trans, {
				id: "0v7RVq",
				values: { seconds }
			})
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "kiosk-button",
			onClick: () => send({ type: "kiosk.resetNow" }),
			children: _t({ id: "qDeDpV" })
		})]
	});
	return null;
}
// src/features/kiosk/kiosk-guard-root.tsx
function KioskGuardRoot() {
	const raw = useSyncExternalStore(subscribeKioskBinding, kioskBindingSnapshot, () => null);
	const binding = useMemo(() => parseKioskBinding(raw), [raw]);
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const order = useRouterState({ select: (s) => s.location.search.order });
	const locale = localeFromPath(pathname) ?? "et";
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const allowed = /^\/(et|ru)\/(kiosk(\/|$)|checkout(\/|$)|thank-you\/?$)/.test(pathname);
	useEffect(() => {
		if (binding && !allowed) navigate({
			href: `/${locale}/kiosk`,
			replace: true
		});
	}, [
		binding,
		allowed,
		navigate,
		locale
	]);
	if (!binding) return null;
	return /* @__PURE__ */ jsx(KioskGuard, {
		binding,
		locale,
		pathname,
		orderToken: typeof order === "string" && order ? order : null,
		queryClient
	}, raw);
}
export { KioskGuardRoot, wipeKioskSession as n, requestKioskReset as t };
