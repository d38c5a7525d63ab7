import { D as isBusiness, I as requestCartReload, O as useLocale, S as useWishlistEnabled, dt as somethingWentWrong, ft as formatMoney, ht as storeConfigQueryOptions, lt as dangerNotification, ot as useOnline, pt as toCents, ut as notifications, x as useWishlist, yt as usePageTitle } from "../render.js";
import { t as accountMenuItems } from "./account-menu-Bvb-Nexr.js";
import { a as deleteAddress, i as customerQueryOptions, n as customerAddresses, o as saveAddress, r as customerQueryKey, s as savePrivacy, t as changeEmail } from "./customer-account-KUgsSOqr.js";
import { t as priceRequestsQueryOptions } from "./price-requests-awURdLb2.js";
import { f as formatDate } from "./session-BL6rXDkQ.js";
import { t as LoadingNote } from "./loading-note-CaIv9qic.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { n as OfflineError, r as commerceRequest } from "./client-UmumqDEx.js";
import { n as DisplaySwitch, r as Pagination, t as useListingDisplay } from "./use-listing-display-9qTvgyUu.js";
import { C as uploadIssue, b as requiredField, c as maxLength, d as numeric, m as phoneField, r as emailField, u as noEdgeSpace } from "./validation-C3R-wYId.js";
import { c as shippingAddressSchema, i as sendCreditApplication, n as companyCreditQueryOptions, r as refreshCreditLimit, t as companyCreditQueryKey } from "./company-credit-CgBxbxGt.js";
import { n as formatAddress } from "./address-XNUQsZW-.js";
import { a as fieldId, i as TextField, n as PasswordField, r as TextAreaField, s as VALIDATION_MESSAGES, t as FieldError, u as messageWithValues } from "./form-field-DbC_Etxa.js";
import { t as useValidatedForm } from "./use-validated-form-QlvHNf_C.js";
import { t as CountySelect } from "./county-select-DXtaP732.js";
import { n as backEndMessage, t as OFFLINE_CHANGE } from "./account-messages-euibqbJX.js";
import { c as companyQueryKey, d as inviteCompanyUser, l as companyQueryOptions, m as updateCompanyUser, p as requestCompanyChange, t as accountCall, u as companyUsersQueryOptions } from "./customer-session-DF8KEMu5.js";
import { n as refreshPricedQueries } from "./persist-CJzPcWUl.js";
import { s as formatDate$1 } from "./price-cIiBCKA_.js";
import { NotFoundPage } from "./not-found-page-OSZVakF6.js";
import { n as WishlistCards, t as useWishlistCart } from "./use-wishlist-cart-CpSLZNpg.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, useNavigate, useParams, useRouterState, useSearch } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { Fragment, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/account/account-layout.tsx
/**
* spec §2 account menu: business entries are hidden from private users and private entries from
* business users; my-orders is "My orders history" (private) or "Purchase history" (business).
*/
function AccountLayout({ locale, business, children }) {
	const { _: _t, i18n } = useLingui();
	const wishlistFlag = useQuery(storeConfigQueryOptions(locale)).data?.magento_wishlist_general_is_enabled;
	const items = accountMenuItems(i18n, {
		business,
		wishlist: wishlistFlag !== "0"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "container account",
		children: [/* @__PURE__ */ jsx("nav", {
			className: "account__menu",
			"aria-label": _t({ id: "oF22rF" }),
			children: /* @__PURE__ */ jsx("ul", {
				className: "nav-list",
				children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: item.to,
					params: { locale },
					className: "nav-list__link",
					activeOptions: { exact: true },
					activeProps: { "aria-current": "page" },
					children: item.label
				}) }, item.to))
			})
		}), /* @__PURE__ */ jsx("div", {
			className: "account__content",
			children
		})]
	});
}
// src/features/account/account-section.tsx
/** An account page: its heading is the page title (e.g. "Purchase history" for business customers). */
function AccountSection({ title, children }) {
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	usePageTitle(title, pathname);
	return /* @__PURE__ */ jsxs("section", {
		className: "page account-section",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: title
		}), children]
	});
}
// src/features/account/overview-page.tsx
function AccountOverviewPage({ locale }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(customerQueryOptions());
	const c = query.data;
	return /* @__PURE__ */ jsx(AccountSection, {
		title: _t({ id: "oF22rF" }),
		children: c ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: _t({
					id: "eiHe3D",
					values: { 0: c.firstname ?? "" }
				})
			}),
			/* @__PURE__ */ jsxs("ul", {
				className: "account-overview",
				children: [
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/my-account/my-orders",
						params: { locale },
						children: _t({ id: "wA5xbo" })
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/my-account/my-contacts",
						params: { locale },
						children: _t({ id: "czzyFz" })
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/my-account/privaatsussatted",
						params: { locale },
						children: _t({ id: "IB5G2K" })
					}) })
				]
			}),
			/* @__PURE__ */ jsx(PriceRequests, { locale })
		] }) : /* @__PURE__ */ jsx(LoadingNote, {
			online,
			failed: query.isError
		})
	});
}
function PriceRequests({ locale }) {
	const { _: _t2 } = useLingui();
	const requests = useQuery(priceRequestsQueryOptions()).data ?? [];
	if (!requests.length) return null;
	const labels = {
		NEW: _t2({ id: "h69WC6" }),
		ANSWERED: _t2({ id: "GqCA/t" }),
		CLOSED: _t2({ id: "D87pha" })
	};
	const status = (r) => labels[r.status] ?? labels.NEW;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "price-requests-heading",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "price-requests-heading",
			children: _t2({ id: "RpjsPw" })
		}), /* @__PURE__ */ jsxs("table", {
			className: "account-table",
			children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "HptUxX" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "mYGY3B" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "72c5Qo" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t2({ id: "uAQUqI" })
				})
			] }) }), /* @__PURE__ */ jsx("tbody", { children: requests.map((r) => /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("td", { children: r.number }),
				/* @__PURE__ */ jsx("td", { children: formatDate(/* @__PURE__ */ new Date(r.created_at.replace(" ", "T") + "Z"), locale) }),
				/* @__PURE__ */ jsx("td", { children: formatMoney(toCents(r.total.value ?? 0), locale, r.total.currency ?? "EUR") }),
				/* @__PURE__ */ jsx("td", { children: status(r) })
			] }, r.number)) })]
		})]
	});
}
// \0graphql-document:ReorderDocument
var ReorderDocument = new TypedDocumentString(`
    mutation Reorder($number: String!) {
  reorderItems(orderNumber: $number) {
    cart {
      id
    }
    userInputErrors {
      code
      message
    }
  }
}
    `);
