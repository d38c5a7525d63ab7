import { i as cmsPageQueryOptions, n as blogPostsQueryOptions, r as cataloguesQueryOptions, t as blogPostQueryOptions } from "./content-pages-DvfZi5AA.js";
import { O as useLocale, _t as overlays, h as usePageHead, n as isBlogType, ot as useOnline, t as blogTypes, u as storageKeys, yt as usePageTitle } from "../render.js";
import { t as Image } from "./image-B4uO4cd8.js";
import { t as LoadingNote } from "./loading-note-CaIv9qic.js";
import { C as uploadIssue, b as requiredField, c as maxLength, f as optionalField, h as phoneFormat, i as estonianPhonePrefix, m as phoneField, n as cityLength, r as emailField, t as addressLength } from "./validation-C3R-wYId.js";
import { t as CommerceError } from "./client-UmumqDEx.js";
import { n as storesQueryOptions, t as sendContactMessage } from "./contact-GDO4dTO-.js";
import { c as fieldErrors, d as validationMessage, i as TextField, l as messageId, o as focusFirstInvalid, r as TextAreaField, t as FieldError } from "./form-field-DbC_Etxa.js";
import { t as HtmlContent } from "./html-content-BAJATW7g.js";
import { t as toBase64 } from "./file-base64-DjoBFUNJ.js";
import { s as formatDate } from "./price-cIiBCKA_.js";
import { r as Pagination } from "./use-listing-display-9qTvgyUu.js";
import { t as ProductCardList } from "./product-card-list-C6duR4h2.js";
import { n as campaignQueryOptions } from "./catalog-CUfqDmmk.js";
import { t as ProductListing } from "./product-listing-k0-YnV1U.js";
import { NotFoundPage } from "./not-found-page-OSZVakF6.js";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useRouterState, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/content/catalogues-page.tsx
function CataloguesPage({ locale }) {
	const { _: _t, i18n } = useLingui();
	const online = useOnline();
	const query = useQuery(cataloguesQueryOptions(locale));
	return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t({ id: "nead9f" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: _t({ id: "CDyDu0" })
			}),
			!query.data ? /* @__PURE__ */ jsx(LoadingNote, {
				online,
				failed: query.isError
			}) : /* @__PURE__ */ jsx("ul", {
				className: "catalogues",
				children: query.data.map((c, index) => {
					const pages = c.pages;
					return /* @__PURE__ */ jsxs("li", {
						className: "catalogue",
						children: [
							/* @__PURE__ */ jsx(Image, {
								src: c.cover,
								alt: "",
								width: 300,
								height: 424,
								priority: index === 0
							}),
							/* @__PURE__ */ jsx("h2", {
								className: "catalogue__title",
								id: `catalogue-${c.identifier}`,
								children: c.title
							}),
							/* @__PURE__ */ jsx("p", {
								className: "catalogue__text",
								children: c.description
							}),
							pages > 0 ? /* @__PURE__ */ jsx("p", {
								className: "catalogue__pages",
								children: i18n._({
									id: "fmAspB",
									values: { pages }
								})
							}) : null,
							/* @__PURE__ */ jsx("a", {
								className: "button button--secondary",
								href: c.pdf,
								target: "_blank",
								rel: "noopener",
								"aria-describedby": `catalogue-${c.identifier}`,
								children: _t({ id: "gbhtWH" })
							})
						]
					}, c.identifier);
				})
			})
		]
	});
}
// src/lib/contact-form.ts
var emptyContact = () => ({
	name: "",
	email: "",
	telephone: "",
	comment: ""
});
var contactSchema = v.object({
	name: requiredField(maxLength(255)),
	email: emailField(),
	telephone: optionalField(estonianPhonePrefix(), phoneFormat()),
	comment: requiredField(maxLength(5e3))
});
// src/features/content/customer-service-page.tsx
var id$1 = (name) => `contact-${name}`;
function ContactForm({ locale }) {
	const { _: _t, i18n } = useLingui();
	const online = useOnline();
	const formRef = useRef(null);
	const [values, setValues] = useState(emptyContact);
	const [shown, setShown] = useState(false);
	const [attempt, setAttempt] = useState(0);
	const [sending, setSending] = useState(false);
	const [problem, setProblem] = useState(null);
	const [sent, setSent] = useState(false);
	useEffect(() => {
		if (attempt) focusFirstInvalid(formRef.current);
	}, [attempt]);
	const issues = v.safeParse(contactSchema, values).issues ?? [];
	const errors = shown ? fieldErrors(issues, i18n) : {};
	const set = (name) => (value) => setValues((old) => ({
		...old,
		[name]: value
	}));
	const onSubmit = async (event) => {
		event.preventDefault();
		setShown(true);
		if (issues.length) {
			setAttempt((a) => a + 1);
			return;
		}
		setSending(true);
		setProblem(null);
		try {
			await sendContactMessage(values, locale);
			setSent(true);
		} catch (error) {
			setProblem(error instanceof CommerceError ? error.joinedMessage : _t({ id: "lnol7q" }));
		} finally {
			setSending(false);
		}
	};
	if (sent) return /* @__PURE__ */ jsx("p", {
		className: "bulk-form__done",
		role: "status",
		tabIndex: -1,
		ref: (el) => el?.focus(),
		children: _t({ id: "ZLG43x" })
	});
	return /* @__PURE__ */ jsxs("form", {
		ref: formRef,
		className: "bulk-form",
		noValidate: true,
		onSubmit: (e) => void onSubmit(e),
		"aria-labelledby": "contact-heading",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					id: id$1("name"),
					label: _t({ id: "6YtxFj" }),
					required: true,
					autoComplete: "name",
					value: values.name,
					error: errors.name,
					onChange: set("name")
				}), /* @__PURE__ */ jsx(TextField, {
					id: id$1("telephone"),
					label: _t({ id: "zmwvG2" }),
					type: "tel",
					autoComplete: "tel",
					value: values.telephone,
					error: errors.telephone,
					onChange: set("telephone")
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id$1("email"),
				label: _t({ id: "5Sa1Ss" }),
				required: true,
				type: "email",
				autoComplete: "email",
				value: values.email,
				error: errors.email,
				onChange: set("email")
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				id: id$1("comment"),
				label: _t({ id: "/4aXfy" }),
				required: true,
				rows: 5,
				value: values.comment,
				error: errors.comment,
				onChange: set("comment")
			}),
			!online ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "bulk-form__note",
				children: _t({ id: "Gq/Q7G" })
			}) : null,
			problem ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "field__error",
				children: problem
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: !online || sending,
				children: sending ? _t({ id: "Sad2tK" }) : _t({ id: "pi1oME" })
			})
		]
	});
}
function Stores({ locale }) {
	const { _: _t2 } = useLingui();
	const online = useOnline();
	const query = useQuery(storesQueryOptions(locale));
	if (!query.data) return /* @__PURE__ */ jsx(LoadingNote, {
		online,
		failed: query.isError
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "stores",
		children: query.data.map((store) => /* @__PURE__ */ jsxs("li", {
			className: "store",
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "store__name",
					children: store.name
				}),
				/* @__PURE__ */ jsx("p", { children: store.address }),
				store.hours ? /* @__PURE__ */ jsxs("p", { children: [
					_t2({ id: "1ogG8C" }),
					": ",
					store.hours
				] }) : null,
				store.phone ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
					href: `tel:${store.phone.replace(/\s/g, "")}`,
					children: store.phone
				}) }) : null,
				store.email ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
					href: `mailto:${store.email}`,
					children: store.email
				}) }) : null
			]
		}, store.code))
	});
}
function CustomerServicePage({ locale }) {
	const { _: _t3 } = useLingui();
	const online = useOnline();
	const page = useQuery(cmsPageQueryOptions(locale, "klienditeenindus"));
	return /* @__PURE__ */ jsxs("div", {
		className: "page container customer-service",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: page.data?.heading || _t3({ id: "FfYIy2" })
			}),
			page.data ? /* @__PURE__ */ jsx(HtmlContent, {
				className: "prose",
				html: page.data.html
			}) : page.data === void 0 ? /* @__PURE__ */ jsx(LoadingNote, {
				online,
				failed: page.isError
			}) : null,
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "contact-heading",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "contact-heading",
					children: _t3({ id: "91rsi0" })
				}), /* @__PURE__ */ jsx(ContactForm, { locale })]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "stores-heading",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "stores-heading",
					children: _t3({ id: "X7hZbW" })
				}), /* @__PURE__ */ jsx(Stores, { locale })]
			})
		]
	});
}
// src/commerce/bulk-transport.ts
/** The server refused the application: what was wrong, field by field. */
var BulkTransportRefused = class extends Error {
	errors;
	constructor(errors) {
		super("Application refused");
		this.errors = errors;
		this.name = "BulkTransportRefused";
	}
};
/** Sends the application; resolves with its number. Network trouble rejects with the fetch error. */
async function submitBulkTransport(values, files, locale) {
	const body = [{
		...values,
		locale,
		deliveryDate: values.deliveryDate || null,
		comment: values.comment || null,
		files: await Promise.all(files.map(async (f) => ({
			file_name: f.name,
			mime_type: f.type,
			base64_file: await toBase64(f)
		})))
	}];
	const res = await fetch(`/api/koormavedu/application?locale=${locale}`, {
		method: "POST",
		headers: {
			"Content-Type": "application/json",
			Accept: "application/json",
			Store: locale
		},
		body: JSON.stringify(body)
	});
	const json = await res.json().catch(() => ({}));
	if (res.ok && typeof json.data?.number === "number") return json.data.number;
	if (res.status === 400 && Array.isArray(json.errors)) throw new BulkTransportRefused(json.errors);
	throw new Error(`Application failed (HTTP ${res.status})`);
}
// src/lib/bulk-transport-form.ts
var emptyBulkTransport = () => ({
	name: "",
	email: "",
	phone: "",
	address: "",
	city: "",
	material: "",
	quantity: "",
	deliveryDate: "",
	comment: ""
});
var bulkTransportSchema = v.object({
	name: requiredField(maxLength(255)),
	email: emailField(),
	phone: phoneField(),
	address: requiredField(addressLength(), maxLength(255)),
	city: requiredField(cityLength(), maxLength(100)),
	material: requiredField(maxLength(255)),
	quantity: requiredField(maxLength(100)),
	deliveryDate: optionalField(v.isoDate(messageId("dateInvalid"))),
	comment: optionalField(maxLength(2e3))
});
/** What a photo, a plan or a scanned document may be (the server decides by the file's bytes). */
var UPLOAD_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.heic,application/pdf,image/jpeg,image/png,image/webp,image/heic";
var UPLOAD_TYPES = /\.(pdf|jpe?g|png|webp|heic)$/i;
var looksLikeAllowedUpload = (name) => UPLOAD_TYPES.test(name);
/** The server's error codes (bulk-transport-routes.ts) as validation message keys. */
var SERVER_CODES = {
	required: "required",
	maxLength: "maxLength",
	email: "email",
	estonianPhone: "estonianPhone",
	phone: "phone",
	date: "dateInvalid",
	uploadTooMany: "uploadTooMany",
	uploadTooLarge: "uploadTooLarge",
	uploadType: "uploadType"
};
// src/features/content/bulk-transport-form.tsx
var FORM = "bulk-transport";
var id = (name) => `${FORM}-${name}`;
function readDraft() {
	try {
		const saved = JSON.parse(localStorage.getItem(storageKeys.bulkTransportDraft) ?? "{}");
		const values = emptyBulkTransport();
		for (const key of Object.keys(values)) if (typeof saved[key] === "string") values[key] = saved[key];
		return values;
	} catch {
		return emptyBulkTransport();
	}
}
var today = () => (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
function BulkTransportForm({ locale }) {
	const { _: _t, i18n } = useLingui();
	const online = useOnline();
	const formRef = useRef(null);
	const [values, setValues] = useState(readDraft);
	const [files, setFiles] = useState([]);
	const [shown, setShown] = useState(false);
	const [attempt, setAttempt] = useState(0);
	const [serverErrors, setServerErrors] = useState({});
	const [sending, setSending] = useState(false);
	const [failed, setFailed] = useState(false);
	const [number, setNumber] = useState(null);
	useEffect(() => {
		try {
			localStorage.setItem(storageKeys.bulkTransportDraft, JSON.stringify(values));
		} catch {}
	}, [values]);
	useEffect(() => {
		if (attempt) focusFirstInvalid(formRef.current);
	}, [attempt]);
	const issues = v.safeParse(bulkTransportSchema, values).issues ?? [];
	const fileMessage = (() => {
		const limit = uploadIssue(files);
		if (limit) return validationMessage({ message: limit }, i18n);
		if (files.some((f) => !looksLikeAllowedUpload(f.name))) return validationMessage({ message: messageId("uploadType") }, i18n);
	})();
	const errors = {
		...serverErrors,
		...shown ? fieldErrors(issues, i18n) : {},
		...fileMessage ? { files: fileMessage } : {}
	};
	const set = (name) => (value) => {
		setValues((old) => ({
			...old,
			[name]: value
		}));
		setServerErrors(({ [name]: _, ...rest }) => rest);
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		setShown(true);
		if (issues.length || fileMessage) {
			setAttempt((a) => a + 1);
			return;
		}
		setSending(true);
		setFailed(false);
		try {
			const sent = await submitBulkTransport(values, files, locale);
			localStorage.removeItem(storageKeys.bulkTransportDraft);
			setNumber(sent);
		} catch (error) {
			if (error instanceof BulkTransportRefused) {
				const byField = {};
				for (const e of error.errors) {
					const key = SERVER_CODES[e.code] ?? "required";
					const field = e.field.startsWith("files") ? "files" : e.field;
					byField[field] ??= validationMessage({
						message: messageId(key),
						requirement: e.requirement
					}, i18n);
				}
				setServerErrors(byField);
				setAttempt((a) => a + 1);
			} else setFailed(true);
		} finally {
			setSending(false);
		}
	};
	if (number !== null) return /* @__PURE__ */ jsxs("div", {
		className: "bulk-form__done",
		role: "status",
		tabIndex: -1,
		ref: (el) => el?.focus(),
		children: [/* @__PURE__ */ jsx("h2", { children: _t({
			id: "02z+9s",
			values: { number }
		}) }), /* @__PURE__ */ jsx("p", { children: _t({ id: "BB0jE5" }) })]
	});
	const field = (name, label, extra = {}) => /* @__PURE__ */ jsx(TextField, {
		id: id(name),
		label,
		value: values[name],
		error: errors[name],
		onChange: set(name),
		...extra
	});
	return /* @__PURE__ */ jsxs("form", {
		ref: formRef,
		className: "bulk-form",
		noValidate: true,
		onSubmit: (e) => void onSubmit(e),
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [field("name", _t({ id: "6YtxFj" }), {
					required: true,
					autoComplete: "name"
				}), field("phone", _t({ id: "zmwvG2" }), {
					required: true,
					type: "tel",
					autoComplete: "tel",
					placeholder: "+372 5…"
				})]
			}),
			field("email", _t({ id: "5Sa1Ss" }), {
				required: true,
				type: "email",
				autoComplete: "email"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [field("address", _t({ id: "+rZmr2" }), {
					required: true,
					autoComplete: "street-address"
				}), field("city", _t({ id: "3wV73y" }), {
					required: true,
					autoComplete: "address-level2"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [field("material", _t({ id: "bvS4iy" }), { required: true }), field("quantity", _t({ id: "cDx/ry" }), { required: true })]
			}),
			field("deliveryDate", _t({ id: "bf/Q5G" }), {
				type: "date",
				min: today()
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				id: id("comment"),
				label: _t({ id: "NBdIgR" }),
				value: values.comment,
				error: errors.comment,
				onChange: set("comment")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: id("files"),
						className: "field__label",
						children: _t({ id: "a0dmEG" })
					}),
					/* @__PURE__ */ jsx("p", {
						id: `${id("files")}-hint`,
						className: "field__hint",
						children: _t({ id: "6VYxVt" })
					}),
					/* @__PURE__ */ jsx("input", {
						id: id("files"),
						type: "file",
						multiple: true,
						accept: UPLOAD_ACCEPT,
						className: "field__input",
						"aria-invalid": errors.files ? true : void 0,
						"aria-describedby": [`${id("files")}-hint`, errors.files ? `${id("files")}-error` : ""].filter(Boolean).join(" "),
						onChange: (e) => {
							setFiles(Array.from(e.target.files ?? []));
							setServerErrors(({ files: _, ...rest }) => rest);
						}
					}),
					/* @__PURE__ */ jsx(FieldError, {
						id: id("files"),
						error: errors.files
					})
				]
			}),
			!online ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "bulk-form__note",
				children: _t({ id: "U/rVCg" })
			}) : null,
			failed ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "field__error",
				children: _t({ id: "UzKAum" })
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: !online || sending,
				children: sending ? _t({ id: "Sad2tK" }) : _t({ id: "0UAEqw" })
			})
		]
	});
}
// src/features/content/bulk-transport-pages.tsx
function BulkTransportPage({ locale }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(cmsPageQueryOptions(locale, "koormavedu"));
	return /* @__PURE__ */ jsxs("article", {
		className: "page container info-page",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: query.data?.heading || _t({ id: "hwxhRm" })
			}),
			query.data ? /* @__PURE__ */ jsx(HtmlContent, {
				className: "prose",
				html: query.data.html
			}) : query.data === null ? /* @__PURE__ */ jsx("p", { children: _t({ id: "0Puh0V" }) }) : /* @__PURE__ */ jsx(LoadingNote, {
				online,
				failed: query.isError
			}),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
				to: "/$locale/koormavedu/koormaparing",
				params: { locale },
				className: "button button--primary",
				children: /* @__PURE__ */ jsx(Trans, { id: "bR+IQI" })
			}) })
		]
	});
}
function BulkTransportFormPage({ locale }) {
	const { _: _t2 } = useLingui();
	return /* @__PURE__ */ jsxs("div", {
		className: "page container info-page",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t2({ id: "4aEH8N" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: _t2({ id: "NyZkJX" })
			}),
			/* @__PURE__ */ jsx(BulkTransportForm, { locale })
		]
	});
}
// src/features/content/blog-labels.ts
var blogTypeLabels = {
	tooriistad: { id: "xdA/+p" },
	valitood: { id: "4YcpvW" },
	sisetood: { id: "SpvOwQ" },
	"vannituba-ja-saun": { id: "H7i5Jf" },
	"kodu-ratastel": { id: "HxzroW" },
	"kodu-ja-sisustus": { id: "/O4irU" },
	"oma-katega": { id: "22cvRB" }
};
// src/features/content/content-status.tsx
/** A content page whose data has not arrived, under its generic title. */
function ContentStatus({ title, failed }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: title
		}), /* @__PURE__ */ jsx(LoadingNote, {
			online: useOnline(),
			failed
		})]
	});
}
// src/features/content/blog-pages.tsx
function TopicLabel({ type }) {
	const { i18n } = useLingui();
	return /* @__PURE__ */ jsx(Fragment$1, { children: isBlogType(type) ? i18n._(blogTypeLabels[type]) : type });
}
function PostMeta({ post, locale }) {
	const date = formatDate(new Date(post.publishedAt), locale);
	return /* @__PURE__ */ jsxs("p", {
		className: "blog-meta",
		children: [
			/* @__PURE__ */ jsx("time", {
				dateTime: post.publishedAt,
				children: date
			}),
			post.author ? /* @__PURE__ */ jsx("span", { children: post.author }) : null,
			/* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(TopicLabel, { type: post.type }) })
		]
	});
}
function TopicNav({ locale, type }) {
	const { _: _t, i18n } = useLingui();
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": _t({ id: "XLeuAa" }),
		children: /* @__PURE__ */ jsxs("ul", {
			className: "chip-list",
			children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: "/$locale/blogi",
				params: { locale },
				search: {},
				className: "chip",
				"aria-current": type ? void 0 : "page",
				children: /* @__PURE__ */ jsx(Trans, { id: "xYbZZH" })
			}) }), blogTypes.map((value) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: "/$locale/blogi",
				params: { locale },
				search: { type: value },
				className: "chip",
				"aria-current": type === value ? "page" : void 0,
				children: i18n._(blogTypeLabels[value])
			}) }, value))]
		})
	});
}
function BlogListPage({ locale, type, page, onPage }) {
	const { _: _t2, i18n } = useLingui();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const topic = type ? i18n._(blogTypeLabels[type]) : "";
	const title = type ? _t2({
		id: "2IFVun",
		values: { topic }
	}) : _t2({ id: "astDB+" });
	usePageTitle(title, pathname);
	const query = useQuery(blogPostsQueryOptions(locale, type, page));
	const online = useOnline();
	const base = `/${locale}/blogi`;
	const hrefFor = (target) => {
		const params = new URLSearchParams();
		if (type) params.set("type", type);
		if (target > 1) params.set("page", String(target));
		const search = params.toString();
		return search ? `${base}?${search}` : base;
	};
	const data = query.data;
	return /* @__PURE__ */ jsxs("div", {
		className: "page container blog",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: _t2({ id: "ggic6i" })
			}),
			/* @__PURE__ */ jsx(TopicNav, {
				locale,
				type
			}),
			!data ? /* @__PURE__ */ jsx(LoadingNote, {
				online,
				failed: query.isError
			}) : data.posts.length === 0 ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "blog__empty",
				children: page > 1 && data.total > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
					_t2({
						id: "p1bbv7",
						values: { page }
					}),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/$locale/blogi",
						params: { locale },
						search: type ? { type } : {},
						children: /* @__PURE__ */ jsx(Trans, { id: "eiPLYy" })
					})
				] }) : _t2({ id: "nWN0z4" })
			}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("ul", {
				className: "blog__list",
				children: data.posts.map((post, index) => /* @__PURE__ */ jsxs("li", {
					className: "blog-card",
					children: [
						/* @__PURE__ */ jsx(Image, {
							src: post.image,
							alt: "",
							width: 400,
							height: 210,
							className: "blog-card__image",
							priority: index === 0
						}),
						/* @__PURE__ */ jsx("h2", {
							className: "blog-card__title",
							children: /* @__PURE__ */ jsx(Link, {
								to: "/$locale/blogi/$slug",
								params: {
									locale,
									slug: post.slug
								},
								children: post.title
							})
						}),
						/* @__PURE__ */ jsx(PostMeta, {
							post,
							locale
						}),
						post.excerpt ? /* @__PURE__ */ jsx("p", {
							className: "blog-card__excerpt",
							children: post.excerpt
						}) : null
					]
				}, post.slug))
			}), /* @__PURE__ */ jsx(Pagination, {
				page,
				totalPages: data.totalPages,
				hrefFor,
				onNavigate: onPage
			})] })
		]
	});
}
function BlogArticlePage({ locale, slug, notFound }) {
	const { _: _t3 } = useLingui();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const query = useQuery(blogPostQueryOptions(locale, slug));
	usePageTitle(query.data?.title, pathname);
	if (query.data === null) return /* @__PURE__ */ jsx(Fragment$1, { children: notFound });
	if (!query.data) return /* @__PURE__ */ jsx(ContentStatus, {
		title: _t3({ id: "EiYKgg" }),
		failed: query.isError
	});
	const post = query.data;
	return /* @__PURE__ */ jsxs("article", {
		className: "page container blog-article",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "blog-article__back",
				children: /* @__PURE__ */ jsx(Link, {
					to: "/$locale/blogi",
					params: { locale },
					search: isBlogType(post.type) ? { type: post.type } : {},
					children: /* @__PURE__ */ jsx(TopicLabel, { type: post.type })
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: post.title
			}),
			/* @__PURE__ */ jsx(PostMeta, {
				post,
				locale
			}),
			/* @__PURE__ */ jsx(Image, {
				src: post.image,
				alt: "",
				width: 800,
				height: 420,
				className: "blog-article__image",
				priority: true
			}),
			/* @__PURE__ */ jsx(HtmlContent, {
				className: "prose",
				html: post.html
			}),
			post.products.length > 0 ? /* @__PURE__ */ jsxs("section", {
				className: "blog-article__products",
				"aria-labelledby": "blog-products",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "blog-products",
					children: _t3({ id: "d70ajg" })
				}), /* @__PURE__ */ jsx(ProductCardList, {
					products: post.products,
					locale,
					className: "blog-article__product-list"
				})]
			}) : null
		]
	});
}
// src/features/content/info-page.tsx
function InfoPage({ locale, slug, notFound }) {
	const { _: _t } = useLingui();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const query = useQuery(cmsPageQueryOptions(locale, slug));
	usePageTitle(query.data?.title, pathname);
	usePageHead(query.data?.description ?? null, query.data ? pathname : null);
	if (query.data === null) return /* @__PURE__ */ jsx(Fragment$1, { children: notFound });
	if (!query.data) return /* @__PURE__ */ jsx(ContentStatus, {
		title: _t({ id: "nSkB8g" }),
		failed: query.isError
	});
	const page = query.data;
	return /* @__PURE__ */ jsxs("article", {
		className: "page container info-page",
		"data-cms-page": page.identifier,
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: page.heading
			}),
			/* @__PURE__ */ jsx(HtmlContent, {
				className: "prose",
				html: page.html
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--secondary info-page__more",
				"aria-haspopup": "dialog",
				onClick: () => overlays.open("infoCategoriesSidebar"),
				children: /* @__PURE__ */ jsx(Trans, { id: "TEY8+1" })
			})
		]
	});
}
// src/features/catalog/campaign-page.tsx
function Title({ name, pathname }) {
	usePageTitle(name, pathname);
	return /* @__PURE__ */ jsx("h1", {
		className: "page__title",
		children: name
	});
}
function CampaignListingPage({ slug, locale, kind, notFound }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const campaign = useQuery(campaignQueryOptions(slug));
	const fallbackTitle = kind === "offers" ? _t({ id: "gvLzF2" }) : _t({ id: "D02dD9" });
	if (campaign.data === null) return /* @__PURE__ */ jsx(Fragment$1, { children: notFound });
	if (!campaign.data) return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: fallbackTitle
		}), /* @__PURE__ */ jsx("p", {
			role: "status",
			children: online ? _t({ id: "Pwqkdw" }) : _t({ id: "uE+xZu" })
		})]
	});
	const { id, name } = campaign.data;
	return /* @__PURE__ */ jsx("div", {
		className: "page container",
		"data-campaign": slug,
		children: /* @__PURE__ */ jsx(ProductListing, {
			scope: {
				kind: "campaign",
				slug
			},
			locale,
			children: (listing) => {
				const label = listing?.facets.find((f) => f.code === "campaign")?.options.find((o) => o.value === id)?.label;
				return /* @__PURE__ */ jsx(Title, {
					name: label ?? name,
					pathname
				});
			}
		})
	});
}
// src/routes/screens/content-screens.tsx
function useSlug() {
	return useParams({ strict: false }).slug ?? "";
}
var BulkTransportScreen = () => /* @__PURE__ */ jsx(BulkTransportPage, { locale: useLocale() });
var BulkTransportFormScreen = () => /* @__PURE__ */ jsx(BulkTransportFormPage, { locale: useLocale() });
var CataloguesScreen = () => /* @__PURE__ */ jsx(CataloguesPage, { locale: useLocale() });
var CustomerServiceScreen = () => /* @__PURE__ */ jsx(CustomerServicePage, { locale: useLocale() });
function CampaignScreen() {
	const locale = useLocale();
	const slug = useSlug();
	return /* @__PURE__ */ jsx(CampaignListingPage, {
		slug,
		locale,
		kind: "campaign",
		notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
	}, slug);
}
function OffersScreen() {
	const locale = useLocale();
	const slug = useSlug();
	return /* @__PURE__ */ jsx(CampaignListingPage, {
		slug,
		locale,
		kind: "offers",
		notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
	}, slug);
}
function InfoScreen() {
	const locale = useLocale();
	const slug = useSlug();
	return /* @__PURE__ */ jsx(InfoPage, {
		locale,
		slug,
		notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
	}, slug);
}
function BlogArticleScreen() {
	const locale = useLocale();
	const slug = useSlug();
	return /* @__PURE__ */ jsx(BlogArticlePage, {
		locale,
		slug,
		notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
	}, slug);
}
function BlogListScreen() {
	const search = useSearch({ strict: false });
	const navigate = useNavigate();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const type = isBlogType(search.type) ? search.type : void 0;
	const page = typeof search.page === "number" && search.page > 1 ? search.page : 1;
	return /* @__PURE__ */ jsx(BlogListPage, {
		locale: useLocale(),
		type,
		page,
		onPage: (target) => void navigate({
			to: pathname,
			search: {
				...type ? { type } : {},
				...target > 1 ? { page: target } : {}
			}
		})
	});
}
export { BlogArticleScreen, BlogListScreen, BulkTransportFormScreen, BulkTransportScreen, CampaignScreen, CataloguesScreen, CustomerServiceScreen, InfoScreen, OffersScreen };
