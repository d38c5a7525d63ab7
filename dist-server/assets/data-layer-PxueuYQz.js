// src/lib/data-layer.ts
var dataLayerEvents = [
	"view_item",
	"add_to_cart",
	"begin_checkout",
	"purchase",
	"page_view",
	"search"
];
var gate = "pending";
/** what was pushed while undecided, written in order once the gate opens */
var waiting = [];
var MAX_WAITING = 100;
var listeners = /* @__PURE__ */ new Set();
var ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** spec §9: random id length 10 */
function newEventId(length = 10) {
	const bytes = new Uint8Array(length);
	crypto.getRandomValues(bytes);
	return Array.from(bytes, (b) => ID_CHARS[b % 62]).join("");
}
var hostOf = (target) => target ?? (typeof window === "undefined" ? void 0 : window);
function write(event, target) {
	const host = hostOf(target);
	if (host) {
		host.dataLayer ??= [];
		if (event.ecommerce) host.dataLayer.push({ ecommerce: null });
		host.dataLayer.push(event);
	}
	for (const listener of listeners) listener(event);
}
/** Opens (events flow, those waiting first) or closes (waiting ones dropped) the data layer. */
function setDataLayerGate(open) {
	gate = open ? "open" : "closed";
	const queued = waiting.splice(0);
	if (open) for (const flush of queued) flush();
}
/** Called with every event that reaches the data layer (the conversions forwarder). */
function onDataLayerEvent(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
/**
* Pushes an event to `window.dataLayer` (created when missing). An ecommerce event is preceded by
* `{ ecommerce: null }` as Google recommends, so fields of an earlier event never leak into this one.
* spec §8: an unknown event type is refused with the spec's message. Waits or is dropped per the gate (above).
*/
function pushDataLayer(event, target) {
	if (!dataLayerEvents.includes(event.event)) throw new Error(`Type of event "${event.event}" does not exist in Google Tag Manager`);
	const withId = event.event_id ? event : {
		...event,
		event_id: newEventId()
	};
	if (gate === "open") write(withId, target);
	else if (gate === "pending" && waiting.length < MAX_WAITING) waiting.push(() => write(withId, target));
}
/**
* spec §7 "a consent/ads event at checkout start": Google consent mode's update with the person's current
* choice (gtag's arguments shape, which the tag manager reads); waits or is dropped per the gate like events.
*/
function pushConsentUpdate(choice) {
	const state = (on) => on ? "granted" : "denied";
	const push = () => {
		const host = hostOf();
		if (!host) return;
		host.dataLayer ??= [];
		host.dataLayer.push(gtagArguments("consent", "update", {
			analytics_storage: state(choice.analytics),
			ad_storage: state(choice.marketing),
			ad_user_data: state(choice.marketing),
			ad_personalization: state(choice.marketing)
		}));
	};
	if (gate === "open") push();
	else if (gate === "pending" && waiting.length < MAX_WAITING) waiting.push(push);
}
/** gtag() pushes its `arguments` object, not an array; the tag manager tells them apart. */
function gtagArguments(...args) {
	const collect = function(..._) {
		return arguments;
	};
	return collect(...args);
}
/** Cents → the decimal value GA4 expects (2 decimals, no float noise). */
var centsToValue = (cents) => Math.round(cents) / 100;
export { pushDataLayer as a, pushConsentUpdate as i, gtagArguments as n, setDataLayerGate as o, onDataLayerEvent as r, centsToValue as t };