// \0graphql-document:CustomerOrderDocument
var CustomerOrderDocument = new TypedDocumentString(`
    query CustomerOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
      items {
        number
        order_date
        status
        shipping_method
        payment_methods {
          name
        }
        items {
          product_sku
          product_name
          quantity_ordered
          product_sale_price {
            value
            currency
          }
        }
        total {
          subtotal {
            value
            currency
          }
          total_shipping {
            value
            currency
          }
          grand_total {
            value
            currency
          }
        }
      }
    }
  }
}
    `);
var OrdersPageQuery = new TypedDocumentString(`
    query CustomerOrders($pageSize: Int!, $currentPage: Int!) {
  customer {
    orders(
      pageSize: $pageSize
      currentPage: $currentPage
      sort: {sort_field: CREATED_AT, sort_direction: DESC}
    ) {
      total_count
      page_info {
        current_page
        total_pages
        page_size
      }
      items {
        number
        order_date
        status
        total {
          grand_total {
            value
            currency
          }
        }
      }
    }
  }
}
    `);
var OrderDetailQuery = CustomerOrderDocument;
var ReorderMutation = ReorderDocument;
var ordersQueryOptions = (page) => queryOptions({
	queryKey: [
		"orders",
		"page",
		page
	],
	staleTime: 0,
	queryFn: async ({ signal }) => {
		const orders = (await commerceRequest(OrdersPageQuery, {
			pageSize: 10,
			currentPage: page
		}, { signal })).customer?.orders;
		return {
			items: (orders?.items ?? []).filter((o) => !!o),
			totalCount: orders?.total_count ?? 0,
			totalPages: orders?.page_info?.total_pages ?? 1,
			currentPage: orders?.page_info?.current_page ?? page
		};
	}
});
var orderQueryOptions = (number) => queryOptions({
	queryKey: [
		"orders",
		"detail",
		number
	],
	staleTime: 0,
	queryFn: async ({ signal }) => {
		return (await commerceRequest(OrderDetailQuery, { number }, { signal })).customer?.orders?.items.find((o) => o?.number === number) ?? null;
	}
});
async function reorder(number) {
	const data = await commerceRequest(ReorderMutation, { number });
	return {
		cartId: data.reorderItems?.cart.id ?? null,
		problems: (data.reorderItems?.userInputErrors ?? []).map((e) => e?.message ?? "").filter(Boolean)
	};
}
// src/lib/order-status.ts
var STAGE_OF = {
	pending: "received",
	open: "received",
	confirmed: "progress",
	processing: "progress",
	shipped: "sent",
	complete: "completed",
	closed: "completed",
	canceled: "cancelled",
	cancelled: "cancelled",
	refunded: "cancelled",
	"pending payment": "awaiting",
	"payment review": "awaiting",
	"on hold": "awaiting"
};
var orderStage = (status) => STAGE_OF[(status ?? "").trim().toLowerCase()] ?? (status ? "received" : "failed");
var STAGE_LABELS = {
	received: { id: "WKWOiH" },
	progress: { id: "/LCAwL" },
	sent: { id: "NNmidI" },
	completed: { id: "qqWcBV" },
	cancelled: { id: "vv7kpg" },
	awaiting: { id: "TNDSGh" },
	failed: { id: "7Bj3x9" }
};
/** The four steps (spec: 1_order … 4_order); cancelled, awaiting and failed orders show no step. */
var ORDER_STEPS = [
	"received",
	"progress",
	"sent",
	"completed"
];
var stepIndex = (stage) => ORDER_STEPS.indexOf(stage);
// src/features/account/orders-page.tsx
var money = (m, locale) => formatMoney(toCents(m?.value ?? 0), locale, m?.currency ?? "EUR");
var orderDate = (iso, locale) => formatDate(/* @__PURE__ */ new Date(iso.replace(" ", "T") + "Z"), locale);
/** No data yet: loading, not kept for offline use, or spec §8 "Loading orders was unsuccessful". */
function OrdersMissing({ failed }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	if (online && failed) return /* @__PURE__ */ jsx("p", {
		role: "alert",
		children: _t({ id: "+zwLUR" })
	});
	return /* @__PURE__ */ jsx(LoadingNote, {
		online,
		failed: false
	});
}
function OrdersPage({ locale, business, page }) {
	const { _: _t2, i18n } = useLingui();
	const navigate = useNavigate();
	const query = useQuery(ordersQueryOptions(page));
	const title = business ? _t2({ id: "Xr6mCt" }) : _t2({ id: "wA5xbo" });
	return /* @__PURE__ */ jsxs(AccountSection, {
		title,
		children: [business ? /* @__PURE__ */ jsx("p", { children: _t2({ id: "oRthOt" }) }) : null, !query.data ? /* @__PURE__ */ jsx(OrdersMissing, { failed: query.isError }) : query.data.items.length === 0 ? /* @__PURE__ */ jsx("p", { children: _t2({ id: "EtbX1B" }) }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("table", {
			className: "account-table",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "visually-hidden",
					children: title
				}),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: _t2({ id: "UYUgdb" })
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: _t2({ id: "mYGY3B" })
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: _t2({ id: "uAQUqI" })
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: _t2({ id: "72c5Qo" })
					})
				] }) }),
				/* @__PURE__ */ jsx("tbody", { children: query.data.items.map((o) => /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "row",
						children: /* @__PURE__ */ jsx(Link, {
							to: "/$locale/my-account/my-orders/$number",
							params: {
								locale,
								number: o.number
							},
							children: o.number
						})
					}),
					/* @__PURE__ */ jsx("td", { children: orderDate(o.order_date, locale) }),
					/* @__PURE__ */ jsx("td", { children: i18n._(STAGE_LABELS[orderStage(o.status)]) }),
					/* @__PURE__ */ jsx("td", { children: money(o.total?.grand_total, locale) })
				] }, o.number)) })
			]
		}), /* @__PURE__ */ jsx(Pagination, {
			page,
			totalPages: query.data.totalPages,
			hrefFor: (p) => `/${locale}/my-account/my-orders${p > 1 ? `?page=${p}` : ""}`,
			onNavigate: (p) => void navigate({
				to: "/$locale/my-account/my-orders",
				params: { locale },
				search: { page: p }
			})
		})] })]
	});
}
function OrderPage({ locale, number }) {
	const { _: _t3, i18n } = useLingui();
	const query = useQuery(orderQueryOptions(number));
	const [reordering, setReordering] = useState("idle");
	const order = query.data;
	const onReorder = async () => {
		setReordering("busy");
		try {
			const result = await reorder(number);
			requestCartReload();
			setReordering(result.problems.length ? result.problems.join(" ") : "done");
		} catch (error) {
			setReordering(error instanceof Error ? error.message : String(error));
		}
	};
	if (!order) return /* @__PURE__ */ jsx(AccountSection, {
		title: _t3({
			id: "Kbv1d9",
			values: { number }
		}),
		children: query.isSuccess ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: _t3({ id: "YpaaTe" })
		}) : /* @__PURE__ */ jsx(OrdersMissing, { failed: query.isError })
	});
	const stage = orderStage(order.status);
	const at = stepIndex(stage);
	return /* @__PURE__ */ jsxs(AccountSection, {
		title: _t3({
			id: "Kbv1d9",
			values: { number }
		}),
		children: [
			/* @__PURE__ */ jsxs("p", { children: [
				orderDate(order.order_date, locale),
				" · ",
				/* @__PURE__ */ jsx("strong", { children: i18n._(STAGE_LABELS[stage]) })
			] }),
			at >= 0 ? /* @__PURE__ */ jsx("ol", {
				className: "order-steps",
				"aria-label": _t3({ id: "N7w0g6" }),
				children: ORDER_STEPS.map((s, i) => /* @__PURE__ */ jsx("li", {
					className: i <= at ? "order-steps__step order-steps__step--done" : "order-steps__step",
					"aria-current": i === at ? "step" : void 0,
					children: i18n._(STAGE_LABELS[s])
				}, s))
			}) : null,
			/* @__PURE__ */ jsxs("table", {
				className: "account-table",
				children: [
					/* @__PURE__ */ jsx("caption", {
						className: "visually-hidden",
						children: _t3({ id: "N0qXpE" })
					}),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t3({ id: "K47k8R" })
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t3({ id: "VbWX2u" })
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t3({ id: "a7u1N9" })
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: (order.items ?? []).map((item, i) => item ? /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsxs("th", {
							scope: "row",
							children: [
								item.product_name,
								" ",
								/* @__PURE__ */ jsx("span", {
									className: "account-table__sku",
									children: item.product_sku
								})
							]
						}),
						/* @__PURE__ */ jsx("td", { children: item.quantity_ordered }),
						/* @__PURE__ */ jsx("td", { children: money(item.product_sale_price, locale) })
					] }, `${item.product_sku}-${i}`) : null) })
				]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "account-totals",
				children: [
					/* @__PURE__ */ jsx("dt", { children: _t3({ id: "X2rrlw" }) }),
					/* @__PURE__ */ jsx("dd", { children: money(order.total?.subtotal, locale) }),
					/* @__PURE__ */ jsx("dt", { children: _t3({ id: "si+vZD" }) }),
					/* @__PURE__ */ jsx("dd", { children: money(order.total?.total_shipping, locale) }),
					/* @__PURE__ */ jsx("dt", { children: _t3({ id: "72c5Qo" }) }),
					/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("strong", { children: money(order.total?.grand_total, locale) }) }),
					order.shipping_method ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("dt", { children: _t3({ id: "mJP7gC" }) }), /* @__PURE__ */ jsx("dd", { children: order.shipping_method })] }) : null,
					order.payment_methods?.[0] ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("dt", { children: _t3({ id: "ENEPLY" }) }), /* @__PURE__ */ jsx("dd", { children: order.payment_methods[0].name })] }) : null
				]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--primary",
				disabled: reordering === "busy",
				onClick: () => void onReorder(),
				children: _t3({ id: "tmVWx/" })
			}),
			reordering === "done" ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t3({ id: "YXqesL" })
			}) : reordering !== "idle" && reordering !== "busy" ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: reordering
			}) : null
		]
	});
}
// src/lib/account-forms.ts
var nameField = () => requiredField(noEdgeSpace(), maxLength(50));
var namesSchema = v.object({
	firstname: nameField(),
	lastname: nameField()
});
function addressIssues(values) {
	return [...v.safeParse(namesSchema, values).issues ?? [], ...v.safeParse(shippingAddressSchema, {
		street: values.street,
		city: values.city,
		postcode: values.postcode,
		country: "EE",
		region: {
			region_id: values.regionId,
			region_code: null
		},
		phoneNumber: values.phoneNumber
	}).issues ?? []];
}
var emailChangeSchema = v.object({
	email: emailField(),
	password: requiredField()
});
/** spec §6: the company admin invites a user (B2B's createCompanyUser asks for each of these). */
var companyUserSchema = v.object({
	firstname: nameField(),
	lastname: nameField(),
	email: emailField(),
	jobTitle: requiredField(noEdgeSpace(), maxLength(100)),
	telephone: phoneField(),
	roleId: requiredField()
});
// src/features/account/address-form.tsx
function AddressForm({ initial, busy, error, onSave, onCancel }) {
	const { _: _t } = useLingui();
	const [values, setValues] = useState(initial);
	const form = useValidatedForm(addressIssues(values));
	const set = (patch) => setValues((old) => ({
		...old,
		...patch
	}));
	const id = (name) => fieldId("address", name);
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => onSave({
			firstname: values.firstname,
			lastname: values.lastname,
			street: values.street,
			city: values.city,
			postcode: values.postcode,
			countryCode: "EE",
			regionId: values.regionId,
			telephone: values.phoneNumber,
			defaultShipping: values.defaultShipping,
			defaultBilling: values.defaultBilling
		})),
		className: "account-form",
		"aria-label": _t({ id: "Du6bPw" }),
		children: [
			error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					id: id("firstname"),
					label: _t({ id: "V1EGGU" }),
					autoComplete: "given-name",
					required: true,
					value: values.firstname,
					error: form.errors.firstname,
					onChange: (firstname) => set({ firstname })
				}), /* @__PURE__ */ jsx(TextField, {
					id: id("lastname"),
					label: _t({ id: "1ZaQUH" }),
					autoComplete: "family-name",
					required: true,
					value: values.lastname,
					error: form.errors.lastname,
					onChange: (lastname) => set({ lastname })
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("street"),
				label: _t({ id: "Du6bPw" }),
				autoComplete: "street-address",
				required: true,
				value: values.street,
				error: form.errors.street,
				onChange: (street) => set({ street })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					id: id("city"),
					label: _t({ id: "3wV73y" }),
					autoComplete: "address-level2",
					required: true,
					value: values.city,
					error: form.errors.city,
					onChange: (city) => set({ city })
				}), /* @__PURE__ */ jsx(TextField, {
					id: id("postcode"),
					label: _t({ id: "OKJUcC" }),
					autoComplete: "postal-code",
					inputMode: "numeric",
					required: true,
					value: values.postcode,
					error: form.errors.postcode,
					onChange: (postcode) => set({ postcode })
				})]
			}),
			/* @__PURE__ */ jsx(CountySelect, {
				id: id("region"),
				value: values.regionId,
				onChange: (county) => set({ regionId: county?.id ?? null })
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("phoneNumber"),
				label: _t({ id: "zmwvG2" }),
				type: "tel",
				autoComplete: "tel",
				required: true,
				value: values.phoneNumber,
				error: form.errors.phoneNumber,
				onChange: (phoneNumber) => set({ phoneNumber })
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "checkbox",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: values.defaultShipping,
					onChange: (e) => set({ defaultShipping: e.target.checked })
				}), /* @__PURE__ */ jsx("span", { children: _t({ id: "au0+Yw" }) })]
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "checkbox",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: values.defaultBilling,
					onChange: (e) => set({ defaultBilling: e.target.checked })
				}), /* @__PURE__ */ jsx("span", { children: _t({ id: "Z5cCFx" }) })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-form__actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button button--primary",
					disabled: busy,
					children: _t({ id: "MLxFPx" })
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--secondary",
					onClick: onCancel,
					children: _t({ id: "dEgA5A" })
				})]
			})
		]
	});
}
// src/features/account/use-account-change.ts
function useAccountChange(refresh = customerQueryKey) {
	const { i18n } = useLingui();
	const queryClient = useQueryClient();
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState(null);
	/** Sends the change; true when it was saved. */
	const run = async (change) => {
		setBusy(true);
		setError(null);
		try {
			await change();
			await queryClient.invalidateQueries({ queryKey: refresh });
			return true;
		} catch (e) {
			const offline = e instanceof OfflineError || e instanceof Error && e.cause instanceof OfflineError;
			setError(offline ? i18n._(OFFLINE_CHANGE) : backEndMessage(e instanceof Error ? e.message : String(e), i18n));
			return false;
		} finally {
			setBusy(false);
		}
	};
	return {
		busy,
		error,
		run,
		clearError: () => setError(null)
	};
}
// src/features/account/contacts-page.tsx
var valuesOf = (a, c) => ({
	firstname: a?.firstname ?? c.firstname ?? "",
	lastname: a?.lastname ?? c.lastname ?? "",
	street: (a?.street ?? []).filter(Boolean).join(" "),
	city: a?.city ?? "",
	postcode: a?.postcode ?? "",
	regionId: a?.region?.region_id ?? null,
	phoneNumber: a?.telephone ?? c.telephone ?? "",
	defaultShipping: a?.default_shipping ?? false,
	defaultBilling: a?.default_billing ?? false
});
function ContactsPage() {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(customerQueryOptions());
	const customer = query.data;
	return /* @__PURE__ */ jsx(AccountSection, {
		title: _t({ id: "czzyFz" }),
		children: !customer ? /* @__PURE__ */ jsx(LoadingNote, {
			online,
			failed: query.isError
		}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsxs("dl", {
				className: "account-totals",
				children: [
					/* @__PURE__ */ jsx("dt", { children: _t({ id: "6YtxFj" }) }),
					/* @__PURE__ */ jsx("dd", { children: `${customer.firstname ?? ""} ${customer.lastname ?? ""}`.trim() }),
					/* @__PURE__ */ jsx("dt", { children: _t({ id: "5Sa1Ss" }) }),
					/* @__PURE__ */ jsx("dd", { children: customer.email }),
					customer.telephone ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "zmwvG2" }) }), /* @__PURE__ */ jsx("dd", { children: customer.telephone })] }) : null
				]
			}),
			/* @__PURE__ */ jsx(EmailChange, { current: customer.email ?? "" }),
			/* @__PURE__ */ jsx(AddressBook, { customer })
		] })
	});
}
function EmailChange({ current }) {
	const { _: _t2 } = useLingui();
	const [values, setValues] = useState({
		email: "",
		password: ""
	});
	const [done, setDone] = useState(false);
	const change = useAccountChange();
	const same = values.email.trim().toLowerCase() === current.toLowerCase();
	const form = useValidatedForm(v.safeParse(emailChangeSchema, values).issues ?? []);
	const id = (name) => fieldId("email-change", name);
	const onValid = async () => {
		setDone(false);
		if (same) return change.run(() => Promise.reject(new Error(_t2({ id: "xc1k1z" }))));
		if (await change.run(() => changeEmail(values.email, values.password))) {
			setValues({
				email: "",
				password: ""
			});
			form.reset();
			setDone(true);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => void onValid()),
		className: "account-form",
		"aria-labelledby": "email-change-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "email-change-heading",
				children: _t2({ id: "zt53kI" })
			}),
			change.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			done ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t2({ id: "u+s3js" })
			}) : null,
			/* @__PURE__ */ jsx(TextField, {
				id: id("email"),
				label: _t2({ id: "H/Pnfy" }),
				type: "email",
				autoComplete: "email",
				required: true,
				value: values.email,
				error: form.errors.email,
				onChange: (email) => setValues((o) => ({
					...o,
					email
				}))
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				id: id("password"),
				label: _t2({ id: "8ZsakT" }),
				autoComplete: "current-password",
				required: true,
				value: values.password,
				error: form.errors.password,
				onChange: (password) => setValues((o) => ({
					...o,
					password
				}))
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: change.busy,
				children: _t2({ id: "zt53kI" })
			})
		]
	});
}
function AddressBook({ customer }) {
	const { _: _t3 } = useLingui();
	const [editing, setEditing] = useState(null);
	const change = useAccountChange();
	const addresses = customerAddresses(customer);
	const close = () => {
		setEditing(null);
		change.clearError();
	};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "addresses-heading",
		className: "account-addresses",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "addresses-heading",
				children: _t3({ id: "bYmAV1" })
			}),
			addresses.length === 0 ? /* @__PURE__ */ jsx("p", { children: _t3({ id: "QZ92OA" }) }) : null,
			/* @__PURE__ */ jsx("ul", {
				className: "account-addresses__list",
				children: addresses.map((a) => /* @__PURE__ */ jsxs("li", {
					className: "account-addresses__item",
					children: [
						/* @__PURE__ */ jsxs("p", { children: [
							/* @__PURE__ */ jsx("strong", { children: `${a.firstname ?? ""} ${a.lastname ?? ""}`.trim() }),
							/* @__PURE__ */ jsx("br", {}),
							formatAddress(a),
							a.telephone ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("br", {}), a.telephone] }) : null
						] }),
						a.default_shipping ? /* @__PURE__ */ jsx("p", {
							className: "account-badge",
							children: _t3({ id: "au0+Yw" })
						}) : null,
						a.default_billing ? /* @__PURE__ */ jsx("p", {
							className: "account-badge",
							children: _t3({ id: "Z5cCFx" })
						}) : null,
						/* @__PURE__ */ jsxs("div", {
							className: "account-form__actions",
							children: [/* @__PURE__ */ jsxs("button", {
								type: "button",
								className: "button button--secondary",
								onClick: () => setEditing(a),
								children: [_t3({ id: "ePK91l" }), /* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: ` ${formatAddress(a)}`
								})]
							}), /* @__PURE__ */ jsxs("button", {
								type: "button",
								className: "button button--ghost",
								disabled: change.busy,
								onClick: () => void change.run(() => deleteAddress(a.id)),
								children: [_t3({ id: "cnGeoo" }), /* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: ` ${formatAddress(a)}`
								})]
							})]
						})
					]
				}, a.id))
			}),
			change.error && !editing ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			editing ? /* @__PURE__ */ jsx(AddressForm, {
				initial: valuesOf(editing === "new" ? null : editing, customer),
				busy: change.busy,
				error: change.error,
				onCancel: close,
				onSave: (input) => void change.run(() => saveAddress(editing === "new" ? null : editing.id ?? null, input)).then((saved) => saved && close())
			}, editing === "new" ? "new" : editing.id) : /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--primary",
				onClick: () => setEditing("new"),
				children: _t3({ id: "BU3SqQ" })
			})
		]
	});
}
// src/features/account/company-users.tsx
function CompanyUsers({ roles }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(companyUsersQueryOptions());
	const change = useAccountChange(companyQueryKey);
	return /* @__PURE__ */ jsxs("section", {
		className: "account-form",
		"aria-labelledby": "company-users-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "company-users-heading",
				children: _t({ id: "Sxm8rQ" })
			}),
			change.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			!query.data ? /* @__PURE__ */ jsx(LoadingNote, {
				online,
				failed: query.isError
			}) : /* @__PURE__ */ jsx("ul", {
				className: "account-users",
				children: query.data.map((user) => {
					const name = `${user.firstname ?? ""} ${user.lastname ?? ""}`.trim();
					const active = user.status === "ACTIVE";
					const roleId = `company-user-role-${user.id}`;
					return /* @__PURE__ */ jsxs("li", {
						className: "account-users__item",
						children: [
							/* @__PURE__ */ jsxs("p", { children: [
								/* @__PURE__ */ jsx("strong", { children: name }),
								/* @__PURE__ */ jsx("br", {}),
								[user.email, user.job_title].filter(Boolean).join(", "),
								/* @__PURE__ */ jsx("br", {}),
								_t({ id: "uAQUqI" }),
								": ",
								active ? _t({ id: "F6pfE9" }) : _t({ id: "yAT3be" })
							] }),
							/* @__PURE__ */ jsxs("div", {
								className: "field",
								children: [/* @__PURE__ */ jsx("label", {
									className: "field__label",
									htmlFor: roleId,
									children: _t({
										id: "LD5qXu",
										values: { name }
									})
								}), /* @__PURE__ */ jsx("select", {
									id: roleId,
									className: "field__input",
									value: user.role?.id ?? "",
									disabled: change.busy,
									onChange: (e) => void change.run(() => updateCompanyUser(String(user.id), { roleId: e.target.value })),
									children: roles.map((r) => /* @__PURE__ */ jsx("option", {
										value: r.id,
										children: r.name
									}, r.id))
								})]
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "button button--ghost",
								disabled: change.busy,
								"aria-label": active ? _t({
									id: "6ZKisB",
									values: { name }
								}) : _t({
									id: "HypFal",
									values: { name }
								}),
								onClick: () => void change.run(() => updateCompanyUser(String(user.id), { status: active ? "INACTIVE" : "ACTIVE" })),
								children: active ? _t({ id: "5y3O+A" }) : _t({ id: "FQBaXG" })
							})
						]
					}, user.id);
				})
			}),
			/* @__PURE__ */ jsx(InviteUser, { roles })
		]
	});
}
var emptyInvite = (roleId) => ({
	firstname: "",
	lastname: "",
	email: "",
	jobTitle: "",
	telephone: "",
	roleId
});
function InviteUser({ roles }) {
	const { _: _t2 } = useLingui();
	const buyer = roles.find((r) => r.role_code === "buyer")?.id ?? roles[0]?.id ?? "";
	const [values, setValues] = useState(() => emptyInvite(buyer));
	const [invited, setInvited] = useState(null);
	const change = useAccountChange(companyQueryKey);
	const form = useValidatedForm(v.safeParse(companyUserSchema, values).issues ?? []);
	const id = (name) => fieldId("company-invite", name);
	const set = (name) => (value) => setValues((old) => ({
		...old,
		[name]: value
	}));
	const field = (name) => ({
		id: id(name),
		required: true,
		value: values[name],
		error: form.errors[name],
		onChange: set(name)
	});
	const onValid = async () => {
		setInvited(null);
		if (await change.run(() => inviteCompanyUser(values))) {
			setInvited(values.email.trim());
			setValues(emptyInvite(buyer));
			form.reset();
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => void onValid()),
		className: "account-form",
		"aria-labelledby": "company-invite-heading",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: "company-invite-heading",
				children: _t2({ id: "48oACz" })
			}),
			change.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			invited ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t2({
					id: "2bk0ot",
					values: { invited }
				})
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					...field("firstname"),
					label: _t2({ id: "V1EGGU" })
				}), /* @__PURE__ */ jsx(TextField, {
					...field("lastname"),
					label: _t2({ id: "1ZaQUH" })
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				...field("email"),
				label: _t2({ id: "5Sa1Ss" }),
				type: "email"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					...field("jobTitle"),
					label: _t2({ id: "qMgKul" })
				}), /* @__PURE__ */ jsx(TextField, {
					...field("telephone"),
					label: _t2({ id: "U1qw5I" }),
					type: "tel"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: id("roleId"),
					className: "field__label",
					children: _t2({ id: "GDvlUT" })
				}), /* @__PURE__ */ jsx("select", {
					id: id("roleId"),
					className: "field__input",
					value: values.roleId,
					onChange: (e) => set("roleId")(e.target.value),
					children: roles.map((r) => /* @__PURE__ */ jsx("option", {
						value: r.id,
						children: r.name
					}, r.id))
				})]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: change.busy,
				children: _t2({ id: "cms9Ur" })
			})
		]
	});
}
// src/lib/credit-application.ts
var CREDIT_AMOUNT_MAX = 1e6;
var emptyCreditApplication = () => ({
	amount: "",
	paymentTerm: "",
	guarantor: ""
});
var inRange = (max, key) => v.check((s) => Number(s) >= 1 && Number(s) <= max, messageWithValues(key, {
	min: 1,
	max
}));
var creditApplicationSchema = v.object({
	amount: requiredField(numeric(), inRange(CREDIT_AMOUNT_MAX, "amountRange")),
	paymentTerm: requiredField(numeric(), inRange(365, "daysRange")),
	guarantor: requiredField(maxLength(255))
});
/** What the appendices may be (the server decides by each file's bytes). */
var CREDIT_UPLOAD_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.heic,.docx,.xlsx,application/pdf,image/jpeg,image/png,image/webp,image/heic,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// src/features/account/company-credit.tsx
function CompanyCredit({ locale, canApply }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(companyCreditQueryOptions());
	const refresh = useAccountChange(companyCreditQueryKey);
	const credit = query.data;
	return /* @__PURE__ */ jsxs("section", {
		className: "account-form",
		"aria-labelledby": "company-credit-heading",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "company-credit-heading",
			children: _t({ id: "XNEL4y" })
		}), !credit ? /* @__PURE__ */ jsx(LoadingNote, {
			online,
			failed: query.isError
		}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsxs("dl", {
				className: "account-totals",
				"data-testid": "company-credit",
				children: [
					/* @__PURE__ */ jsx("dt", { children: _t({ id: "1Evd4D" }) }),
					/* @__PURE__ */ jsx("dd", { children: formatMoney(credit.limitCents, locale, credit.currency) }),
					/* @__PURE__ */ jsx("dt", { children: _t({ id: "jtXAnP" }) }),
					/* @__PURE__ */ jsx("dd", { children: formatMoney(credit.availableCents, locale, credit.currency) })
				]
			}),
			refresh.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: refresh.error
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--secondary",
				disabled: refresh.busy,
				onClick: () => void refresh.run(refreshCreditLimit),
				children: _t({ id: "eAf2bs" })
			}),
			canApply ? credit.applicationSent ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t({ id: "IEmZZa" })
			}) : /* @__PURE__ */ jsx(CreditApplicationForm, {}) : null
		] })]
	});
}
function CreditApplicationForm() {
	const { _: _t2, i18n } = useLingui();
	const [values, setValues] = useState(emptyCreditApplication);
	const [files, setFiles] = useState([]);
	const [fileInputKey, setFileInputKey] = useState(0);
	const change = useAccountChange(companyCreditQueryKey);
	const fileProblem = uploadIssue(files);
	const form = useValidatedForm([...v.safeParse(creditApplicationSchema, values).issues ?? [], ...fileProblem ? [{
		message: fileProblem,
		path: [{ key: "files" }]
	}] : []]);
	const id = (name) => fieldId("credit-application", name);
	const field = (name) => ({
		id: id(name),
		required: true,
		value: values[name],
		error: form.errors[name],
		onChange: (value) => setValues((old) => ({
			...old,
			[name]: value
		}))
	});
	const onValid = async () => {
		if (await change.run(() => sendCreditApplication({
			amount: Number(values.amount),
			paymentTermDays: Number(values.paymentTerm),
			guarantor: values.guarantor,
			files
		}))) {
			setValues(emptyCreditApplication());
			setFiles([]);
			setFileInputKey((k) => k + 1);
			form.reset();
		}
	};
	const filesId = id("files");
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => void onValid()),
		"aria-labelledby": "credit-application-heading",
		"data-testid": "credit-application",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: "credit-application-heading",
				children: _t2({ id: "Neu+Dj" })
			}),
			/* @__PURE__ */ jsx("p", { children: _t2({ id: "c1RxpL" }) }),
			change.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			/* @__PURE__ */ jsx(TextField, {
				...field("amount"),
				label: _t2({ id: "RqB2sd" }),
				inputMode: "numeric"
			}),
			/* @__PURE__ */ jsx(TextField, {
				...field("paymentTerm"),
				label: _t2({ id: "hXOAtq" }),
				inputMode: "numeric"
			}),
			/* @__PURE__ */ jsx(TextField, {
				...field("guarantor"),
				label: _t2({ id: "7aomHw" }),
				autoComplete: "name"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: filesId,
						className: "field__label",
						children: _t2({ id: "ToK24m" })
					}),
					/* @__PURE__ */ jsx("p", {
						id: `${filesId}-hint`,
						className: "field__hint",
						children: _t2({ id: "Y7TZWV" })
					}),
					/* @__PURE__ */ jsx("input", {
						id: filesId,
						type: "file",
						multiple: true,
						accept: CREDIT_UPLOAD_ACCEPT,
						className: "field__input",
						"aria-invalid": form.errors.files ? true : void 0,
						"aria-describedby": [`${filesId}-hint`, form.errors.files ? `${filesId}-error` : ""].filter(Boolean).join(" "),
						onChange: (e) => setFiles(Array.from(e.target.files ?? []))
					}, fileInputKey),
					/* @__PURE__ */ jsx(FieldError, {
						id: filesId,
						error: form.errors.files
					}),
					files.length ? /* @__PURE__ */ jsx("ul", {
						className: "credit-files",
						"aria-label": _t2({ id: "qt41da" }),
						children: files.map((f) => /* @__PURE__ */ jsxs("li", { children: [
							f.name,
							" (",
							i18n.number(f.size / 1048576, { maximumFractionDigits: 1 }),
							" MB)"
						] }, `${f.name}-${f.size}`))
					}) : null
				]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: change.busy,
				children: change.busy ? _t2({ id: "Sad2tK" }) : _t2({ id: "6NK9G5" })
			})
		]
	});
}
// src/features/account/company-page.tsx
var requestSchema = v.object({ comment: requiredField(maxLength(5e3)) });
/** `notFound` is shown to a customer without a company (spec §2: the page is for business customers only). */
function CompanyPage({ locale, notFound }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(companyQueryOptions());
	const creditActive = useQuery(storeConfigQueryOptions(locale)).data?.is_company_credit_active === true;
	if (query.data && !query.data.company) return notFound;
	const company = query.data?.company;
	const role = query.data?.role ?? null;
	return /* @__PURE__ */ jsx(AccountSection, {
		title: _t({ id: "qkEZKO" }),
		children: !company ? /* @__PURE__ */ jsx(LoadingNote, {
			online,
			failed: query.isError
		}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx(CompanyDetails, {
				company,
				roleName: company.roles.items.find((r) => r?.role_code === role)?.name
			}),
			creditActive && (role === "admin" || role === "buyer") ? /* @__PURE__ */ jsx(CompanyCredit, {
				locale,
				canApply: role === "admin"
			}) : null,
			role === "admin" ? /* @__PURE__ */ jsx(ChangeRequest, {}) : null,
			role === "admin" ? /* @__PURE__ */ jsx(CompanyUsers, { roles: company.roles.items.filter((r) => !!r) }) : null
		] })
	});
}
function CompanyDetails({ company, roleName }) {
	const { _: _t2 } = useLingui();
	const address = company.legal_address;
	const person = (p) => p ? `${p.firstname ?? ""} ${p.lastname ?? ""}`.trim() + (p.email ? ` (${p.email})` : "") : "–";
	const rows = [
		[_t2({ id: "RA55Iu" }), company.name],
		[_t2({ id: "auOaQG" }), company.id_number],
		[_t2({ id: "WLkfqH" }), company.vat_tax_id || "–"],
		[_t2({ id: "xeghPl" }), address ? [
			address.street?.filter(Boolean).join(", "),
			address.city,
			address.region?.region,
			address.postcode
		].filter(Boolean).join(", ") : "–"],
		[_t2({ id: "wbnXNt" }), company.email],
		[_t2({ id: "HHdj1D" }), person(company.sales_representative ?? null)],
		[_t2({ id: "EBaJIh" }), person(company.company_admin ?? null)],
		[_t2({ id: "kl8H/q" }), roleName]
	];
	return /* @__PURE__ */ jsx("dl", {
		className: "account-totals",
		children: rows.map(([label, value]) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value ?? "–" })] }, label))
	});
}
function ChangeRequest() {
	const { _: _t3 } = useLingui();
	const [comment, setComment] = useState("");
	const [sent, setSent] = useState(false);
	const change = useAccountChange(companyQueryKey);
	const form = useValidatedForm(v.safeParse(requestSchema, { comment }).issues ?? []);
	const id = fieldId("company-change", "comment");
	const onValid = async () => {
		setSent(false);
		if (await change.run(() => requestCompanyChange(comment))) {
			setComment("");
			form.reset();
			setSent(true);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => void onValid()),
		className: "account-form",
		"aria-labelledby": "company-change-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "company-change-heading",
				children: _t3({ id: "f7qrsz" })
			}),
			/* @__PURE__ */ jsx("p", { children: _t3({ id: "oE7ZqI" }) }),
			change.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			sent ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t3({ id: "KfDPvr" })
			}) : null,
			/* @__PURE__ */ jsx(TextAreaField, {
				id,
				label: _t3({ id: "HXcxUP" }),
				required: true,
				value: comment,
				error: form.errors.comment,
				onChange: setComment
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: change.busy,
				children: _t3({ id: "Lplt0k" })
			})
		]
	});
}
// src/features/account/privacy-page.tsx
function PrivacyPage() {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(customerQueryOptions());
	return /* @__PURE__ */ jsx(AccountSection, {
		title: _t({ id: "IB5G2K" }),
		children: query.data ? /* @__PURE__ */ jsx(PrivacyForm, { customer: query.data }, query.dataUpdatedAt) : /* @__PURE__ */ jsx(LoadingNote, {
			online,
			failed: query.isError
		})
	});
}
function PrivacyForm({ customer }) {
	const { _: _t2, i18n } = useLingui();
	const [email, setEmail] = useState(!!customer.ax_newsletter_channel_email);
	const [sms, setSms] = useState(!!customer.ax_newsletter_channel_sms);
	const [approval, setApproval] = useState(email || sms);
	const [dataProcessing, setDataProcessing] = useState(!!customer.ax_accepts_data_processing);
	const [noChannel, setNoChannel] = useState(false);
	const change = useAccountChange();
	const toggleApproval = (on) => {
		setApproval(on);
		setEmail(on);
		setSms(on);
	};
	const toggleChannel = (set, on) => {
		set(on);
		if (on) setApproval(true);
		setNoChannel(false);
	};
	const onSubmit = async () => {
		if (approval && !email && !sms) {
			setNoChannel(true);
			notifications.send(dangerNotification(i18n._(somethingWentWrong)));
			return;
		}
		if (await change.run(() => savePrivacy({
			email,
			sms,
			dataProcessing
		}))) notifications.send({
			type: "success",
			message: _t2({ id: "u+s3js" })
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		noValidate: true,
		onSubmit: (e) => {
			e.preventDefault();
			onSubmit();
		},
		children: [
			change.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			/* @__PURE__ */ jsxs("label", {
				className: "checkbox",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: approval,
					onChange: (e) => toggleApproval(e.target.checked)
				}), /* @__PURE__ */ jsx("span", { children: _t2({ id: "OaRWSo" }) })]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "account-form__channels",
				"aria-describedby": noChannel ? "privacy-channel-error" : void 0,
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t2({ id: "BfU0rQ" }) }),
					/* @__PURE__ */ jsxs("label", {
						className: "checkbox",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: email,
							onChange: (e) => toggleChannel(setEmail, e.target.checked)
						}), /* @__PURE__ */ jsx("span", { children: _t2({ id: "77o+Ka" }) })]
					}),
					/* @__PURE__ */ jsxs("label", {
						className: "checkbox",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: sms,
							onChange: (e) => toggleChannel(setSms, e.target.checked)
						}), /* @__PURE__ */ jsx("span", { children: _t2({ id: "B05lO7" }) })]
					}),
					noChannel ? /* @__PURE__ */ jsx("p", {
						id: "privacy-channel-error",
						className: "field__error",
						children: i18n._(VALIDATION_MESSAGES.newsletterChannel)
					}) : null
				]
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "checkbox",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: dataProcessing,
					onChange: (e) => setDataProcessing(e.target.checked)
				}), /* @__PURE__ */ jsx("span", { children: _t2({ id: "cbkHQS" }) })]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: change.busy,
				children: _t2({ id: "tfDRzk" })
			})
		]
	});
}
// \0graphql-document:JoinClubDocument
var JoinClubDocument = new TypedDocumentString(`
    mutation JoinClub($club: ClubCode!) {
  joinClub(club: $club) {
    clubs {
      ...CustomerClubFields
    }
  }
}
    fragment CustomerClubFields on CustomerClub {
  code
  group_id
  status
  member_since
  trial_ends_at
  can_join
  reapply_from
}`);
// \0graphql-document:CustomerClubsDocument
var CustomerClubsDocument = new TypedDocumentString(`
    query CustomerClubs {
  customer {
    clubs {
      ...CustomerClubFields
    }
  }
}
    fragment CustomerClubFields on CustomerClub {
  code
  group_id
  status
  member_since
  trial_ends_at
  can_join
  reapply_from
}`);
new TypedDocumentString(`
    fragment CustomerClubFields on CustomerClub {
  code
  group_id
  status
  member_since
  trial_ends_at
  can_join
  reapply_from
}
    `, { "fragmentName": "CustomerClubFields" });
