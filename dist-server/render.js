import { _ as localeRedirectTarget, a as ONE_YEAR_SECONDS, c as localeCookies, g as localeFromPath, h as languages, i as session, l as readCookie, m as isLocale, n as isSignedIn, o as cookieNames, s as expireCookie, u as serializeCookie, v as locales, y as switchLocalePath } from "./assets/session-BL6rXDkQ.js";
import { a as configureCommerceClient, i as commerceRequest, n as OfflineError } from "./assets/client-D6XW2O40.js";
import { t as TypedDocumentString } from "./assets/_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./assets/query-options-OTqWdjsC.js";
import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { QueryClient, QueryClientProvider, dehydrate, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, useMatches, useParams, useRouter, useRouterState } from "@tanstack/react-router";
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { Component, Suspense, createContext, lazy, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { createStore, get } from "idb-keyval";
// src/lib/all-messages.ts
var loader;
var loaded$1;
var waiting = [];
function provideAllMessages(load) {
	loader = load;
	loaded$1 = void 0;
	for (const resume of waiting.splice(0)) resume();
}
/** Resolves once every message of the page's language is loaded; a failed load is tried again next time. */
function allMessages() {
	if (!loader) return new Promise((resolve) => waiting.push(resolve)).then(allMessages);
	loaded$1 ??= loader().catch((error) => {
		loaded$1 = void 0;
		throw error;
	});
	return loaded$1;
}
/** A lazy import that also waits for every message, so what it renders is never untranslated. */
function withAllMessages(importer) {
	return () => Promise.all([importer(), allMessages()]).then(([module]) => module);
}
// src/features/i18n/load-catalog.ts
var loaders = /* #__PURE__ */ Object.assign({
	"/locales/et/messages.po": () => import("./assets/messages-CcrLDc8j.js"),
	"/locales/et/shell.po": () => import("./assets/shell-A-vRKsDS.js"),
	"/locales/ru/messages.po": () => import("./assets/messages-BFzcLq7B.js"),
	"/locales/ru/shell.po": () => import("./assets/shell-BxHxvFm5.js")
});
var loading$1 = /* @__PURE__ */ new Map();
function loadCatalog(locale, part) {
	const key = `${locale}/${part}`;
	let promise = loading$1.get(key);
	if (!promise) {
		const load = loaders[`/locales/${locale}/${part}.po`] ?? loaders[`/locales/et/${part}.po`];
		promise = load ? load().then((m) => m.messages) : Promise.resolve({});
		promise.catch(() => loading$1.delete(key));
		loading$1.set(key, promise);
	}
	return promise;
}
// src/ui/server-page.ts
var ServerPageContext = createContext(null);
/** The page being rendered on the server; null in the browser. */
function useServerPage() {
	return useContext(ServerPageContext);
}
/** Records head tags of the page on the server (later calls, deeper in the tree, win). */
function useServerHead(tags) {
	const page = useServerPage();
	if (page) Object.assign(page.head, tags);
}
/** The status of the page on the server (404 from the not-found page, 500 from the error page). */
function useServerStatus(status) {
	const page = useServerPage();
	if (page) Object.assign(page, { status });
}
/** A permanent redirect on the server (an old address the URL resolver knows); the browser navigates itself. */
function useServerRedirect(href) {
	const page = useServerPage();
	if (page) Object.assign(page, {
		status: 301,
		location: href
	});
}
// src/ui/page-title.tsx
var PageTitleContext = createContext(() => {});
function usePageTitle(title, path) {
	const set = useContext(PageTitleContext);
	useServerHead(title ? { title } : {});
	useEffect(() => {
		if (!title) return;
		set({
			path,
			title
		});
		return () => set(null);
	}, [
		set,
		title,
		path
	]);
}
var SHOP_NAME = "Ehituspood";
function composeDocumentTitle(title) {
	return title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
}
// src/lib/overlays.ts
/** spec §2 auth flow steps; login and auth overlays open in `login` mode by default. */
var authModes = [
	"login",
	"pre-register",
	"register",
	"first-login",
	"registered_accounts",
	"switch_accounts",
	"success_registration"
];
/** Overlays that open on top of the mobile menu instead of closing it (its own sub-navigation). */
var keepsMobileMenuOpen = ["megaMenuSidebar", "infoCategoriesSidebar"];
var initialOverlayState = {
	active: null,
	mobileMenuOpen: false,
	authMode: "login"
};
/** Pure transition: returns the next state (the same object when nothing changes). */
function openOverlay(state, id, options = {}) {
	if (id === "myAccountSidebar" && !options.signedIn) return state;
	const authMode = id === "loginModal" || id === "authSidebar" ? options.authMode ?? "login" : state.authMode;
	return {
		active: id,
		mobileMenuOpen: keepsMobileMenuOpen.includes(id) ? state.mobileMenuOpen : false,
		authMode
	};
}
function closeOverlay(state, id) {
	if (state.active === null || id && state.active !== id) return state;
	return {
		...state,
		active: null
	};
}
function setMobileMenu(state, open) {
	if (state.mobileMenuOpen === open) return state;
	return {
		...state,
		mobileMenuOpen: open,
		active: open ? null : state.active
	};
}
function createOverlayStore(initial = initialOverlayState) {
	let state = initial;
	const listeners = /* @__PURE__ */ new Set();
	const set = (next) => {
		if (next === state) return;
		state = next;
		listeners.forEach((l) => l());
	};
	return {
		open(id, options) {
			const next = openOverlay(state, id, options);
			set(next);
			return next.active === id;
		},
		close: (id) => set(closeOverlay(state, id)),
		toggle(id, options) {
			set(state.active === id ? closeOverlay(state, id) : openOverlay(state, id, options));
		},
		setMobileMenu: (open) => set(setMobileMenu(state, open)),
		setAuthMode: (mode) => set(state.authMode === mode ? state : {
			...state,
			authMode: mode
		}),
		getSnapshot: () => state,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
var overlays = createOverlayStore();
// src/ui/use-search-term.ts
/** The search the search page shows (/{locale}/search?term=…), or '' on any other page. */
function useSearchTerm(locale) {
	return useRouterState({ select: (s) => {
		if (s.location.pathname !== `/${locale}/search`) return "";
		const term = s.location.search.term;
		return typeof term === "string" ? term : "";
	} });
}
// src/commerce/store-config.ts
var StoreConfigQuery = new TypedDocumentString(`
    query StoreConfig {
  storeConfig {
    store_code
    store_name
    default_title
    default_display_currency_code
    locale
    base_media_url
    list_per_page
    title_prefix
    title_suffix
    title_separator
    header_logo_src
    logo_alt
    logo_width
    logo_height
    magento_wishlist_general_is_enabled
    allow_guests_to_write_product_reviews
    is_company_credit_active
  }
}
    `);
var storeConfigQueryOptions = (locale) => queryOptions({
	queryKey: ["storeConfig", locale],
	queryFn: ({ signal }) => commerceRequest(StoreConfigQuery, {}, {
		signal,
		locale
	}).then((d) => d.storeConfig),
	staleTime: 6e5
});
// src/features/i18n/catalogs.ts
/**
* Loads (once) and activates `locale` with the shell's messages; resolves when the app shell can render
* in that language. The rest of the catalog loads when lib/all-messages is first asked for it.
*/
async function activateLocale(i18n, locale) {
	if (i18n.locale === locale) return;
	if (!(locale in i18n.messages) || Object.keys(i18n.messages[locale] ?? {}).length === 0) i18n.load(locale, { ...await loadCatalog(locale, "shell") });
	i18n.activate(locale);
	provideAllMessages(async () => i18n.load(locale, await loadCatalog(locale, "messages")));
}
// src/ui/optional-part.tsx
var OptionalPart = class extends Component {
	state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	render() {
		return this.state.failed ? null : /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: this.props.children
		});
	}
};
// src/ui/icon.tsx
var paths = {
	menu: "M3 6h18M3 12h18M3 18h18",
	search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5",
	user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6",
	heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
	cart: "M3 4h2l2.5 11h10.5l2-8H7M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
	close: "M6 6l12 12M18 6L6 18",
	home: "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10",
	grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
	list: "M4 6h16M4 12h16M4 18h16",
	"circle-check": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6",
	"circle-error": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v6M12 16.5v.5",
	"circle-info": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5V8",
	"circle-warning": "M12 3l10 18H2L12 3zM12 10v5M12 18v.5",
	chevron: "M9 6l6 6-6 6",
	categories: "M4 5h16M4 10h10M4 15h16M4 20h10"
};
function Icon({ name, label, size = 24 }) {
	return /* @__PURE__ */ jsx("svg", {
		className: "icon",
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		role: label ? "img" : void 0,
		"aria-label": label,
		"aria-hidden": label ? void 0 : true,
		focusable: "false",
		children: /* @__PURE__ */ jsx("path", { d: paths[name] })
	});
}
// src/features/layout/bottom-nav.tsx
/** Mobile and tablet bottom navigation (spec §9: 52 px mobile, 76 px tablet; hidden on desktop). */
function BottomNav({ locale, cartBadge, wishlistBadge, wishlistHidden }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs("nav", {
		className: "bottom-nav",
		"aria-label": _t({ id: "7wn0og" }),
		children: [
			/* @__PURE__ */ jsxs(Link, {
				to: "/$locale",
				params: { locale },
				className: "bottom-nav__item",
				activeOptions: { exact: true },
				children: [/* @__PURE__ */ jsx(Icon, { name: "home" }), /* @__PURE__ */ jsx("span", { children: _t({ id: "i0qMbr" }) })]
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "bottom-nav__item",
				"aria-haspopup": "dialog",
				onClick: () => overlays.setMobileMenu(true),
				children: [/* @__PURE__ */ jsx(Icon, { name: "categories" }), /* @__PURE__ */ jsx("span", { children: _t({ id: "N0qXpE" }) })]
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "bottom-nav__item",
				"aria-haspopup": "dialog",
				onClick: () => overlays.open("searchSidebar"),
				children: [/* @__PURE__ */ jsx(Icon, { name: "search" }), /* @__PURE__ */ jsx("span", { children: _t({ id: "A1taO8" }) })]
			}),
			wishlistHidden ? null : /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "bottom-nav__item",
				"aria-haspopup": "dialog",
				onClick: () => overlays.open("wishlistSidebar"),
				children: [
					/* @__PURE__ */ jsx(Icon, { name: "heart" }),
					/* @__PURE__ */ jsx("span", { children: _t({ id: "I0D//A" }) }),
					wishlistBadge
				]
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "bottom-nav__item",
				"aria-haspopup": "dialog",
				onClick: () => overlays.open("cartSidebar"),
				children: [
					/* @__PURE__ */ jsx(Icon, { name: "cart" }),
					/* @__PURE__ */ jsx("span", { children: _t({ id: "ahRHUo" }) }),
					cartBadge
				]
			})
		]
	});
}
// src/features/layout/language-switch.tsx
/**
* spec §4: the language switch writes the locale and currency cookies and reloads the page at the
* current full path in the other language (a full reload so every cached text follows the language).
*/
function switchLanguage(to) {
	for (const cookie of localeCookies(to)) document.cookie = cookie;
	location.assign(switchLocalePath(location.pathname, to) + location.search + location.hash);
}
function LanguageSwitch({ current, pathname }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsx("nav", {
		className: "language-switch",
		"aria-label": _t({ id: "vXIe7J" }),
		children: /* @__PURE__ */ jsx("ul", { children: locales.map((code) => /* @__PURE__ */ jsx("li", { children: code === current ? /* @__PURE__ */ jsxs("span", {
			className: "language-switch__current",
			"aria-current": "true",
			lang: code,
			children: [code.toUpperCase(), /* @__PURE__ */ jsxs("span", {
				className: "visually-hidden",
				children: [" ", languages[code].label]
			})]
		}) : /* @__PURE__ */ jsxs("a", {
			href: switchLocalePath(pathname, code),
			lang: code,
			hrefLang: code,
			onClick: (event) => {
				event.preventDefault();
				switchLanguage(code);
			},
			children: [code.toUpperCase(), /* @__PURE__ */ jsxs("span", {
				className: "visually-hidden",
				children: [" ", languages[code].label]
			})]
		}) }, code)) })
	});
}
// src/features/layout/logo.tsx
function Logo({ locale }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs(Link, {
		to: "/$locale",
		params: { locale },
		className: "logo",
		"aria-label": _t({
			id: "SY7h2j",
			values: { SHOP_NAME }
		}),
		children: [/* @__PURE__ */ jsxs("svg", {
			className: "logo__mark",
			width: "32",
			height: "32",
			viewBox: "0 0 32 32",
			"aria-hidden": "true",
			focusable: "false",
			children: [/* @__PURE__ */ jsx("rect", {
				width: "32",
				height: "32",
				rx: "6",
				fill: "currentColor"
			}), /* @__PURE__ */ jsx("path", {
				d: "M7 17l9-8 9 8v8h-6v-5h-6v5H7z",
				fill: "var(--color-surface)"
			})]
		}), /* @__PURE__ */ jsx("span", {
			className: "logo__text",
			children: SHOP_NAME
		})]
	});
}
// src/features/layout/header.tsx
/** spec §2 header: logo, product menu, search entry, language switch, account, wishlist and cart. */
function Header(props) {
	const { locale, pathname, signedIn, search, cartBadge, wishlistBadge, wishlistHidden, status } = props;
	const { _: _t } = useLingui();
	const term = useSearchTerm(locale);
	return /* @__PURE__ */ jsxs("header", {
		className: "header",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container header__row",
			children: [
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button header__menu",
					"aria-haspopup": "dialog",
					onClick: () => overlays.setMobileMenu(true),
					children: [/* @__PURE__ */ jsx(Icon, { name: "menu" }), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: _t({ id: "zucql+" })
					})]
				}),
				/* @__PURE__ */ jsx(Logo, { locale }),
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "button button--ghost header__products",
					"aria-haspopup": "dialog",
					onClick: () => overlays.open("megaMenu"),
					children: [/* @__PURE__ */ jsx(Icon, { name: "categories" }), _t({ id: "N0qXpE" })]
				}),
				search ?? /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "header__search",
					"aria-haspopup": "dialog",
					onClick: () => overlays.open("search"),
					children: [
						/* @__PURE__ */ jsx(Icon, { name: "search" }),
						/* @__PURE__ */ jsx("span", {
							className: "header__search-text",
							children: term || _t({ id: "+0Yy2U" })
						}),
						term ? /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: _t({ id: "qDsgZb" })
						}) : null
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "header__actions",
					children: [
						/* @__PURE__ */ jsx(LanguageSwitch, {
							current: locale,
							pathname
						}),
						/* @__PURE__ */ jsxs("button", {
							type: "button",
							className: "icon-button",
							"aria-haspopup": "dialog",
							onClick: () => signedIn ? overlays.open("myAccountSidebar", { signedIn }) : overlays.open("authSidebar"),
							children: [/* @__PURE__ */ jsx(Icon, { name: "user" }), /* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: signedIn ? _t({ id: "oF22rF" }) : _t({ id: "5lWFkC" })
							})]
						}),
						wishlistHidden ? null : /* @__PURE__ */ jsxs("button", {
							type: "button",
							className: "icon-button header__desktop-only",
							"aria-haspopup": "dialog",
							onClick: () => overlays.open("wishlistSidebar"),
							children: [
								/* @__PURE__ */ jsx(Icon, { name: "heart" }),
								/* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: _t({ id: "I0D//A" })
								}),
								wishlistBadge
							]
						}),
						/* @__PURE__ */ jsxs("button", {
							type: "button",
							className: "icon-button header__desktop-only",
							"aria-haspopup": "dialog",
							onClick: () => overlays.open("cartSidebar"),
							children: [
								/* @__PURE__ */ jsx(Icon, { name: "cart" }),
								/* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: _t({ id: "ahRHUo" })
								}),
								cartBadge
							]
						})
					]
				})
			]
		}), status]
	});
}
// src/features/layout/skip-link.tsx
var MAIN_ID = "main-content";
/** The first focusable element of every layout: jumps keyboard users past the header. */
function SkipLink() {
	return /* @__PURE__ */ jsx("a", {
		className: "skip-link",
		href: `#${MAIN_ID}`,
		onClick: (event) => {
			event.preventDefault();
			const main = document.getElementById(MAIN_ID);
			main?.focus();
			main?.scrollIntoView();
		},
		children: /* @__PURE__ */ jsx(Trans, { id: "L2CVk3" })
	});
}
// src/lib/money.ts
/** A float amount in currency units (e.g. 12.3) → integer cents (1230), rounded half away from zero. */
var toCents = (amount) => {
	if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
	const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
	const cents = Math.round(scaled);
	return amount < 0 ? -cents : cents;
};
/** Integer cents → float amount for the GraphQL boundary. */
var fromCents = (cents) => cents / 100;
var INTL_LOCALE = {
	et: "et-EE",
	ru: "ru-RU"
};
var formatters = /* @__PURE__ */ new Map();
var formatter = (locale, currency) => {
	const key = `${locale}|${currency}`;
	let f = formatters.get(key);
	if (!f) {
		f = new Intl.NumberFormat(INTL_LOCALE[locale], {
			style: "currency",
			currency
		});
		formatters.set(key, f);
	}
	return f;
};
/** "12 345,50 €" in et, "12 345,50 €" in ru (CLDR separators of each locale). */
var formatMoney = (cents, locale = "et", currency = "EUR") => formatter(locale, currency).format(fromCents(cents));
// src/features/layout/top-bar.tsx
/** spec §2 top bar: service promises, sign-in and the install entry (slot). */
function TopBar({ locale, install }) {
	const { _: _t } = useLingui();
	const transportFrom = formatMoney(290, locale);
	return /* @__PURE__ */ jsx("div", {
		className: "top-bar",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container top-bar__row",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "top-bar__promises",
				children: [
					/* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(Trans, {
						id: "ImheiX",
						values: { transportFrom }
					}) }),
					/* @__PURE__ */ jsx("span", {
						className: "top-bar__desktop-only",
						children: /* @__PURE__ */ jsx(Trans, { id: "tQZxE8" })
					}),
					/* @__PURE__ */ jsx("span", {
						className: "top-bar__desktop-only",
						children: /* @__PURE__ */ jsx(Trans, { id: "OhNMeh" })
					})
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: "top-bar__actions",
				children: [install, /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "link-button top-bar__desktop-only",
					"aria-haspopup": "dialog",
					onClick: () => overlays.open("loginModal"),
					children: _t({ id: "5lWFkC" })
				})]
			})]
		})
	});
}
// src/features/layout/layouts.tsx
var LazyFooter = lazy(() => import("./assets/footer-CEIIT1YU.js").then((m) => ({ default: m.Footer })));
function Footer(props) {
	return /* @__PURE__ */ jsx(OptionalPart, { children: /* @__PURE__ */ jsx(LazyFooter, { ...props }) });
}
function Main({ children }) {
	return /* @__PURE__ */ jsx("main", {
		id: MAIN_ID,
		tabIndex: -1,
		className: "main",
		children
	});
}
/** spec §2 default layout: top bar, header, countdown banner, content, footer, sidebars. */
function DefaultLayout({ locale, pathname, signedIn, slots, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "layout layout--default",
		children: [
			/* @__PURE__ */ jsx(SkipLink, {}),
			/* @__PURE__ */ jsx(TopBar, {
				locale,
				install: slots.installButton
			}),
			/* @__PURE__ */ jsx(Header, {
				locale,
				pathname,
				signedIn,
				search: slots.headerSearch,
				cartBadge: slots.cartBadge,
				wishlistBadge: slots.wishlistBadge,
				wishlistHidden: slots.wishlistHidden,
				status: slots.networkStatus
			}),
			slots.countdown ? /* @__PURE__ */ jsx("div", {
				className: "countdown-slot",
				children: slots.countdown
			}) : null,
			/* @__PURE__ */ jsx(Main, { children }),
			/* @__PURE__ */ jsx(Footer, {
				locale,
				newsletter: slots.newsletter,
				consent: slots.consentLink
			}),
			slots.ticker,
			/* @__PURE__ */ jsx(BottomNav, {
				locale,
				cartBadge: slots.cartBadge,
				wishlistBadge: slots.wishlistBadge,
				wishlistHidden: slots.wishlistHidden
			}),
			slots.updatePrompt,
			slots.toasts,
			slots.overlays
		]
	});
}
/** spec §2 minimal layout (checkout): minimal header, footer, auth/account sidebars, conditions modal. */
function MinimalLayout({ locale, slots, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "layout layout--minimal",
		children: [
			/* @__PURE__ */ jsx(SkipLink, {}),
			/* @__PURE__ */ jsxs("header", {
				className: "header header--minimal",
				children: [/* @__PURE__ */ jsx("div", {
					className: "container header__row",
					children: /* @__PURE__ */ jsx(Logo, { locale })
				}), slots.networkStatus]
			}),
			/* @__PURE__ */ jsx(Main, { children }),
			/* @__PURE__ */ jsx(Footer, {
				locale,
				minimal: true,
				consent: slots.consentLink
			}),
			slots.fullScreenLoader,
			slots.updatePrompt,
			slots.toasts,
			slots.overlays
		]
	});
}
/** spec §2 blank layout: the content alone (maintenance). */
function BlankLayout({ children, slots }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "layout layout--blank",
		children: [
			/* @__PURE__ */ jsx(SkipLink, {}),
			/* @__PURE__ */ jsx(Main, { children }),
			slots.toasts
		]
	});
}
// src/lib/notifications.ts
/** spec §8: the fallback text of the danger toast when the error carries none. */
var somethingWentWrong = { id: "nwtY4N" };
var defaultIcons = {
	success: "circle-check",
	danger: "circle-error",
	info: "circle-info",
	warning: "circle-warning"
};
function createNotificationStore() {
	let items = [];
	let nextId = 1;
	const timers = /* @__PURE__ */ new Map();
	const listeners = /* @__PURE__ */ new Set();
	const set = (next) => {
		items = next;
		listeners.forEach((l) => l());
	};
	const dismiss = (id) => {
		clearTimeout(timers.get(id));
		timers.delete(id);
		if (items.some((n) => n.id === id)) set(items.filter((n) => n.id !== id));
	};
	return {
		send(input) {
			if (items.some((n) => n.message === input.message)) return null;
			const type = input.type ?? "info";
			const notification = {
				id: nextId++,
				message: input.message,
				type,
				icon: input.icon ?? defaultIcons[type],
				persist: input.persist ?? false,
				timeout: input.timeout ?? 3e3
			};
			let next = [...items, notification];
			while (next.length > 3) {
				const [oldest, ...rest] = next;
				if (oldest) {
					clearTimeout(timers.get(oldest.id));
					timers.delete(oldest.id);
				}
				next = rest;
			}
			if (!notification.persist) timers.set(notification.id, setTimeout(() => dismiss(notification.id), notification.timeout));
			set(next);
			return notification.id;
		},
		dismiss,
		clear() {
			timers.forEach((t) => clearTimeout(t));
			timers.clear();
			set([]);
		},
		getSnapshot: () => items,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
/** spec §8: the "Something went wrong" toast — danger, not persistent, circle-error icon, the error text. */
function dangerNotification(message) {
	return {
		message,
		type: "danger",
		icon: "circle-error",
		persist: false
	};
}
/** The app-wide store (created lazily per module instance; no DOM is touched here). */
var notifications = createNotificationStore();
// src/features/notifications/toast-region.tsx
/**
* spec §4/§8 notifications as toasts. The region is always in the DOM (aria-live), so screen readers
* announce every toast as it arrives; danger toasts are assertive.
*/
function ToastRegion({ store = notifications }) {
	const { _: _t } = useLingui();
	const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
	return /* @__PURE__ */ jsx("section", {
		className: "toasts",
		"aria-label": _t({ id: "iDNBZe" }),
		children: /* @__PURE__ */ jsx("ul", {
			className: "toasts__list",
			"aria-live": "polite",
			"aria-relevant": "additions text",
			children: items.map((n) => /* @__PURE__ */ jsxs("li", {
				className: `toast toast--${n.type}`,
				role: n.type === "danger" ? "alert" : void 0,
				children: [
					/* @__PURE__ */ jsx(Icon, { name: n.icon }),
					/* @__PURE__ */ jsx("p", {
						className: "toast__message",
						children: n.message
					}),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "icon-button toast__close",
						onClick: () => store.dismiss(n.id),
						children: [/* @__PURE__ */ jsx(Icon, {
							name: "close",
							size: 18
						}), /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: _t({ id: "dj2xTE" })
						})]
					})
				]
			}, n.id))
		})
	});
}
// src/features/overlays/use-overlays.ts
function useOverlayState() {
	return useSyncExternalStore(overlays.subscribe, overlays.getSnapshot, overlays.getSnapshot);
}
// src/features/overlays/deferred-overlay-host.tsx
var OverlayHost = lazy(withAllMessages(() => import("./assets/overlay-host-CeQllLxK.js").then((m) => ({ default: m.OverlayHost }))));
/** OverlayHost, mounted from the first time an overlay or the mobile menu opens (then kept). */
function DeferredOverlayHost(props) {
	const state = useOverlayState();
	const [needed, setNeeded] = useState(false);
	if (!needed && (state.active !== null || state.mobileMenuOpen)) setNeeded(true);
	if (!needed && state.active === null && !state.mobileMenuOpen) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(OverlayHost, { ...props })
	});
}
// src/commerce/online.ts
function isOnline() {
	return typeof navigator === "undefined" ? true : navigator.onLine;
}
function subscribeOnline(listener) {
	if (typeof window === "undefined") return () => {};
	window.addEventListener("online", listener);
	window.addEventListener("offline", listener);
	return () => {
		window.removeEventListener("online", listener);
		window.removeEventListener("offline", listener);
	};
}
/**
* `true` while the browser says it is online. Use it to disable actions that need the network and say
* so (e.g. "Placing an order needs a connection") instead of letting them fail silently.
*/
function useOnline() {
	return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
// src/features/offline/network-status.tsx
var BACK_ONLINE_VISIBLE_MS = 4e3;
/**
* spec §4: the app shows online or offline status from the browser. The live region is always in the
* DOM so screen readers announce each change; the offline notice stays until the network returns.
*/
function NetworkStatus() {
	const online = useOnline();
	const [backOnline, setBackOnline] = useState(false);
	useEffect(() => {
		let timer;
		const unsubscribe = subscribeOnline(() => {
			clearTimeout(timer);
			if (navigator.onLine) {
				setBackOnline(true);
				timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_VISIBLE_MS);
			} else setBackOnline(false);
		});
		return () => {
			clearTimeout(timer);
			unsubscribe();
		};
	}, []);
	return /* @__PURE__ */ jsx("div", {
		className: "network-status",
		role: "status",
		"aria-live": "polite",
		"data-online": online ? "true" : "false",
		children: !online ? /* @__PURE__ */ jsxs("p", {
			className: "network-status__message network-status__message--offline",
			children: [/* @__PURE__ */ jsx("span", {
				className: "network-status__dot",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx(Trans, { id: "B1h0OG" })]
		}) : backOnline ? /* @__PURE__ */ jsxs("p", {
			className: "network-status__message network-status__message--online",
			children: [/* @__PURE__ */ jsx("span", {
				className: "network-status__dot",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx(Trans, { id: "PTTh9f" })]
		}) : null
	});
}
// src/features/offline/update-state.ts
var state = {
	waiting: false,
	activated: false,
	dismissed: false
};
var listeners$4 = /* @__PURE__ */ new Set();
function setUpdateState(patch) {
	state = {
		...state,
		...patch
	};
	listeners$4.forEach((l) => l());
}
var getUpdateState = () => state;
function subscribeUpdateState(listener) {
	listeners$4.add(listener);
	return () => listeners$4.delete(listener);
}
/** "Later": hide the prompt for this page; the next visit shows it again. */
function dismissUpdate() {
	setUpdateState({ dismissed: true });
}
/** "Update": handled by the registration module (loaded by then: the prompt follows registration). */
function acceptUpdate() {
	import("./assets/register-sw-CoL-yLoV.js").then((m) => m.acceptUpdate());
}
// src/features/offline/update-prompt.tsx
/**
* Non-blocking "new version" notice (DESIGN.md): the new service worker waits until the user picks
* Update; Later keeps the running version, so nothing reloads mid-checkout by itself.
*/
function UpdatePrompt() {
	const state = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
	const show = (state.waiting || state.activated) && !state.dismissed;
	return /* @__PURE__ */ jsx("div", {
		className: "update-prompt-region",
		role: "status",
		"aria-live": "polite",
		children: show ? /* @__PURE__ */ jsxs("div", {
			className: "update-prompt",
			children: [/* @__PURE__ */ jsx("p", {
				className: "update-prompt__text",
				children: /* @__PURE__ */ jsx(Trans, { id: "VCaY2u" })
			}), /* @__PURE__ */ jsxs("div", {
				className: "update-prompt__actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "update-prompt__button update-prompt__button--primary",
					onClick: acceptUpdate,
					children: /* @__PURE__ */ jsx(Trans, { id: "EkH9pt" })
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "update-prompt__button",
					onClick: dismissUpdate,
					children: /* @__PURE__ */ jsx(Trans, { id: "FIq1Ba" })
				})]
			})]
		}) : null
	});
}
// src/lib/ios.ts
/** iOS, with iPadOS 13+, which reports itself as a Mac with touch points. */
function isIosUserAgent(userAgent, maxTouchPoints) {
	return /iPhone|iPad|iPod/.test(userAgent) || /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
// src/features/install/install-capture.ts
var deferred = null;
var installed = false;
var capturing = false;
var listeners$3 = /* @__PURE__ */ new Set();
var notify$1 = () => listeners$3.forEach((listener) => listener());
/** Starts listening for `beforeinstallprompt` / `appinstalled` (idempotent). */
function startInstallPromptCapture() {
	if (capturing || typeof window === "undefined") return;
	capturing = true;
	window.addEventListener("beforeinstallprompt", (event) => {
		event.preventDefault();
		deferred = event;
		notify$1();
	});
	window.addEventListener("appinstalled", () => {
		installed = true;
		deferred = null;
		notify$1();
	});
}
/** Called when the held event or the installed flag changes. */
function subscribeInstallEvents(listener) {
	listeners$3.add(listener);
	return () => listeners$3.delete(listener);
}
/**
* Whether the install button may show anything: an install event is held, or the browser may be iOS
* Safari, which has no install event and gets add-to-home-screen steps (install-prompt.ts decides).
*/
function installMayBeOffered() {
	return deferred !== null || isIosUserAgent(navigator.userAgent, navigator.maxTouchPoints);
}
var heldInstallEvent = () => deferred;
var installedThisSession = () => installed;
/** The held event can be used once only: hands it over and forgets it. */
function takeInstallEvent() {
	const event = deferred;
	deferred = null;
	return event;
}
function markInstalled() {
	installed = true;
}
// src/commerce/cart-id.ts
/** The TanStack Query key of a cart (user data: wiped on logout, see persist.ts). Kept here, not in
* cart.ts, so the header badge can read the cached cart without loading the GraphQL documents. */
var cartQueryKey = (cartId) => ["cart", cartId];
function readCartId() {
	if (typeof document === "undefined") return null;
	return readCookie(document.cookie, cookieNames.cart) || null;
}
function writeCartId(id) {
	if (typeof document === "undefined") return;
	document.cookie = serializeCookie(cookieNames.cart, id, {
		maxAge: ONE_YEAR_SECONDS,
		path: "/",
		sameSite: "Lax"
	});
}
/** Removes the id at the root and under each locale path (older code may have set it there). */
function clearCartId() {
	if (typeof document === "undefined") return;
	for (const path of ["/", ...locales.map((l) => `/${l}`)]) document.cookie = expireCookie(cookieNames.cart, path);
}
// src/features/cart/use-cart.ts
var service = null;
/** Whether the app needs the cart service (its chunk, with xstate, loads only then). */
var wanted = false;
var early = [];
var listeners$2 = /* @__PURE__ */ new Set();
var unsubscribeActor = null;
var snapshot = null;
var notify = () => listeners$2.forEach((l) => l());
function setCartService(next) {
	unsubscribeActor?.();
	unsubscribeActor = null;
	service = next;
	snapshot = next?.actor.getSnapshot().context ?? null;
	if (next) {
		const sub = next.actor.subscribe((s) => {
			snapshot = s.context;
			notify();
		});
		unsubscribeActor = () => sub.unsubscribe();
		const waiting = early;
		early = [];
		waiting.forEach((event) => next.actor.send(event));
		const resolvers = waiters;
		waiters = [];
		resolvers.forEach((resolve) => resolve(next));
	}
	notify();
}
var waiters = [];
/**
* Asks for the cart service: there is a cart, an offline change waits in the outbox, or the shopper
* touched the cart. A first visit that never does starts neither the machine nor its chunk.
*/
function wantCartService() {
	if (wanted) return;
	wanted = true;
	notify();
}
/** Resolves with the cart service once it has started. */
function whenCartService() {
	wantCartService();
	if (service) return Promise.resolve(service);
	return new Promise((resolve) => waiters.push(resolve));
}
function sendCart(event) {
	wantCartService();
	if (service) service.actor.send(event);
	else early.push(event);
}
var subscribe = (listener) => {
	listeners$2.add(listener);
	return () => {
		listeners$2.delete(listener);
	};
};
/** True once something asked for the cart service (see wantCartService). */
function useCartServiceWanted() {
	return useSyncExternalStore(subscribe, () => wanted, () => false);
}
/** The cart machine's context (null until the cart service has started). */
function useCartState() {
	return useSyncExternalStore(subscribe, () => snapshot, () => null);
}
// src/features/cart/cart-badge.tsx
function CartBadge() {
	const { _: _t } = useLingui();
	const state = useCartState();
	const id = typeof document === "undefined" ? null : readCartId();
	const cached = useQuery({
		queryKey: cartQueryKey(id ?? ""),
		queryFn: () => null,
		enabled: false
	}).data;
	const count = state ? state.cart?.totalQuantity ?? 0 : cached?.totalQuantity ?? 0;
	if (!count) return null;
	return /* @__PURE__ */ jsxs("span", {
		className: "cart-badge",
		"data-testid": "cart-badge",
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: count
		}), /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: _t({
				id: "y39TvD",
				values: { count }
			})
		})]
	});
}
// src/features/cart/use-i18n-ref.ts
function useI18nRef() {
	const { i18n } = useLingui();
	const ref = useRef(i18n);
	useEffect(() => {
		ref.current = i18n;
	}, [i18n]);
	return ref;
}
// src/commerce/outbox-store.ts
var OUTBOX_KEY = "cart-outbox";
var createOutboxStore = () => createStore("ehituspood-outbox", "outbox");
/** True when cart changes made offline wait to be sent (they must reach the server, spec §8). */
async function outboxHasEntries(store = createOutboxStore()) {
	try {
		const entries = await get(OUTBOX_KEY, store);
		return Array.isArray(entries) && entries.length > 0;
	} catch {
		return false;
	}
}
// src/lib/cart-intents.ts
var listeners$1 = /* @__PURE__ */ new Set();
/** Asks the cart to add a product. Returns false when no cart is listening (nothing happens). */
function requestAddToCart(request) {
	if (listeners$1.size === 0) return false;
	listeners$1.forEach((listener) => listener(request));
	return true;
}
/** The cart feature listens here; returns the unsubscribe function. */
function onAddToCartRequest(listener) {
	listeners$1.add(listener);
	return () => {
		listeners$1.delete(listener);
	};
}
/** A bus without payload: what listens now hears each emit. */
function signal() {
	const listeners = /* @__PURE__ */ new Set();
	return {
		emit: () => listeners.forEach((listener) => listener()),
		on: (listener) => {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		}
	};
}
var reload = signal();
/** The cart changed on the server (e.g. a reorder): the cart feature loads it again if it is running. */
var requestCartReload = reload.emit;
var onCartReloadRequest = reload.on;
var ordered = signal();
/** The cart became an order: the cart feature lets it go at once (badge and sidebar empty, no reload). */
var announceCartOrdered = ordered.emit;
var onCartOrdered = ordered.on;
var batchHandler = null;
/**
* Asks the cart to add several products with one request (quick order). Null when no cart is listening;
* rejects when the add failed as a whole (the cart's error message).
*/
function requestAddBatchToCart(requests) {
	return batchHandler ? batchHandler(requests) : null;
}
/** The cart feature handles batches here; returns the unsubscribe function. */
function onAddBatchRequest(handler) {
	batchHandler = handler;
	return () => {
		if (batchHandler === handler) batchHandler = null;
	};
}
// src/features/cart/cart-intake.ts
var cartAdd = withAllMessages(() => import("./assets/cart-add-Bu4GpVCN.js"));
function useCartIntake(queryClient) {
	const i18nRef = useI18nRef();
	useEffect(() => {
		if (readCartId()) wantCartService();
		else outboxHasEntries().then((pending) => pending && wantCartService());
	}, []);
	useEffect(() => {
		const add = (request) => {
			sendCart({
				type: "cart.itemAdded",
				request
			});
			cartAdd().then((m) => m.reportAdded(i18nRef.current, request)).catch(() => void 0);
		};
		const offBus = onAddToCartRequest(add);
		const offBatch = onAddBatchRequest((requests) => whenCartService().then((s) => s.addBatch(requests)));
		const onDomEvent = (event) => {
			const d = event.detail;
			if (!d?.sku) return;
			const request = {
				sku: d.sku,
				quantity: d.quantity,
				selectedOptions: d.selectedOptions ?? [],
				...d.enteredOptions?.length ? { enteredOptions: d.enteredOptions } : {},
				...d.parentSku ? { parentSku: d.parentSku } : {}
			};
			if (d.product) return add({
				...request,
				product: d.product
			});
			cartAdd().then((m) => add({
				...request,
				product: m.productInfo(queryClient, d.sku, d.parentSku)
			}), () => add(request));
		};
		window.addEventListener("cart.itemAdded", onDomEvent);
		return () => {
			offBus();
			offBatch();
			window.removeEventListener("cart.itemAdded", onDomEvent);
		};
	}, [queryClient, i18nRef]);
}
// src/routes/cart-slots.tsx
var CartBridge = lazy(withAllMessages(() => import("./assets/cart-bridge-Dn46FFO_.js").then((m) => ({ default: m.CartBridge }))));
var CartSidebar = lazy(withAllMessages(() => import("./assets/cart-sidebar-DOLzpY43.js").then((m) => ({ default: m.CartSidebar }))));
/** Mounted once from the root route: starts the cart and listens for add-to-cart requests. */
function CartRoot() {
	const queryClient = useQueryClient();
	useCartIntake(queryClient);
	if (!useCartServiceWanted()) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(CartBridge, { queryClient })
	});
}
/** The cart sidebar's body for the overlay host. */
function cartSidebarPanel(locale) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(CartSidebar, { locale })
	});
}
function cartBadgeSlot() {
	return /* @__PURE__ */ jsx(CartBadge, {});
}
// src/routes/use-locale.ts
/** The locale of the current route ($locale param), et when absent. */
function useLocale() {
	const params = useParams({ strict: false });
	return isLocale(params.locale) ? params.locale : "et";
}
/** Re-renders when someone signs in or out in this tab (the header icon, the account menu). */
function useSignedIn() {
	return useSyncExternalStore(session.subscribe, isSignedIn, () => false);
}
/** spec §4 client type: the vsf-group cookie says b2b for business customers. */
function isBusiness() {
	return typeof document !== "undefined" && /(?:^|;\s*)vsf-group=b2b(?:;|$)/.test(document.cookie);
}
// src/routes/auth-slots.tsx
var AuthPanel = lazy(withAllMessages(() => import("./assets/auth-panel-BaKzfCiP.js").then((m) => ({ default: m.AuthPanel }))));
var AccountMenu = lazy(withAllMessages(() => import("./assets/account-menu-CCIVEdQp.js").then((m) => ({ default: m.AccountMenu }))));
/** spec §1: the four ways to sign in. */
var METHODS = [
	"email",
	"smart-id",
	"mobile-id",
	"id-card"
];
function authPanel(locale) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(AuthPanel, {
			locale,
			initialStep: overlays.getSnapshot().authMode,
			methods: METHODS
		})
	});
}
function accountMenuPanel(locale) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(AccountMenu, {
			locale,
			business: isBusiness()
		})
	});
}
// src/ui/product-actions.tsx
var ProductActionsContext = createContext(null);
function ProductActions(target) {
	const render = useContext(ProductActionsContext);
	return render ? render(target) : null;
}
var EMPTY_WISHLIST = {
	id: "0",
	count: 0,
	items: []
};
var wishlistQueryKey = (locale) => ["wishlist", locale];
/** Only for a signed-in customer (spec §6); a guest's wishlist is empty without asking (spec §4). */
var wishlistQueryOptions = (locale, signedIn) => queryOptions({
	queryKey: wishlistQueryKey(locale),
	queryFn: async ({ signal }) => (await import("./assets/wishlist-documents-DJsXMjCx.js").then((n) => n.n)).fetchWishlist(locale, signal),
	enabled: signedIn
});
/** The wishlist item holding a product (a configurable is kept by its parent's sku). */
var itemOfProduct = (wishlist, sku) => wishlist?.items.find((i) => i.product.sku === sku);
// src/features/wishlist/wishlist-state.ts
/** spec §3: magento_wishlist_general_is_enabled; until the config is known the wishlist is offered. */
function useWishlistEnabled(locale) {
	return useQuery({
		...storeConfigQueryOptions(locale),
		select: (c) => c?.magento_wishlist_general_is_enabled
	}).data !== "0";
}
function useSignedInNow() {
	return useSyncExternalStore(session.subscribe, isSignedIn, () => false);
}
/**
* The customer's wishlist. `fresh`: this observer asks the server again whenever it mounts (the shell's
* badge does, once per page load), since a restored cache may miss a change made just before a reload or on
* another device; the hearts read the same cache without asking.
*/
function useWishlist(locale, fresh = false) {
	const signedIn = useSignedInNow();
	const query = useQuery({
		...wishlistQueryOptions(locale, signedIn),
		...fresh ? { refetchOnMount: "always" } : {}
	});
	return {
		wishlist: signedIn ? query.data ?? EMPTY_WISHLIST : EMPTY_WISHLIST,
		query
	};
}
var guestAttempt = false;
var listeners = /* @__PURE__ */ new Set();
var guestAttempts = {
	mark() {
		guestAttempt = true;
		listeners.forEach((l) => l());
	},
	clear() {
		if (!guestAttempt) return;
		guestAttempt = false;
		listeners.forEach((l) => l());
	},
	subscribe(listener) {
		listeners.add(listener);
		return () => {
			listeners.delete(listener);
		};
	},
	get: () => guestAttempt
};
var useGuestAttempt = () => useSyncExternalStore(guestAttempts.subscribe, guestAttempts.get, () => false);
// src/features/wishlist/wishlist-toggle.ts
var loadChange = withAllMessages(() => import("./assets/wishlist-change-DEMff4Ik.js"));
function useWishlistToggle(locale) {
	const client = useQueryClient();
	const { i18n } = useLingui();
	return useCallback(async (target) => {
		if (!isSignedIn()) {
			guestAttempts.mark();
			overlays.open("wishlistSidebar");
			return;
		}
		const { toggleWishlist } = await loadChange();
		await toggleWishlist(client, i18n, locale, target);
	}, [
		client,
		i18n,
		locale
	]);
}
// src/features/wishlist/wishlist-heart.tsx
function WishlistHeart({ locale, target }) {
	const { _: _t } = useLingui();
	const enabled = useWishlistEnabled(locale);
	const { wishlist } = useWishlist(locale);
	const toggle = useWishlistToggle(locale);
	if (!enabled) return null;
	const inWishlist = !!itemOfProduct(wishlist, target.sku);
	const name = target.name;
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: `wishlist-heart wishlist-heart--${target.place}`,
		"aria-pressed": inWishlist,
		"aria-label": _t({
			id: "oxFbbh",
			values: { name }
		}),
		onClick: () => void toggle(target),
		children: [/* @__PURE__ */ jsx(Icon, { name: "heart" }), target.place === "page" ? /* @__PURE__ */ jsx("span", { children: _t({ id: "I0D//A" }) }) : null]
	});
}
/** The number on the header's and bottom navigation's wishlist buttons. */
function WishlistBadge({ locale }) {
	const { _: _t2 } = useLingui();
	const { wishlist } = useWishlist(locale, true);
	const count = wishlist.count;
	if (!count) return null;
	return /* @__PURE__ */ jsxs("span", {
		className: "wishlist-badge",
		"data-testid": "wishlist-badge",
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: count
		}), /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: _t2({
				id: "ntEWuS",
				values: { count }
			})
		})]
	});
}
// src/routes/wishlist-slots.tsx
var WishlistPanel = lazy(withAllMessages(() => import("./assets/wishlist-panel-Be71LXho.js").then((m) => ({ default: m.WishlistPanel }))));
var renderers = /* @__PURE__ */ new Map();
var heartsFor = (locale) => {
	let render = renderers.get(locale);
	if (!render) {
		render = (target) => /* @__PURE__ */ jsx(WishlistHeart, {
			locale,
			target
		});
		renderers.set(locale, render);
	}
	return render;
};
/** Hearts on the cards and the product page below it. */
function WishlistHearts({ locale, children }) {
	return /* @__PURE__ */ jsx(ProductActionsContext.Provider, {
		value: heartsFor(locale),
		children
	});
}
function wishlistPanel(locale) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(WishlistPanel, { locale })
	});
}
function wishlistBadgeSlot(locale) {
	return /* @__PURE__ */ jsx(WishlistBadge, { locale });
}
/** spec §3 store config flag: the shell hides its wishlist buttons when the store has none. */
var useWishlistShown = useWishlistEnabled;
// src/ui/near-view.tsx
var never = () => () => {};
var hasNoObserver = () => typeof IntersectionObserver === "undefined";
function NearView({ children, margin = "400px", className }) {
	const ref = useRef(null);
	const [seen, setNear] = useState(false);
	const noObserver = useSyncExternalStore(never, hasNoObserver, () => false);
	const near = seen || noObserver;
	useEffect(() => {
		const el = ref.current;
		if (near || !el) return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((e) => e.isIntersecting)) setNear(true);
		}, { rootMargin: margin });
		observer.observe(el);
		return () => observer.disconnect();
	}, [near, margin]);
	return /* @__PURE__ */ jsx("div", {
		ref,
		className,
		children: near ? children : null
	});
}
// src/routes/marketing-slots.tsx
var NewsletterForm = lazy(withAllMessages(() => import("./assets/newsletter-form-CZBQ7tf-.js").then((m) => ({ default: m.NewsletterForm }))));
function newsletterModalPanel(locale) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(NewsletterForm, {
			locale,
			place: "modal"
		})
	});
}
function newsletterFooterSlot(locale) {
	return /* @__PURE__ */ jsx(NearView, {
		className: "footer__newsletter",
		children: /* @__PURE__ */ jsx(OptionalPart, { children: /* @__PURE__ */ jsx(NewsletterForm, {
			locale,
			place: "footer"
		}) })
	});
}
var Measurement = lazy(() => import("./assets/measurement-DilzgI7j.js").then((m) => ({ default: m.Measurement })));
function measurementSlot(locale, pathname, signedIn) {
	return /* @__PURE__ */ jsx(OptionalPart, { children: /* @__PURE__ */ jsx(Measurement, {
		locale,
		pathname,
		signedIn
	}) });
}
/**
* Where the footer's "Cookie settings" button goes: the measurement chunk renders it there (a portal) only when
* a choice matters, so neither its code nor its message is part of the shell.
*/
var consentLinkSlot = () => /* @__PURE__ */ jsx("span", {
	id: "consent-settings",
	className: "footer__consent"
});
/**
* spec §2/§9: after navigation, "{title} has loaded" is announced to screen readers after 500 ms.
* `message` null means the route opted out; `navigationKey` changes on every navigation.
*/
function RouteAnnouncer({ message, navigationKey }) {
	const key = `${navigationKey}\n${message ?? ""}`;
	const [announced, setAnnounced] = useState(null);
	useEffect(() => {
		if (!message) return;
		const timer = setTimeout(() => setAnnounced({
			key,
			text: message
		}), 500);
		return () => clearTimeout(timer);
	}, [key, message]);
	const text = announced?.key === key ? announced.text : "";
	return /* @__PURE__ */ jsx("div", {
		className: "visually-hidden",
		role: "status",
		"aria-live": "polite",
		"aria-atomic": "true",
		"data-testid": "route-announcer",
		children: text
	});
}
// src/ui/use-page-head.ts
function setHeadElement(selector, create, apply) {
	let el = document.head.querySelector(selector);
	const created = !el;
	if (!el) {
		el = create();
		document.head.appendChild(el);
	}
	const previous = el.cloneNode(true);
	apply(el);
	const target = el;
	return () => {
		if (created) target.remove();
		else target.replaceWith(previous);
	};
}
/** Sets the description (when given) and the canonical link; nothing while `canonicalPath` is null. */
function usePageHead(description, canonicalPath) {
	useServerHead(canonicalPath ? {
		canonical: canonicalPath,
		...description ? { description } : {}
	} : {});
	useEffect(() => {
		if (!canonicalPath) return;
		const undo = [description ? setHeadElement("meta[name=\"description\"]", () => Object.assign(document.createElement("meta"), { name: "description" }), (el) => el.setAttribute("content", description)) : () => {}, setHeadElement("link[rel=\"canonical\"]", () => Object.assign(document.createElement("link"), { rel: "canonical" }), (el) => el.setAttribute("href", new URL(canonicalPath, location.origin).href))];
		return () => undo.reverse().forEach((fn) => fn());
	}, [description, canonicalPath]);
}
/**
* spec §2: error, not-found, offline and maintenance pages are not indexed. The tag goes into the
* document head (crawlers read robots only there), and is removed when the page is left.
*/
function useNoindex() {
	useServerHead({ noindex: true });
	useEffect(() => setHeadElement("meta[name=\"robots\"]", () => Object.assign(document.createElement("meta"), { name: "robots" }), (el) => el.setAttribute("content", "noindex, follow")), []);
}
// src/features/errors/error-page.tsx
/**
* spec §2/§8: the generic error page (any failure that is not a 404): a heading that an error
* occurred, Home and Back buttons; noindex. Home is a full navigation so a broken state is left behind.
*/
function ErrorPage({ locale, onRetry }) {
	const { _: _t } = useLingui();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	usePageTitle(_t({ id: "Vw8l6h" }), pathname);
	useNoindex();
	useServerStatus(500);
	return /* @__PURE__ */ jsxs("div", {
		className: "page container error-page",
		"data-testid": "error-page",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: /* @__PURE__ */ jsx(Trans, { id: "Vw8l6h" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: /* @__PURE__ */ jsx(Trans, { id: "MZoPXV" })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "button-row",
				children: [
					/* @__PURE__ */ jsx("a", {
						className: "button button--primary",
						href: `/${locale}`,
						children: /* @__PURE__ */ jsx(Trans, { id: "i0qMbr" })
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--secondary",
						onClick: () => {
							if (history.length > 1) history.back();
							else location.assign(`/${locale}`);
						},
						children: /* @__PURE__ */ jsx(Trans, { id: "iH8pgl" })
					}),
					onRetry ? /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--secondary",
						onClick: onRetry,
						children: /* @__PURE__ */ jsx(Trans, { id: "KDw4GX" })
					}) : null
				]
			})
		]
	});
}
var CHUNK_RELOAD_KEY = "offline-chunk-reload-at";
var CHUNK_ERROR_PATTERNS = [
	/Failed to fetch dynamically imported module/i,
	/error loading dynamically imported module/i,
	/Importing a module script failed/i,
	/Unable to preload/i,
	/Loading (CSS )?chunk [\w-]+ failed/i
];
/** A chunk that failed to load while the guard refused another reload within the minute. */
var ChunkLoadError = class extends Error {
	name = "ChunkLoadError";
};
/** True for the errors browsers raise when a lazily loaded chunk cannot be fetched. */
function isChunkLoadError(error) {
	if (!error) return false;
	if (error instanceof ChunkLoadError) return true;
	const message = typeof error === "string" ? error : typeof error === "object" && "message" in error ? String(error.message) : "";
	return CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}
