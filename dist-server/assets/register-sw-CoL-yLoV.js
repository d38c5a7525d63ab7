import { nt as getUpdateState } from "../render.js";
// src/features/offline/register-sw.ts
var registration;
var reloadRequested = false;
/** The user chose "Update": activate the waiting worker, then reload once it controls the page. */
function acceptUpdate() {
	if (getUpdateState().activated || true) {
		window.location.reload();
		return;
	}
	reloadRequested = true;
	registration.waiting.postMessage({ type: "SKIP_WAITING" });
	setTimeout(() => {
		if (reloadRequested) window.location.reload();
	}, 4e3);
}
export { acceptUpdate };
