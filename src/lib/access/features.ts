/*
 * The access features and how their levels stack, without zod: the event-list island reads its
 * URL with these too, and must not bring zod into the page's first download.
 */

/**
 * The access features a venue, an event or one date of it can offer, in the order they are shown
 * (getting in and around, hearing, then what a performance offers, then tickets).
 */
export const ACCESS_FEATURES = [
	'step_free',
	'wheelchair_spaces',
	'accessible_toilet',
	'induction_loop',
	'assistance_dogs',
	'audio_description',
	'sign_language',
	'easy_language',
	'touch_tour',
	'relaxed_performance',
	'companion_ticket',
] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

/** What one level says per feature: true offered, false not, absent as the level below says. */
export type AccessLevel = { readonly [F in AccessFeature]?: boolean | undefined };

/**
 * The features offered when `levels` are stacked from the most general (venue) to the most
 * specific (date): the most specific level that says anything about a feature decides it.
 * Always in ACCESS_FEATURES order.
 */
export function resolveAccess(
	...levels: ReadonlyArray<AccessLevel | null | undefined>
): AccessFeature[] {
	return ACCESS_FEATURES.filter((feature) => {
		let offered = false;
		for (const level of levels) {
			const value = level?.[feature];
			if (value !== undefined) offered = value;
		}
		return offered;
	});
}

/** Whether `name` is an access feature. */
export function isAccessFeature(name: string): name is AccessFeature {
	return (ACCESS_FEATURES as readonly string[]).includes(name);
}

/**
 * A comma-separated list of features in ACCESS_FEATURES order, each once ('' for none), or null
 * when it names anything else. The event list's `access` query is written this way.
 */
export function canonicalAccess(csv: string): string | null {
	if (csv.length > 400) return null;
	const parts = csv.split(',').filter((part) => part !== '');
	if (!parts.every(isAccessFeature)) return null;
	return ACCESS_FEATURES.filter((feature) => parts.includes(feature)).join(',');
}

/** The features of a canonical list ('' → none). */
export function accessList(csv: string | undefined): AccessFeature[] {
	return csv ? csv.split(',').filter(isAccessFeature) : [];
}

/** The list with `feature` added, or removed when it is there; null for an empty list. */
export function toggleAccess(csv: string | undefined, feature: AccessFeature): string | null {
	const chosen = accessList(csv);
	const next = chosen.includes(feature)
		? chosen.filter((other) => other !== feature)
		: [...chosen, feature];
	return canonicalAccess(next.join(',')) || null;
}