/** Pure rule: reload unless the previous chunk reload happened less than a minute ago. */
function shouldReloadForChunk(lastReloadAt, now) {
	if (lastReloadAt === null) return true;
	return now - lastReloadAt >= 6e4 || now < lastReloadAt;
}
function browserEnv() {
	return {
		storage: window.sessionStorage,
		reload: () => window.location.reload(),
		now: () => Date.now(),
		online: () => navigator.onLine
	};
}
/**
* Reloads once if the guard allows it and the browser is online. Returns true when a reload was started;
* false means the error should be shown (the error page): a reload a moment ago did not help, or offline.
*/
function reloadForChunkError(env = browserEnv()) {
	if (!env.online()) return false;
	let last;
	try {
		const stored = env.storage.getItem(CHUNK_RELOAD_KEY);
		const n = stored === null ? NaN : Number(stored);
		last = Number.isFinite(n) ? n : null;
	} catch {
		last = null;
	}
	const now = env.now();
	if (!shouldReloadForChunk(last, now)) return false;
	try {
		env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
	} catch {
		return false;
	}
	env.reload();
	return true;
}
/**
* For a route error component: if `error` is a chunk-load failure and the guard allows, reload and
* return true (render nothing); otherwise return false and show the error page.
*/
function recoverFromChunkError(error) {
	return isChunkLoadError(error) && reloadForChunkError();
}
/**
* Wraps a route's dynamic import (`lazyRouteComponent(guardChunkImport(() => import('…')), 'X')`).
* A failed chunk reloads the page through the guard; when the guard refuses (a reload less than a
* minute ago) the error is re-thrown as ChunkLoadError, whose message TanStack Router does not
* recognise — its lazyRouteComponent would otherwise reload once per missing file, with no time limit.
*/
function guardChunkImport(importer) {
	return () => importer().catch((error) => {
		if (!isChunkLoadError(error)) throw error;
		if (reloadForChunkError()) return new Promise(() => {});
		throw new ChunkLoadError(`A part of the app could not be loaded (${error instanceof Error ? error.message : String(error)})`, { cause: error });
	});
}
// src/routes/offline-screen.tsx
var OfflinePage = lazy(withAllMessages(() => import("./assets/offline-page-p3Lku_gk.js").then((m) => ({ default: m.OfflinePage }))));
/** An error that means "no connection", not "the page is broken". */
function isOfflineFailure(error) {
	if (error instanceof OfflineError) return true;
	return typeof navigator !== "undefined" && !navigator.onLine;
}
/**
* The offline screen; `onRetry` (default: re-run the route loaders) runs again by itself when the
* browser reports the connection back.
*/
function OfflineScreen({ locale, onRetry }) {
	const router = useRouter();
	const invalidate = useCallback(() => void router.invalidate(), [router]);
	const retry = onRetry ?? invalidate;
	useEffect(() => {
		window.addEventListener("online", retry);
		return () => window.removeEventListener("online", retry);
	}, [retry]);
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(OfflinePage, {
			locale,
			onRetry: retry
		})
	});
}
// src/routes/screen-chunk.ts
/**
* A route screen's lazy import: it waits for every message the screen may render (the home screen
* alone renders with the shell's, lingui.config.ts) and reloads on a failed chunk (chunk-guard).
*/
function screenChunk(importer) {
	return guardChunkImport(withAllMessages(importer));
}
// src/routes/pending.tsx
/**
* While a loader waits: a page-tall empty box in the layout (the header and navigation work meanwhile),
* so the footer starts below the fold and nothing visible shifts when the page arrives (CLS). The
* router's default after 300 ms; home and product pages show it from the first paint (pendingMs 0).
*/
function TallPending() {
	return /* @__PURE__ */ jsx("div", {
		className: "page container",
		"aria-busy": "true",
		style: { minHeight: "100vh" }
	});
}
// src/lib/storage-keys.ts
var storageKeys = {
	checkout: "checkout",
	placedOrder: "placedOrder",
	lastViewedProductsSkus: "lastViewedProductsSkus",
	/** Grid/list switch of category and wishlist views (spec §2: default grid). */
	listingDisplay: "listingDisplay",
	/** What was typed into the koormavedu application, until it is sent (personal: wiped on logout). */
	bulkTransportDraft: "bulkTransportDraft",
	/** The quick order's lines, until they are in the cart (personal: wiped on logout). */
	quickOrderDraft: "quickOrderDraft",
	/** The cookie consent choice (necessary / analytics / marketing): the device's, kept over logout. */
	consent: "consent",
	/** The last storefront config seen (which third parties are on), for offline starts. */
	storefrontConfig: "storefrontConfig"
};
/**
* What a person typed or did that another person on the same device must not see: wiped on logout and
* session expiry (DESIGN.md). Display preferences (grid/list, ticker closed) are not personal.
*/
var personalStorageKeys = [
	storageKeys.checkout,
	storageKeys.placedOrder,
	storageKeys.lastViewedProductsSkus,
	storageKeys.bulkTransportDraft,
	storageKeys.quickOrderDraft
];
/** spec §2: the ticker's close state lives under keys with this prefix. */
var tickerKeyPrefix = "ticker";
/**
* A store tablet's binding to its pickup location, and when its assortment was last loaded (issue 13): the
* device's, never wiped by a kiosk reset. Apart from storageKeys, which the shop's startup carries.
*/
var kioskStorageKeys = {
	binding: "kioskBinding",
	refreshed: "kioskRefreshed"
};
function parseListingDisplay(value) {
	return value === "list" ? "list" : "grid";
}
// src/routes/kiosk-slots.tsx
var KioskGuardRoot = lazy(withAllMessages(() => import("./assets/kiosk-guard-root-DDSLzIxI.js").then((m) => ({ default: m.KioskGuardRoot }))));
var isKioskTablet = () => {
	try {
		return typeof localStorage !== "undefined" && localStorage.getItem(kioskStorageKeys.binding) !== null;
	} catch {
		return false;
	}
};
function KioskGuardSlot() {
	const [bound] = useState(isKioskTablet);
	return bound ? /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(KioskGuardRoot, {})
	}) : null;
}
// src/routes/root.tsx
var rootRoute = createRootRouteWithContext()({
	beforeLoad: ({ location }) => {
		const hints = typeof document === "undefined" ? {} : {
			cookie: readCookie(document.cookie, cookieNames.locale),
			languages: navigator.languages
		};
		const rest = location.searchStr + (location.hash ? `#${location.hash}` : "");
		const target = localeRedirectTarget(location.pathname, hints, rest);
		if (target) throw redirect({
			href: target,
			replace: true
		});
	},
	component: RootComponent,
	errorComponent: RootError,
	notFoundComponent: RootNotFound
});
function RootComponent() {
	const { i18n, _: _t } = useLingui();
	const matches = useMatches();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const [override, setOverride] = useState(null);
	const setTitle = useCallback((next) => setOverride(next), []);
	const declared = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
	const title = override?.path === pathname ? override.title : declared ? i18n._(declared) : null;
	const announce = matches[matches.length - 1]?.staticData?.announce !== false;
	useServerHead(declared ? { title: i18n._(declared) } : {});
	useEffect(() => {
		document.title = composeDocumentTitle(title);
	}, [title]);
	const firstPath = useRef(pathname);
	useLayoutEffect(() => {
		if (pathname !== firstPath.current) for (const el of document.head.querySelectorAll("[data-ssr]")) el.remove();
	}, [pathname]);
	return /* @__PURE__ */ jsxs(PageTitleContext.Provider, {
		value: setTitle,
		children: [
			/* @__PURE__ */ jsx(Outlet, {}),
			/* @__PURE__ */ jsx(CartRoot, {}),
			/* @__PURE__ */ jsx(KioskGuardSlot, {}),
			/* @__PURE__ */ jsx(RouteAnnouncer, {
				message: announce && title ? _t({
					id: "BymL8x",
					values: { title }
				}) : null,
				navigationKey: pathname
			})
		]
	});
}
function currentLocale() {
	return typeof location === "undefined" ? "et" : localeFromPath(location.pathname) ?? "et";
}
function RootError({ error, reset }) {
	const router = useRouter();
	const queryClient = useQueryClient();
	useEffect(() => {
		recoverFromChunkError(error);
	}, [error]);
	const retry = useCallback(() => {
		queryClient.refetchQueries({
			predicate: (query) => query.state.status === "error",
			type: "all"
		}).catch(() => void 0).then(() => router.invalidate()).finally(reset);
	}, [
		queryClient,
		router,
		reset
	]);
	if (isOfflineFailure(error)) return /* @__PURE__ */ jsx(OfflineScreen, {
		locale: currentLocale(),
		onRetry: retry
	});
	return /* @__PURE__ */ jsx(ErrorPage, {
		locale: currentLocale(),
		onRetry: reset
	});
}
var NotFoundPage = lazy(screenChunk(() => import("./assets/not-found-page-OSZVakF6.js").then((m) => ({ default: m.NotFoundPage }))));
function RootNotFound() {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: /* @__PURE__ */ jsx(TallPending, {}),
		children: /* @__PURE__ */ jsx(NotFoundPage, { locale: currentLocale() })
	});
}
// src/routes/locale-route.tsx
var localeRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "$locale",
	params: {
		parse: ({ locale }) => ({ locale: isLocale(locale) ? locale : "et" }),
		stringify: ({ locale }) => ({ locale })
	},
	beforeLoad: async ({ params, context }) => {
		await activateLocale(context.i18n, params.locale);
		if (typeof document !== "undefined" && readCookie(document.cookie, cookieNames.store) !== params.locale) for (const cookie of localeCookies(params.locale)) document.cookie = cookie;
	},
	loader: ({ params, context }) => {
		context.queryClient.prefetchQuery(storeConfigQueryOptions(params.locale));
	},
	component: LocaleShell
});
function LocaleShell() {
	const locale = useLocale();
	const signedIn = useSignedIn();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	useEffect(() => {
		overlays.close();
		overlays.setMobileMenu(false);
	}, [pathname]);
	useEffect(() => {
		document.documentElement.lang = locale;
		document.documentElement.dataset.theme = isBusiness() ? "b2b" : "b2c";
	}, [locale]);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Outlet, {}), measurementSlot(locale, pathname, signedIn)] });
}
function useLayoutProps() {
	return {
		locale: useLocale(),
		pathname: useRouterState({ select: (s) => s.location.pathname }),
		signedIn: useSignedIn()
	};
}
var InstallButton = lazy(() => import("./assets/install-button-lQZq95V5.js").then((m) => ({ default: m.InstallButton })));
function InstallSlot() {
	return useSyncExternalStore(subscribeInstallEvents, installMayBeOffered, () => false) ? /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(InstallButton, {})
	}) : null;
}
var TickerBanner = lazy(() => import("./assets/ticker-banner-DSSD-ygn.js").then((m) => ({ default: m.TickerBanner })));
var LoadedCountdownBanner = null;
var CountdownSlot = ({ locale }) => LoadedCountdownBanner ? /* @__PURE__ */ jsx(LoadedCountdownBanner, { locale }) : null;
/** The page waits for the extras at most this long (in parallel with its own loaders). */
var EXTRAS_WAIT_MS = 1500;
async function prepareLayout(client, locale) {
	const ready = import("./assets/layout-extras-CsR2SzuO.js").then((m) => {
		LoadedCountdownBanner = m.CountdownBanner;
		return m.prepareDefaultLayout(client, locale);
	}).catch(() => void 0);
	await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, EXTRAS_WAIT_MS))]);
}
var SearchBox = lazy(withAllMessages(() => import("./assets/search-box-B8COg6ay.js").then((m) => ({ default: m.SearchBox }))));
/** The search overlay's field; on the search page it holds the search shown, to change it. */
function SearchPanel({ locale }) {
	const term = useSearchTerm(locale);
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(SearchBox, {
			locale,
			initialTerm: term,
			autoFocus: true,
			onDone: () => overlays.close()
		}, term)
	});
}
function searchPanel(locale) {
	return /* @__PURE__ */ jsx(SearchPanel, { locale });
}
function slots(locale, signedIn, extra = {}) {
	return {
		networkStatus: /* @__PURE__ */ jsx(NetworkStatus, {}),
		updatePrompt: /* @__PURE__ */ jsx(UpdatePrompt, {}),
		toasts: /* @__PURE__ */ jsx(ToastRegion, {}),
		cartBadge: cartBadgeSlot(),
		wishlistBadge: wishlistBadgeSlot(locale),
		newsletter: newsletterFooterSlot(locale),
		consentLink: consentLinkSlot(),
		overlays: /* @__PURE__ */ jsx(DeferredOverlayHost, {
			locale,
			signedIn,
			contents: {
				search: searchPanel(locale),
				searchSidebar: searchPanel(locale),
				cartSidebar: cartSidebarPanel(locale),
				wishlistSidebar: wishlistPanel(locale),
				loginModal: authPanel(locale),
				authSidebar: authPanel(locale),
				myAccountSidebar: accountMenuPanel(locale),
				newsletterModal: newsletterModalPanel(locale)
			}
		}),
		...extra
	};
}
var defaultLayoutRoute = createRoute({
	getParentRoute: () => localeRoute,
	id: "default",
	loader: ({ params, context }) => prepareLayout(context.queryClient, params.locale),
	component: function DefaultLayoutRoute() {
		const props = useLayoutProps();
		const isHomePage = props.pathname.replace(/\/+$/, "") === `/${props.locale}`;
		const extra = {
			wishlistHidden: !useWishlistShown(props.locale),
			installButton: /* @__PURE__ */ jsx(InstallSlot, {}),
			countdown: /* @__PURE__ */ jsx(CountdownSlot, { locale: props.locale }),
			ticker: /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(TickerBanner, { isHomePage })
			})
		};
		return /* @__PURE__ */ jsx(DefaultLayout, {
			...props,
			slots: slots(props.locale, props.signedIn, extra),
			children: /* @__PURE__ */ jsx(WishlistHearts, {
				locale: props.locale,
				children: /* @__PURE__ */ jsx(Outlet, {}, props.signedIn ? "customer" : "guest")
			})
		});
	}
});
var minimalLayoutRoute = createRoute({
	getParentRoute: () => localeRoute,
	id: "minimal",
	component: function MinimalLayoutRoute() {
		const props = useLayoutProps();
		return /* @__PURE__ */ jsx(MinimalLayout, {
			...props,
			slots: slots(props.locale, props.signedIn),
			children: /* @__PURE__ */ jsx(Outlet, {})
		});
	}
});
var blankLayoutRoute = createRoute({
	getParentRoute: () => localeRoute,
	id: "blank",
	component: function BlankLayoutRoute() {
		const props = useLayoutProps();
		const children = /* @__PURE__ */ jsx(Outlet, {});
		return /* @__PURE__ */ jsx(BlankLayout, {
			...props,
			slots: { toasts: /* @__PURE__ */ jsx(ToastRegion, {}) },
			children
		});
	}
});
// src/routes/account-routes.tsx
var account = screenChunk(() => import("./assets/account-screens-CS9XuiAR.js"));
var accountRoute = createRoute({
	getParentRoute: () => defaultLayoutRoute,
	path: "my-account",
	staticData: { title: { id: "oF22rF" } },
	beforeLoad: ({ params }) => {
		if (!isSignedIn()) throw redirect({
			to: "/$locale",
			params: { locale: params.locale },
			replace: true
		});
	},
	component: lazyRouteComponent(account, "AccountLayoutScreen")
});
var child = () => accountRoute;
var accountIndexRoute = createRoute({
	getParentRoute: child,
	path: "/",
	staticData: { title: { id: "oF22rF" } },
	component: lazyRouteComponent(account, "AccountOverviewScreen")
});
var ordersRoute = createRoute({
	getParentRoute: child,
	path: "my-orders",
	staticData: { title: { id: "bnKr2F" } },
	validateSearch: (raw) => {
		const page = Number(raw.page);
		return Number.isInteger(page) && page > 1 ? { page } : {};
	},
	component: lazyRouteComponent(account, "OrdersScreen")
});
var orderRoute = createRoute({
	getParentRoute: child,
	path: "my-orders/$number",
	staticData: { title: { id: "UYUgdb" } },
	component: lazyRouteComponent(account, "OrderScreen")
});
var companyRoute = createRoute({
	getParentRoute: child,
	path: "company-information",
	staticData: { title: { id: "qkEZKO" } },
	component: lazyRouteComponent(account, "CompanyInformationScreen")
});
var contactsRoute = createRoute({
	getParentRoute: child,
	path: "my-contacts",
	staticData: { title: { id: "czzyFz" } },
	component: lazyRouteComponent(account, "ContactsScreen")
});
var privacyRoute = createRoute({
	getParentRoute: child,
	path: "privaatsussatted",
	staticData: { title: { id: "IB5G2K" } },
	component: lazyRouteComponent(account, "PrivacyScreen")
});
var clubsRoute = createRoute({
	getParentRoute: child,
	path: "clubs",
	staticData: { title: { id: "j7xUUn" } },
	component: lazyRouteComponent(account, "ClubsScreen")
});
var wishlistRoute = createRoute({
	getParentRoute: child,
	path: "wishlist",
	staticData: { title: { id: "I0D//A" } },
	component: lazyRouteComponent(account, "WishlistScreen")
});
var accountCatchAllRoute = createRoute({
	getParentRoute: child,
	path: "$",
	staticData: { title: { id: "8F1i42" } },
	component: lazyRouteComponent(account, "AccountNotFoundScreen")
});
var accountTree = accountRoute.addChildren([
	accountIndexRoute,
	ordersRoute,
	orderRoute,
	companyRoute,
	contactsRoute,
	privacyRoute,
	clubsRoute,
	wishlistRoute,
	accountCatchAllRoute
]);
// src/routes/checkout-routes.tsx
var checkoutSteps = [
	"personal-details",
	"shipping",
	"payment"
];
function isCheckoutStep(value) {
	return typeof value === "string" && checkoutSteps.includes(value);
}
var checkout = screenChunk(() => import("./assets/checkout-screens-x_gBZlSO.js"));
var checkoutRoute = createRoute({
	getParentRoute: () => minimalLayoutRoute,
	path: "checkout",
	beforeLoad: ({ params }) => {
		throw redirect({
			href: `/${params.locale}/checkout/personal-details`,
			replace: true
		});
	}
});
var checkoutStepRoute = createRoute({
	getParentRoute: () => minimalLayoutRoute,
	path: "checkout/$step",
	staticData: { title: { id: "znIg+z" } },
	beforeLoad: ({ params }) => {
		if (!isCheckoutStep(params.step)) throw redirect({
			href: `/${params.locale}/checkout/personal-details`,
			replace: true
		});
	},
	loader: ({ context }) => {
		const cartId = readCartId();
		if (cartId) import("./assets/checkout-BPzG8d7n.js").then((n) => n.r).then(({ checkoutCartQueryOptions }) => context.queryClient.prefetchQuery(checkoutCartQueryOptions(cartId)));
	},
	component: lazyRouteComponent(checkout, "CheckoutScreen")
});
var maintenanceRoute = createRoute({
	getParentRoute: () => blankLayoutRoute,
	path: "maintenance",
	staticData: { title: { id: "q/M8tE" } },
	component: lazyRouteComponent(screenChunk(() => import("./assets/maintenance-screen-Ch0H8b7n.js")), "MaintenanceScreen")
});
// \0graphql-document:TopCategoriesDocument
var TopCategoriesDocument = new TypedDocumentString(`
    query TopCategories {
  categoryList(filters: {}) {
    uid
    children {
      uid
      name
      url_path
      url_suffix
      product_count
      position
    }
  }
}
    `);
