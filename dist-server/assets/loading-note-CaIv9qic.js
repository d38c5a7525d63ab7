import { useLingui } from "@lingui/react";
import { jsx } from "react/jsx-runtime";
// src/ui/loading-note.tsx
/** Data that has not arrived: loading, not saved for offline use, or failed to load. */ function LoadingNote({ online, failed }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsx("p", {
		role: "status",
		children: !online ? _t({ id: "uE+xZu" }) : failed ? _t({ id: "Q/jS9d" }) : _t({ id: "Pwqkdw" })
	});
}
export { LoadingNote as t };
