import { m as useNoindex, xt as useServerStatus } from "../render.js";
import { Trans } from "@lingui/react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/errors/maintenance-page.tsx
/** spec §2: shown while the shop is being updated. */
function MaintenancePage() {
	useNoindex();
	useServerStatus(503);
	return /* @__PURE__ */ jsxs("div", {
		className: "page container error-page",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: /* @__PURE__ */ jsx(Trans, { id: "q/M8tE" })
		}), /* @__PURE__ */ jsx("p", {
			className: "page__lead",
			children: /* @__PURE__ */ jsx(Trans, { id: "3Nz/gB" })
		})]
	});
}
// src/routes/screens/maintenance-screen.tsx
function MaintenanceScreen() {
	return /* @__PURE__ */ jsx(MaintenancePage, {});
}
export { MaintenanceScreen };
