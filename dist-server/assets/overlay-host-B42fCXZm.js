import { _t as overlays, i as cmsBlocksQueryOptions, mt as Icon, ot as useOnline, st as useOverlayState } from "../render.js";
import { t as Dialog } from "./dialog-BKrUWxwo.js";
import { t as categoryTreeQueryOptions } from "./category-tree-CpPj80lN.js";
import { r as mediaQueries } from "./breakpoints-z6ecYTrI.js";
import { t as LoadingNote } from "./loading-note-CaIv9qic.js";
import { t as useMediaQuery } from "./use-media-query-DlP1NeRx.js";
import { i as cmsPageQueryOptions } from "./content-pages-DvfZi5AA.js";
import { t as HtmlContent } from "./html-content-BAJATW7g.js";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/overlays/category-menu.tsx
/** A category's product count: the digits shown, "N products" read out. */
function ProductCount({ count }) {
	const { i18n } = useLingui();
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
		className: "category-menu__count",
		"aria-hidden": "true",
		children: i18n.number(count)
	}), /* @__PURE__ */ jsxs("span", {
		className: "visually-hidden",
		children: [", ", i18n._({
			id: "vuBLFu",
			values: { count }
		})]
	})] });
}
/** A category link with its product count. */
function CategoryLink({ node, locale, onNavigate, className, label }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: "/$locale/c/$",
		params: {
			locale,
			_splat: `${node.urlPath}${node.urlSuffix}`
		},
		onClick: onNavigate,
		className,
		children: [/* @__PURE__ */ jsx("span", { children: label ?? node.name }), /* @__PURE__ */ jsx(ProductCount, { count: node.productCount })]
	});
}
function DepartmentPanel(props) {
	const { department, locale, onNavigate, onBack, id } = props;
	const { _: _t } = useLingui();
	const headingRef = useRef(null);
	useEffect(() => {
		if (onBack) headingRef.current?.focus();
	}, [department.uid, onBack]);
	return /* @__PURE__ */ jsxs("div", {
		className: "category-menu__panel",
		id,
		children: [
			onBack ? /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "button button--ghost category-menu__back",
				onClick: onBack,
				children: [/* @__PURE__ */ jsx("span", {
					className: "category-menu__back-icon",
					children: /* @__PURE__ */ jsx(Icon, { name: "chevron" })
				}), /* @__PURE__ */ jsx(Trans, { id: "i7nlCQ" })]
			}) : null,
			/* @__PURE__ */ jsx("h3", {
				className: "category-menu__heading",
				ref: headingRef,
				tabIndex: -1,
				children: department.name
			}),
			/* @__PURE__ */ jsx(CategoryLink, {
				node: department,
				locale,
				onNavigate,
				className: "category-menu__all",
				label: _t({
					id: "uAGDL/",
					values: { 0: department.name }
				})
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "category-menu__groups",
				children: department.children.map((group) => /* @__PURE__ */ jsxs("li", {
					className: "category-menu__group",
					children: [/* @__PURE__ */ jsx(CategoryLink, {
						node: group,
						locale,
						onNavigate,
						className: "category-menu__group-link"
					}), group.children.length > 0 ? /* @__PURE__ */ jsx("ul", {
						className: "category-menu__leaves",
						children: group.children.map((leaf) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(CategoryLink, {
							node: leaf,
							locale,
							onNavigate,
							className: "category-menu__leaf"
						}) }, leaf.uid))
					}) : null]
				}, group.uid))
			})
		]
	});
}
function CategoryMenu({ locale, onNavigate }) {
	const { _: _t2 } = useLingui();
	const online = useOnline();
	const wide = useMediaQuery(mediaQueries.desktop);
	const query = useQuery(categoryTreeQueryOptions(locale));
	const [chosen, setChosen] = useState(null);
	const panelId = useId();
	const listRef = useRef(null);
	const departments = query.data;
	if (!departments) return /* @__PURE__ */ jsx(LoadingNote, {
		online,
		failed: query.isError
	});
	const open = departments.find((d) => d.uid === chosen) ?? (wide ? departments[0] : void 0);
	const back = () => {
		const uid = open?.uid;
		setChosen(null);
		requestAnimationFrame(() => listRef.current?.querySelector(`[data-uid="${CSS.escape(uid ?? "")}"]`)?.focus());
	};
	const showList = wide || !open;
	return /* @__PURE__ */ jsxs("nav", {
		className: `category-menu${wide ? " category-menu--wide" : ""}`,
		"aria-label": _t2({ id: "lxaing" }),
		children: [showList ? /* @__PURE__ */ jsxs("ul", {
			className: "category-menu__departments",
			ref: listRef,
			children: [departments.map((department) => {
				const expanded = open?.uid === department.uid;
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "category-menu__department",
					"data-uid": department.uid,
					"aria-expanded": expanded,
					"aria-controls": expanded ? panelId : void 0,
					onClick: () => setChosen(department.uid),
					children: [
						/* @__PURE__ */ jsx("span", { children: department.name }),
						/* @__PURE__ */ jsx(ProductCount, { count: department.productCount }),
						/* @__PURE__ */ jsx(Icon, { name: "chevron" })
					]
				}) }, department.uid);
			}), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: "/$locale/categories",
				params: { locale },
				onClick: onNavigate,
				className: "category-menu__department",
				children: /* @__PURE__ */ jsx(Trans, { id: "xIfKEA" })
			}) })]
		}) : null, open ? /* @__PURE__ */ jsx(DepartmentPanel, {
			department: open,
			locale,
			onNavigate,
			onBack: wide ? null : back,
			id: panelId
		}, open.uid) : null]
	});
}
// src/features/overlays/conditions-body.tsx
var TERMS_PAGE = "ostutingimused";
function ConditionsBody({ locale, onNavigate }) {
	const online = useOnline();
	const query = useQuery(cmsPageQueryOptions(locale, TERMS_PAGE));
	if (!query.data) return /* @__PURE__ */ jsx(LoadingNote, {
		online,
		failed: query.isError || query.data === null
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(HtmlContent, {
		className: "info-page__content",
		html: query.data.html,
		onNavigate
	}), /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
		to: "/$locale/info/$slug",
		params: {
			locale,
			slug: TERMS_PAGE
		},
		onClick: onNavigate,
		children: /* @__PURE__ */ jsx(Trans, { id: "dHX4Gy" })
	}) })] });
}
// src/features/overlays/info-pages-list.tsx
var INFO_BLOCK = ["info-pages"];
function InfoPagesList({ locale, onNavigate }) {
	const online = useOnline();
	const query = useQuery(cmsBlocksQueryOptions(INFO_BLOCK, locale));
	const block = query.data?.find((b) => b.identifier === "info-pages");
	if (block) return /* @__PURE__ */ jsx(HtmlContent, {
		className: "info-pages",
		html: block.html,
		onNavigate
	});
	return /* @__PURE__ */ jsx(LoadingNote, {
		online,
		failed: query.isError
	});
}
// src/features/overlays/nav-links.tsx
/** The shop's main sections; used by the mega menu and the mobile menu. */
function NavLinks({ locale, onNavigate }) {
	const { _: _t } = useLingui();
	const links = [
		{
			to: "/$locale/categories",
			label: _t({ id: "xIfKEA" })
		},
		{
			to: "/$locale/kataloogid",
			label: _t({ id: "nead9f" })
		},
		{
			to: "/$locale/blogi",
			label: _t({ id: "astDB+" })
		},
		{
			to: "/$locale/koormavedu",
			label: _t({ id: "hwxhRm" })
		},
		{
			to: "/$locale/quick-order",
			label: _t({ id: "3L0Fq4" })
		},
		{
			to: "/$locale",
			label: _t({ id: "/Ldjd/" })
		}
	];
	return /* @__PURE__ */ jsx("ul", {
		className: "nav-list",
		children: links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: link.to,
			params: { locale },
			onClick: onNavigate,
			className: "nav-list__link",
			activeOptions: { exact: true },
			children: link.label
		}) }, link.to))
	});
}
// src/features/overlays/search-form.tsx
/** Product search entry: submits (button or Enter) to /{locale}/search?term=… */
function SearchForm({ locale, onDone }) {
	const { _: _t } = useLingui();
	const navigate = useNavigate();
	const id = useId();
	const [term, setTerm] = useState("");
	return /* @__PURE__ */ jsxs("form", {
		className: "search-form",
		role: "search",
		onSubmit: (event) => {
			event.preventDefault();
			onDone?.();
			navigate({
				to: "/$locale/search",
				params: { locale },
				search: { term: term.trim() }
			});
		},
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: _t({ id: "+0Yy2U" })
		}), /* @__PURE__ */ jsxs("div", {
			className: "search-form__row",
			children: [/* @__PURE__ */ jsx("input", {
				id,
				type: "search",
				value: term,
				onChange: (event) => setTerm(event.target.value),
				autoComplete: "off",
				enterKeyHint: "search"
			}), /* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				children: _t({ id: "A1taO8" })
			})]
		})]
	});
}
// src/features/overlays/overlay-host.tsx
var variants = {
	cartSidebar: "sheet-right",
	wishlistSidebar: "sheet-right",
	loginModal: "modal",
	authSidebar: "sheet-right",
	deliverySidebar: "sheet-right",
	availabilitySidebar: "sheet-right",
	newsletterModal: "modal",
	filterSidebar: "sheet-left",
	search: "modal",
	megaMenu: "sheet-left",
	megaMenuSidebar: "sheet-left",
	infoCategoriesSidebar: "sheet-left",
	additionalProductsSidebar: "sheet-right",
	conditionsModal: "modal",
	myAccountSidebar: "sheet-right",
	searchSidebar: "sheet-right",
	notificationsSidebar: "sheet-right"
};
var close = () => overlays.close();
function OverlayHost({ locale, signedIn, contents = {} }) {
	const { _: _t } = useLingui();
	const state = useOverlayState();
	const authTitles = {
		login: _t({ id: "5lWFkC" }),
		"pre-register": _t({ id: "3T8ziB" }),
		register: _t({ id: "3T8ziB" }),
		"first-login": _t({ id: "ilPW2Y" }),
		registered_accounts: _t({ id: "K+1CfS" }),
		switch_accounts: _t({ id: "iSn7SN" }),
		success_registration: _t({ id: "Lf1geV" })
	};
	const titles = {
		cartSidebar: _t({ id: "ahRHUo" }),
		wishlistSidebar: _t({ id: "I0D//A" }),
		loginModal: authTitles[state.authMode],
		authSidebar: authTitles[state.authMode],
		deliverySidebar: _t({ id: "si+vZD" }),
		availabilitySidebar: _t({ id: "fTLZPq" }),
		newsletterModal: _t({ id: "5ACX4z" }),
		filterSidebar: _t({ id: "cSev+j" }),
		search: _t({ id: "A1taO8" }),
		megaMenu: _t({ id: "N0qXpE" }),
		megaMenuSidebar: _t({ id: "lxaing" }),
		infoCategoriesSidebar: _t({ id: "nSkB8g" }),
		additionalProductsSidebar: _t({ id: "bmjIvp" }),
		conditionsModal: _t({ id: "PrLJUa" }),
		myAccountSidebar: _t({ id: "oF22rF" }),
		searchSidebar: _t({ id: "A1taO8" }),
		notificationsSidebar: _t({ id: "iDNBZe" })
	};
	const bodies = {
		cartSidebar: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "UMjljy" }) }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			onClick: close,
			children: /* @__PURE__ */ jsx(Trans, { id: "nYKQKg" })
		})] }),
		wishlistSidebar: signedIn ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "j2GZgz" }) }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "n+uxtx" }) }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			onClick: () => overlays.open("authSidebar"),
			children: /* @__PURE__ */ jsx(Trans, { id: "5lWFkC" })
		})] }),
		loginModal: null,
		authSidebar: null,
		deliverySidebar: /* @__PURE__ */ jsx(Trans, { id: "wzpBBl" }),
		availabilitySidebar: /* @__PURE__ */ jsx(Trans, { id: "6D3jIZ" }),
		newsletterModal: /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "IAuA2q" }) }),
		filterSidebar: /* @__PURE__ */ jsx(Trans, { id: "eOvalf" }),
		search: /* @__PURE__ */ jsx(SearchForm, {
			locale,
			onDone: close
		}),
		searchSidebar: /* @__PURE__ */ jsx(SearchForm, {
			locale,
			onDone: close
		}),
		megaMenu: /* @__PURE__ */ jsx(CategoryMenu, {
			locale,
			onNavigate: close
		}),
		megaMenuSidebar: /* @__PURE__ */ jsx(CategoryMenu, {
			locale,
			onNavigate: () => {
				overlays.close();
				overlays.setMobileMenu(false);
			}
		}),
		infoCategoriesSidebar: /* @__PURE__ */ jsx(InfoPagesList, {
			locale,
			onNavigate: close
		}),
		additionalProductsSidebar: /* @__PURE__ */ jsx(Trans, { id: "8s+0ym" }),
		conditionsModal: /* @__PURE__ */ jsx(ConditionsBody, {
			locale,
			onNavigate: close
		}),
		myAccountSidebar: null,
		notificationsSidebar: /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "vpwknL" }) })
	};
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs(Dialog, {
		open: state.mobileMenuOpen,
		onClose: () => overlays.setMobileMenu(false),
		title: _t({ id: "zucql+" }),
		variant: "sheet-left",
		name: "mobileMenu",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--secondary button--block",
			onClick: () => overlays.open("megaMenuSidebar"),
			children: /* @__PURE__ */ jsx(Trans, { id: "lxaing" })
		}), /* @__PURE__ */ jsx(NavLinks, {
			locale,
			onNavigate: () => overlays.setMobileMenu(false)
		})]
	}), state.active ? /* @__PURE__ */ jsx(Dialog, {
		open: true,
		onClose: close,
		title: titles[state.active],
		variant: variants[state.active],
		name: state.active,
		children: contents[state.active] ?? bodies[state.active]
	}, state.active) : null] });
}
export { OverlayHost };
