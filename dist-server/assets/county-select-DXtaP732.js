import { t as EE_COUNTIES } from "./address-XNUQsZW-.js";
import { useLingui } from "@lingui/react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/county-select.tsx
/** Estonia's counties (ESTONIA.md ids 340–354) as a labelled select; empty = not chosen. */
function CountySelect({ id, value, onChange }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: "field__label",
			children: _t({ id: "ebEXmJ" })
		}), /* @__PURE__ */ jsxs("select", {
			id,
			className: "field__input",
			value: value ?? "",
			onChange: (e) => onChange(EE_COUNTIES.find((c) => c.id === Number(e.target.value))),
			children: [/* @__PURE__ */ jsx("option", {
				value: "",
				children: _t({ id: "qf29t3" })
			}), EE_COUNTIES.map((c) => /* @__PURE__ */ jsx("option", {
				value: c.id,
				children: c.name
			}, c.id))]
		})]
	});
}
export { CountySelect as t };