// \0graphql-document:CmsBlocksDocument
var CmsBlocksDocument = new TypedDocumentString(`
    query CmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      title
      content
    }
  }
}
    `);
// src/commerce/safe-html.ts
function safeHtml(html) {
	return (html ?? "").replace(/<(script|style|iframe|object|embed)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "").replace(/<(script|style|iframe|object|embed)\b[^>]*\/?>/gi, "").replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "").replace(/(href|src)\s*=\s*("|')\s*javascript:[^"']*\2/gi, "$1=\"#\"");
}
// src/commerce/content-blocks.ts
var CmsBlocksQuery = CmsBlocksDocument;
var TopCategoriesQuery = TopCategoriesDocument;
/** The home page's blocks: the hero banners, the campaign tiles and the brand strip. */
var HOME_BLOCK_IDS = [
	"home-hero",
	"home-campaigns",
	"home-brands"
];
var cmsBlocksQueryOptions = (identifiers, locale) => queryOptions({
	queryKey: [
		"content",
		"cmsBlocks",
		locale,
		[...identifiers]
	],
	queryFn: ({ signal }) => commerceRequest(CmsBlocksQuery, { identifiers: [...identifiers] }, {
		signal,
		locale
	}).then((d) => {
		const byId = /* @__PURE__ */ new Map();
		for (const b of d.cmsBlocks?.items ?? []) if (b?.identifier) byId.set(b.identifier, {
			identifier: b.identifier,
			title: b.title ?? "",
			html: safeHtml(b.content)
		});
		return identifiers.flatMap((id) => byId.get(id) ?? []);
	}),
	staleTime: 6e5
});
var topCategoriesQueryOptions = (locale) => queryOptions({
	queryKey: [
		"content",
		"topCategories",
		locale
	],
	queryFn: ({ signal }) => commerceRequest(TopCategoriesQuery, {}, {
		signal,
		locale
	}).then((d) => (d.categoryList ?? []).flatMap((root) => root?.children ?? []).filter((c) => !!c && !!c.url_path).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((c) => ({
		uid: c.uid,
		name: c.name ?? "",
		path: `/c/${c.url_path}${c.url_suffix ?? ""}`,
		productCount: c.product_count ?? 0
	}))),
	staleTime: 6e5
});
// src/features/content/blog-types.ts
var blogTypes = [
	"tooriistad",
	"valitood",
	"sisetood",
	"vannituba-ja-saun",
	"kodu-ratastel",
	"kodu-ja-sisustus",
	"oma-katega"
];
function isBlogType(value) {
	return typeof value === "string" && blogTypes.includes(value);
}
// src/routes/listing-search.ts
var loaded;
var loading;
function loadListingParams() {
	loading ??= import("./assets/listing-params-B3p11gnB.js").then((n) => n.m).then((module) => loaded = module, (error) => {
		loading = void 0;
		throw error;
	});
	return loading;
}
/**
* Whole-number values stay numbers: the router writes a numeric-looking string JSON-quoted
* (`f.product_brand=%2243%22`), a number plainly (`f.product_brand=43`); parsing accepts both.
*/
function wholeNumbers(search) {
	const out = {};
	for (const [key, value] of Object.entries(search)) out[key] = typeof value === "string" && /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value;
	return out;
}
/** Text and number values as the router parsed them (anything else waits for beforeLoad). */
function passThrough(raw) {
	const out = {};
	for (const [key, value] of Object.entries(raw)) if (typeof value === "string" || typeof value === "number") out[key] = value;
	return out;
}
/** The listing parameters are a listing loader's dependencies: a filter change reloads. */
var listingLoaderDeps = ({ search }) => ({ search });
/** The address bar's own search, parsed the way the router parses it (JSON values where they parse). */
function rawSearch(searchStr) {
	const out = {};
	for (const [key, value] of new URLSearchParams(searchStr)) try {
		out[key] = JSON.parse(value);
	} catch {
		out[key] = value;
	}
	return out;
}
/** spec §2 listing parameters: invalid values are dropped, never thrown. */
function validateListingSearch(raw) {
	if (!loaded) return passThrough(raw);
	return wholeNumbers(loaded.serializeListingParams(loaded.parseListingParams(raw)));
}
// src/routes/shop-routes.tsx
var home = guardChunkImport(() => import("./assets/home-screen-Qguspu0h.js"));
var content = screenChunk(() => import("./assets/content-screens-DnhaunQn.js"));
var catalog = screenChunk(() => import("./assets/catalog-screens-CjLSiEFZ.js"));
var productScreen = screenChunk(() => import("./assets/product-screen-B9W4TyZl.js"));
var searchScreen = screenChunk(() => import("./assets/search-screen-cB3t40TX.js"));
var authScreens = screenChunk(() => import("./assets/auth-screens-BKZdofp6.js"));
var quickOrderScreen = screenChunk(() => import("./assets/quick-order-screen-CYZ8Pn3U.js"));
var productData = () => import("./assets/product-qyxjBT2u.js");
var catalogLoaders = guardChunkImport(() => import("./assets/catalog-loaders-DYDBet-4.js"));
var contentLoaders = guardChunkImport(() => import("./assets/content-loaders-DXqbmThm.js"));
/** A catalogue route's loader, loaded with the first catalogue route (catalog-loaders.ts). */
function catalogLoader(name) {
	return (args) => catalogLoaders().then((loaders) => loaders[name](args));
}
/** Compares the URL's search with the validated one (values as text: the router parses numbers). */
function sameSearch(raw, valid) {
	const keys = Object.keys(raw);
	if (keys.length !== Object.keys(valid).length) return false;
	return keys.every((key) => key in valid && String(raw[key]) === String(valid[key]));
}
/** Rewrites the address bar when validation dropped something, so a shared link is clean. */
function dropInvalidSearch(validate) {
	return ({ location }) => {
		const raw = rawSearch(location.searchStr);
		const valid = validate(raw);
		if (!sameSearch(raw, valid)) throw redirect({
			to: location.pathname,
			search: valid,
			replace: true
		});
	};
}
/** Listing routes: validated once the listing-params module is loaded (see listing-search.ts). */
function dropInvalidListingSearch(args) {
	return loadListingParams().then(() => dropInvalidSearch(validateListingSearch)(args));
}
/** spec §2 blog list: `type` is one of seven topics, `page` a positive number (1 is left out). */
var validateBlogSearch = (raw) => {
	const page = Number(raw.page);
	return {
		...isBlogType(raw.type) ? { type: raw.type } : {},
		...Number.isInteger(page) && page > 1 ? { page } : {}
	};
};
var parent = () => defaultLayoutRoute;
var online = () => typeof navigator === "undefined" || navigator.onLine;
var homeRoute = createRoute({
	getParentRoute: parent,
	path: "/",
	staticData: { title: { id: "hrKi/7" } },
	loader: async ({ context, params }) => {
		if (!online()) return;
		await Promise.all([context.queryClient.ensureQueryData(cmsBlocksQueryOptions(HOME_BLOCK_IDS, params.locale)), context.queryClient.ensureQueryData(topCategoriesQueryOptions(params.locale))]).catch(() => void 0);
	},
	pendingMs: 0,
	pendingMinMs: 0,
	component: lazyRouteComponent(home, "HomeScreen")
});
var brandRoute = createRoute({
	getParentRoute: parent,
	path: "brands/$slug",
	staticData: { title: { id: "peaanf" } },
	validateSearch: validateListingSearch,
	beforeLoad: dropInvalidListingSearch,
	loaderDeps: listingLoaderDeps,
	loader: catalogLoader("loadBrand"),
	component: lazyRouteComponent(catalog, "BrandScreen")
});
var brandCategoryRoute = createRoute({
	getParentRoute: parent,
	path: "brands/$slug/$category",
	staticData: { title: { id: "peaanf" } },
	validateSearch: validateListingSearch,
	beforeLoad: dropInvalidListingSearch,
	loaderDeps: listingLoaderDeps,
	loader: catalogLoader("loadBrand"),
	component: lazyRouteComponent(catalog, "BrandScreen")
});
var bulkTransportRoute = createRoute({
	getParentRoute: parent,
	path: "koormavedu",
	staticData: { title: { id: "hwxhRm" } },
	component: lazyRouteComponent(content, "BulkTransportScreen")
});
var bulkTransportFormRoute = createRoute({
	getParentRoute: parent,
	path: "koormavedu/koormaparing",
	staticData: { title: { id: "4aEH8N" } },
	component: lazyRouteComponent(content, "BulkTransportFormScreen")
});
var quickOrderRoute = createRoute({
	getParentRoute: parent,
	path: "quick-order",
	staticData: { title: { id: "3L0Fq4" } },
	component: lazyRouteComponent(quickOrderScreen, "QuickOrderScreen")
});
var offersRoute = createRoute({
	getParentRoute: parent,
	path: "pakkumised/$slug",
	staticData: { title: { id: "gvLzF2" } },
	validateSearch: validateListingSearch,
	beforeLoad: dropInvalidListingSearch,
	loaderDeps: listingLoaderDeps,
	loader: catalogLoader("loadCampaign"),
	component: lazyRouteComponent(content, "OffersScreen")
});
async function loadProduct({ context, params }) {
	if (!online()) return;
	const { productDetailQueryOptions, productExtrasQueryOptions, reviewRatingsQueryOptions } = await productData();
	context.queryClient.prefetchQuery(productExtrasQueryOptions(params.id, params.locale));
	context.queryClient.prefetchQuery(reviewRatingsQueryOptions(params.locale));
	await context.queryClient.ensureQueryData(productDetailQueryOptions({ sku: params.id }, params.locale));
}
var shopRoutes = [
	homeRoute,
	brandRoute,
	brandCategoryRoute,
	bulkTransportRoute,
	bulkTransportFormRoute,
	quickOrderRoute,
	offersRoute,
	createRoute({
		getParentRoute: parent,
		path: "p/$id/$slug",
		staticData: { title: { id: "K47k8R" } },
		loader: loadProduct,
		pendingMs: 0,
		pendingMinMs: 0,
		component: lazyRouteComponent(productScreen, "ProductScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "p/$id",
		staticData: { title: { id: "K47k8R" } },
		loader: loadProduct,
		pendingMs: 0,
		pendingMinMs: 0,
		component: lazyRouteComponent(productScreen, "ProductScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "c/$",
		staticData: { title: { id: "K7tIrx" } },
		validateSearch: validateListingSearch,
		beforeLoad: dropInvalidListingSearch,
		loaderDeps: listingLoaderDeps,
		loader: catalogLoader("loadCategory"),
		component: lazyRouteComponent(catalog, "CategoryScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "categories",
		staticData: { title: { id: "xIfKEA" } },
		loader: catalogLoader("loadCategories"),
		component: lazyRouteComponent(catalog, "CategoriesScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "reset-password",
		staticData: { title: { id: "RfwZxd" } },
		validateSearch: (raw) => ({
			...typeof raw.token === "string" ? { token: raw.token } : {},
			...typeof raw.email === "string" ? { email: raw.email } : {}
		}),
		component: lazyRouteComponent(authScreens, "ResetPasswordScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "customer/account/createPassword",
		beforeLoad: ({ params, location }) => {
			throw redirect({
				href: `/${params.locale}/reset-password${location.searchStr}`,
				replace: true
			});
		}
	}),
	createRoute({
		getParentRoute: parent,
		path: "kataloogid",
		staticData: { title: { id: "nead9f" } },
		loader: (args) => contentLoaders().then((m) => m.loadCatalogues(args)),
		component: lazyRouteComponent(content, "CataloguesScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "kampaaniad/$slug",
		staticData: { title: { id: "D02dD9" } },
		validateSearch: validateListingSearch,
		beforeLoad: dropInvalidListingSearch,
		loaderDeps: listingLoaderDeps,
		loader: catalogLoader("loadCampaign"),
		component: lazyRouteComponent(content, "CampaignScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "campaign/$slug",
		beforeLoad: ({ params, location }) => {
			throw redirect({
				href: `/${params.locale}/kampaaniad/${encodeURIComponent(params.slug)}${location.searchStr}`,
				replace: true
			});
		}
	}),
	createRoute({
		getParentRoute: parent,
		path: "info/$slug",
		staticData: { title: { id: "nSkB8g" } },
		loader: (args) => contentLoaders().then((m) => m.loadInfoPage(args)),
		component: lazyRouteComponent(content, "InfoScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "blogi",
		staticData: { title: { id: "astDB+" } },
		validateSearch: validateBlogSearch,
		beforeLoad: dropInvalidSearch(validateBlogSearch),
		loaderDeps: ({ search }) => search,
		loader: (args) => contentLoaders().then((m) => m.loadBlogList(args)),
		component: lazyRouteComponent(content, "BlogListScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "blogi/$slug",
		staticData: { title: { id: "EiYKgg" } },
		loader: (args) => contentLoaders().then((m) => m.loadBlogArticle(args)),
		component: lazyRouteComponent(content, "BlogArticleScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "klienditeenindus",
		staticData: { title: { id: "FfYIy2" } },
		loader: (args) => contentLoaders().then((m) => m.loadCustomerService(args)),
		component: lazyRouteComponent(content, "CustomerServiceScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "thank-you",
		staticData: { title: { id: "TFcEyQ" } },
		validateSearch: (search) => ({
			...typeof search.order === "string" ? { order: search.order } : {},
			...typeof search.payment_token === "string" ? { payment_token: search.payment_token } : {}
		}),
		component: lazyRouteComponent(screenChunk(() => import("./assets/checkout-screens-x_gBZlSO.js")), "ThankYouScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "search",
		staticData: { title: { id: "A1taO8" } },
		validateSearch: validateListingSearch,
		beforeLoad: dropInvalidListingSearch,
		loaderDeps: listingLoaderDeps,
		loader: catalogLoader("loadSearch"),
		component: lazyRouteComponent(searchScreen, "SearchScreen")
	}),
	createRoute({
		getParentRoute: parent,
		path: "$",
		loader: catalogLoader("loadResolvedRoute"),
		component: lazyRouteComponent(catalog, "ResolverScreen")
	})
];
// src/routes/kiosk-routes.ts
/** The kiosk's one chunk (its screens and the tablet's guard, routes/kiosk-slots). */
var kioskChunk = screenChunk(() => import("./assets/kiosk-screens-Cn96BRyw.js"));
var kioskRoute = createRoute({
	getParentRoute: () => localeRoute,
	path: "kiosk/$",
	component: lazyRouteComponent(kioskChunk, "KioskScreen")
});
// src/routes/router.ts
var routeTree = rootRoute.addChildren([localeRoute.addChildren([
	defaultLayoutRoute.addChildren([...shopRoutes, accountTree]),
	minimalLayoutRoute.addChildren([checkoutRoute, checkoutStepRoute]),
	blankLayoutRoute.addChildren([maintenanceRoute]),
	kioskRoute
])]);
/** `history`: the server renders one address (a memory history); the browser uses its own. */
function createAppRouter(context, history) {
	return createRouter({
		routeTree,
		context,
		...history ? { history } : {},
		defaultPreload: "intent",
		defaultPreloadStaleTime: 0,
		scrollRestoration: typeof document !== "undefined",
		defaultPendingMs: 300,
		defaultPendingComponent: TallPending,
		defaultErrorComponent: RootError,
		defaultNotFoundComponent: RootNotFound
	});
}
// src/ssr/render.tsx
var requests = new AsyncLocalStorage();
configureCommerceClient({
	getContext: () => ({
		locale: requests.getStore()?.locale ?? "et",
		token: null
	}),
	fetch: (input, init) => {
		const store = requests.getStore();
		if (!store) return Promise.reject(/* @__PURE__ */ new Error("A commerce request outside of a server render"));
		return store.fetch(String(input), init ?? {});
	},
	onSessionExpired: () => {}
});
provideAllMessages(async () => {});
if (typeof navigator !== "undefined" && !("onLine" in navigator)) Object.defineProperty(navigator, "onLine", {
	value: true,
	configurable: true
});
function serverQueryClient() {
	return new QueryClient({ defaultOptions: { queries: {
		retry: false,
		gcTime: Infinity,
		staleTime: Infinity
	} } });
}
async function renderPage(input) {
	const locale = localeFromPath(input.url) ?? "et";
	return requests.run({
		locale,
		fetch: input.fetch
	}, async () => {
		const [shell, messages] = await Promise.all([loadCatalog(locale, "shell"), loadCatalog(locale, "messages")]);
		const i18n = setupI18n({
			locale,
			messages: { [locale]: {
				...shell,
				...messages
			} }
		});
		const queryClient = serverQueryClient();
		const router = createAppRouter({
			queryClient,
			i18n
		}, createMemoryHistory({ initialEntries: [input.url] }));
		await router.load();
		await settled(queryClient, input.signal);
		const result = router._serverResult;
		const page = {
			status: result?.type === "render" ? result.status : 200,
			head: {}
		};
		if (result?.type === "redirect") return {
			status: result.redirect.status === 301 ? 301 : 302,
			location: result.redirect.headers.get("Location") ?? `/${locale}`,
			locale,
			page,
			html: emptyStream(),
			state: "{}",
			alternates: []
		};
		const html = await renderToStream(/* @__PURE__ */ jsx(ServerPageContext.Provider, {
			value: page,
			children: /* @__PURE__ */ jsx(I18nProvider, {
				i18n,
				children: /* @__PURE__ */ jsx(QueryClientProvider, {
					client: queryClient,
					children: /* @__PURE__ */ jsx(RouterProvider, { router })
				})
			})
		}), input.signal);
		const state = JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" }));
		page.head.title = composeDocumentTitle(page.head.title);
		return {
			status: page.status,
			...page.location ? { location: page.location } : {},
			locale,
			page,
			html,
			state,
			alternates: page.head.canonical ? alternatesOf(page.head.canonical) : []
		};
	});
}
/** The same page in the other language: the shop's addresses differ only in their locale prefix. */
function alternatesOf(canonical) {
	const rest = canonical.replace(/^\/(et|ru)(?=\/|$)/, "");
	return [
		{
			hreflang: "et",
			path: `/et${rest}`
		},
		{
			hreflang: "ru",
			path: `/ru${rest}`
		},
		{
			hreflang: "x-default",
			path: `/et${rest}`
		}
	];
}
/** Resolves when no query of this render is fetching (or at the deadline: the page renders what it has). */
function settled(queryClient, signal) {
	return new Promise((resolve) => {
		const check = () => {
			if (queryClient.isFetching() > 0 && !signal?.aborted) return;
			unsubscribe();
			resolve();
		};
		const unsubscribe = queryClient.getQueryCache().subscribe(check);
		check();
	});
}
function emptyStream() {
	const stream = new PassThrough();
	stream.end();
	return stream;
}
/** Renders everything (the page's data is loaded; lazy screens resolve at once) before anything is sent. */
function renderToStream(app, signal) {
	return new Promise((resolve, reject) => {
		const out = new PassThrough();
		const stream = renderToPipeableStream(app, {
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			onAllReady() {
				stream.pipe(out);
				resolve(out);
			},
			onShellError: reject,
			onError(error) {
				console.error("Server render error", error);
			}
		});
		signal?.addEventListener("abort", () => stream.abort(signal.reason), { once: true });
	});
}
export { subscribeInstallEvents as $, cartSidebarPanel as A, sendCart as B, EMPTY_WISHLIST as C, isBusiness as D, ProductActions as E, requestAddToCart as F, cartQueryKey as G, useCartState as H, requestCartReload as I, writeCartId as J, clearCartId as K, OUTBOX_KEY as L, onCartOrdered as M, onCartReloadRequest as N, useLocale as O, requestAddBatchToCart as P, startInstallPromptCapture as Q, createOutboxStore as R, useWishlistEnabled as S, withAllMessages as St, wishlistQueryKey as T, wantCartService as U, setCartService as V, whenCartService as W, installedThisSession as X, heldInstallEvent as Y, markInstalled as Z, useWishlistToggle as _, overlays as _t, topCategoriesQueryOptions as a, subscribeOnline as at, useSignedInNow as b, useServerRedirect as bt, parseListingDisplay as c, ToastRegion as ct, tickerKeyPrefix as d, somethingWentWrong as dt, takeInstallEvent as et, TallPending as f, formatMoney as ft, NearView as g, authModes as gt, usePageHead as h, storeConfigQueryOptions as ht, cmsBlocksQueryOptions as i, isOnline as it, announceCartOrdered as j, cartBadgeSlot as k, personalStorageKeys as l, dangerNotification as lt, useNoindex as m, Icon as mt, isBlogType as n, getUpdateState as nt, safeHtml as o, useOnline as ot, OfflineScreen as p, toCents as pt, readCartId as q, HOME_BLOCK_IDS as r, renderPage, NetworkStatus as rt, kioskStorageKeys as s, useOverlayState as st, blogTypes as t, isIosUserAgent as tt, storageKeys as u, notifications as ut, guestAttempts as v, SHOP_NAME as vt, itemOfProduct as w, useWishlist as x, useServerStatus as xt, useGuestAttempt as y, usePageTitle as yt, useI18nRef as z };
