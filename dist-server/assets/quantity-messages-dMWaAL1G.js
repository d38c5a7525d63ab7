// src/lib/quantity.ts
var EPS = 1e-9;
var tidy = (n) => Math.round(n * 1e6) / 1e6;
var isMultiple = (q, step) => Math.abs(q / step - Math.round(q / step)) < EPS;
var up = (q, step) => tidy(Math.ceil(q / step - EPS) * step);
var down = (q, step) => tidy(Math.floor(q / step + EPS) * step);
var positive = (n) => typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
var quantityRules = (inv) => {
	const decimal = inv?.is_qty_decimal === true;
	let step = positive(inv?.qty_incrments) ?? 1;
	if (!decimal) step = Math.max(1, Math.round(step));
	const rawMin = positive(inv?.min_sale_qty) ?? 0;
	const min = up(Math.max(rawMin, step), step);
	let max = positive(inv?.max_sale_qty);
	if (max !== null && rawMin > 0) max = down(max, rawMin);
	if (max !== null) max = down(max, step);
	if (max !== null && max < min) max = min;
	return {
		step,
		min,
		max,
		decimal
	};
};
/** Null when the quantity can be bought as it is, else why not. */
var quantityProblem = (qty, rules) => {
	if (!Number.isFinite(qty)) return { reason: "not-a-number" };
	if (!rules.decimal && !Number.isInteger(qty)) return { reason: "not-whole" };
	if (qty < rules.min - EPS) return {
		reason: "below-min",
		min: rules.min
	};
	if (rules.max !== null && qty > rules.max + EPS) return {
		reason: "above-max",
		max: rules.max
	};
	if (!isMultiple(qty, rules.step)) return {
		reason: "not-step",
		step: rules.step
	};
	return null;
};
/** The nearest quantity that can be bought (a typed 7 with step 5 becomes 5, 8 becomes 10). */
var clampQuantity = (qty, rules) => {
	if (!Number.isFinite(qty)) return rules.min;
	let q = tidy(Math.round(qty / rules.step) * rules.step);
	if (q < rules.min) q = rules.min;
	if (rules.max !== null && q > rules.max) q = rules.max;
	return q;
};
/** The quantity after pressing + (direction 1) or − (direction -1). */
var nextQuantity = (qty, rules, direction) => {
	if (!Number.isFinite(qty)) return rules.min;
	return clampQuantity(tidy((direction > 0 ? down(qty, rules.step) : up(qty, rules.step)) + direction * rules.step), rules);
};
/** Parse what was typed ("2,5" as 2.5 in Estonian and Russian). */
var parseQuantity = (input) => {
	const s = input.trim().replace(",", ".");
	return /^\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
};
// src/lib/quantity-messages.ts
/** Translated text for a quantity problem, to show beside the quantity input. */
var quantityProblemMessage = (problem, i18n) => {
	switch (problem.reason) {
		case "not-a-number": return i18n._({ id: "T4bv8l" });
		case "not-whole": return i18n._({ id: "wdpIHN" });
		case "below-min": {
			const min = problem.min;
			return i18n._({
				id: "pEWzZ4",
				values: { min }
			});
		}
		case "above-max": {
			const max = problem.max;
			return i18n._({
				id: "fI2iM3",
				values: { max }
			});
		}
		case "not-step": {
			const step = problem.step;
			return i18n._({
				id: "UI+/Fk",
				values: { step }
			});
		}
	}
};
/**
* What the shopper should know before typing (issue 17 item 8): a pack size or a minimum above one is said up
* front, not only after a smaller quantity was refused. Null for plain products.
*/
var quantityRulesHint = (rules, i18n) => {
	const { step, min } = rules;
	if (!rules.decimal && step > 1) return i18n._({
		id: "21JvUP",
		values: { step }
	});
	if (min > 1 && min !== step) return i18n._({
		id: "pEWzZ4",
		values: { min }
	});
	return null;
};
export { quantityProblem as a, parseQuantity as i, quantityRulesHint as n, quantityRules as o, nextQuantity as r, quantityProblemMessage as t };