// src/commerce/clubs.ts
var CustomerClubsQueryDocument = CustomerClubsDocument;
var JoinClubMutation = JoinClubDocument;
var clubsQueryKey = ["customer", "clubs"];
var clubsQueryOptions = () => queryOptions({
	queryKey: clubsQueryKey,
	queryFn: async ({ signal }) => (await commerceRequest(CustomerClubsQueryDocument, {}, { signal })).customer?.clubs ?? [],
	staleTime: 0
});
/** Joins the signed-in customer to the club; then every price shown is the new group's. */
async function joinClub(client, club) {
	const data = await accountCall(() => commerceRequest(JoinClubMutation, { club }));
	client.setQueryData(clubsQueryKey, data.joinClub?.clubs ?? []);
	await refreshPricedQueries(client);
	requestCartReload();
}
// src/features/account/clubs-page.tsx
var CLUB_TEXT = {
	MASTERS: {
		name: { id: "Kb4gZa" },
		about: { id: "xl8C6C" },
		join: { id: "FiiOt5" }
	},
	PROFESSIONAL: {
		name: { id: "lTNCud" },
		about: { id: "DnBHyL" },
		join: { id: "yS3tFt" }
	}
};
var JOINED = {
	MASTERS: { id: "MVsbQN" },
	PROFESSIONAL: { id: "36TIkf" }
};
/** The server's UTC 'YYYY-MM-DD HH:MM:SS' as a date in Estonian time. */
var dayOf = (utc, locale) => formatDate$1(/* @__PURE__ */ new Date(`${utc.replace(" ", "T")}Z`), locale);
function ClubsPage() {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(clubsQueryOptions());
	return /* @__PURE__ */ jsx(AccountSection, {
		title: _t({ id: "j7xUUn" }),
		children: query.data ? /* @__PURE__ */ jsx("ul", {
			className: "account-clubs",
			children: query.data.map((club) => /* @__PURE__ */ jsx(ClubCard, { club }, club.code))
		}) : /* @__PURE__ */ jsx(LoadingNote, {
			online,
			failed: query.isError
		})
	});
}
function ClubCard({ club }) {
	const { _: _t2, i18n } = useLingui();
	const queryClient = useQueryClient();
	const change = useAccountChange(clubsQueryOptions().queryKey);
	const locale = i18n.locale === "ru" ? "ru" : "et";
	const text = CLUB_TEXT[club.code];
	const name = i18n._(text.name);
	const headingId = `club-${club.code.toLowerCase()}`;
	const onJoin = async () => {
		if (await change.run(() => joinClub(queryClient, club.code))) notifications.send({
			type: "success",
			message: i18n._(JOINED[club.code])
		});
	};
	const status = (() => {
		switch (club.status) {
			case "MEMBER": return club.member_since ? _t2({
				id: "7Ku2yH",
				values: { 0: dayOf(club.member_since, locale) }
			}) : _t2({ id: "VZ28P4" });
			case "TRIAL": return club.trial_ends_at ? _t2({
				id: "ZWA1IY",
				values: { 0: dayOf(club.trial_ends_at, locale) }
			}) : _t2({ id: "VZ28P4" });
			case "TRIAL_ENDED": return club.can_join || !club.reapply_from ? _t2({ id: "D9DaoJ" }) : _t2({
				id: "E4PfIG",
				values: { 0: dayOf(club.reapply_from, locale) }
			});
			case "INCLUDED": return _t2({ id: "ewV+EA" });
			default: return _t2({ id: "2MAG8x" });
		}
	})();
	const member = club.status === "MEMBER" || club.status === "TRIAL";
	return /* @__PURE__ */ jsxs("li", {
		className: "account-clubs__item",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: name
			}),
			/* @__PURE__ */ jsx("p", { children: i18n._(text.about) }),
			/* @__PURE__ */ jsx("p", {
				className: member ? "account-badge" : void 0,
				children: status
			}),
			change.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: change.error
			}) : null,
			club.can_join ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--primary",
				disabled: change.busy,
				onClick: () => void onJoin(),
				children: i18n._(text.join)
			}) : null
		]
	});
}
// src/features/wishlist/wishlist-page.tsx
function WishlistPage({ locale }) {
	const { _: _t, i18n } = useLingui();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	const title = _t({ id: "I0D//A" });
	usePageTitle(title, pathname);
	const enabled = useWishlistEnabled(locale);
	const { wishlist, query } = useWishlist(locale);
	const cart = useWishlistCart(locale);
	const [display, setDisplay] = useListingDisplay();
	const count = wishlist.count;
	let body;
	if (!enabled) body = /* @__PURE__ */ jsx("p", { children: _t({ id: "xmAzIM" }) });
	else if (!wishlist.items.length) body = /* @__PURE__ */ jsx("p", { children: query.isError ? _t({ id: "B2vIWl" }) : query.isPending ? _t({ id: "7hkCQv" }) : _t({ id: "j2GZgz" }) });
	else body = /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("div", {
		className: "wishlist-toolbar",
		children: [
			/* @__PURE__ */ jsx("p", { children: i18n._({
				id: "vuBLFu",
				values: { count }
			}) }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--primary",
				disabled: cart.busy,
				onClick: () => void cart.send(),
				children: _t({ id: "W/R74G" })
			}),
			/* @__PURE__ */ jsx(DisplaySwitch, {
				value: display,
				onChange: setDisplay
			})
		]
	}), /* @__PURE__ */ jsx(WishlistCards, {
		layout: display,
		locale,
		items: wishlist.items,
		problems: cart.problems,
		busy: cart.busy,
		onToCart: (ids) => void cart.send(ids)
	})] });
	return /* @__PURE__ */ jsxs("section", {
		className: "page account-section",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: title
		}), body]
	});
}
// src/routes/screens/account-screens.tsx
function AccountLayoutScreen() {
	return /* @__PURE__ */ jsx(AccountLayout, {
		locale: useLocale(),
		business: isBusiness(),
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
}
var AccountOverviewScreen = () => /* @__PURE__ */ jsx(AccountOverviewPage, { locale: useLocale() });
function OrdersScreen() {
	const { page } = useSearch({ strict: false });
	return /* @__PURE__ */ jsx(OrdersPage, {
		locale: useLocale(),
		business: isBusiness(),
		page: page ?? 1
	});
}
function OrderScreen() {
	const { number } = useParams({ strict: false });
	return /* @__PURE__ */ jsx(OrderPage, {
		locale: useLocale(),
		number: number ?? ""
	});
}
function CompanyInformationScreen() {
	const locale = useLocale();
	return /* @__PURE__ */ jsx(CompanyPage, {
		locale,
		notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
	});
}
var ContactsScreen = () => /* @__PURE__ */ jsx(ContactsPage, {});
var PrivacyScreen = () => /* @__PURE__ */ jsx(PrivacyPage, {});
var ClubsScreen = () => /* @__PURE__ */ jsx(ClubsPage, {});
var AccountNotFoundScreen = () => /* @__PURE__ */ jsx(NotFoundPage, { locale: useLocale() });
var WishlistScreen = () => /* @__PURE__ */ jsx(WishlistPage, { locale: useLocale() });
export { AccountLayoutScreen, AccountNotFoundScreen, AccountOverviewScreen, ClubsScreen, CompanyInformationScreen, ContactsScreen, OrderScreen, OrdersScreen, PrivacyScreen, WishlistScreen };
