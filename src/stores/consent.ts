import { atom, map } from 'nanostores';

/** The cookie categories of SPEC §9; `required` cannot be declined. */
export const CONSENT_CATEGORIES = ['required', 'tracking', 'marketing', 'external-media'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * The visitor's cookie consent: `ready` once the cookie manager runs, `decided` once the visitor has
 * chosen (now or on an earlier visit), `accepted` the categories they agreed to.
 */
export type ConsentState = {
	ready: boolean;
	decided: boolean;
	accepted: readonly ConsentCategory[];
};

const REQUIRED_ONLY: readonly ConsentCategory[] = ['required'];

export const $consent = map<ConsentState>({
	ready: false,
	decided: false,
	accepted: REQUIRED_ONLY,
});

/** Set when something asked for the cookie settings; the cookie manager opens them and clears it. */
export const $consentSettingsRequested = atom(false);

const isCategory = (name: string): name is ConsentCategory =>
	(CONSENT_CATEGORIES as readonly string[]).includes(name);

/** Records what the cookie manager knows: the accepted categories and whether the visitor chose. */
export function setConsent(accepted: readonly string[], decided: boolean): void {
	const known = CONSENT_CATEGORIES.filter(
		(category) =>
			category === 'required' || (accepted.filter(isCategory) as string[]).includes(category),
	);
	const state = $consent.get();
	if (
		state.ready &&
		state.decided === decided &&
		state.accepted.length === known.length &&
		state.accepted.every((category, index) => known[index] === category)
	) {
		return;
	}
	$consent.set({ ready: true, decided, accepted: known });
}

/** Whether the visitor agreed to `category` (required always is). */
export function hasConsent(category: ConsentCategory): boolean {
	return $consent.get().accepted.includes(category);
}

/** Whether the visitor chose and declined every optional category. */
export function consentDeclined(state: ConsentState): boolean {
	return state.decided && state.accepted.every((category) => category === 'required');
}

/** Asks the cookie manager to open its settings (the [data-cookie-settings] buttons). */
export function requestConsentSettings(): void {
	$consentSettingsRequested.set(true);
}

/** The cookie manager took the request. */
export function consentSettingsOpened(): void {
	$consentSettingsRequested.set(false);
}

/**
 * The hook for what may only run with consent (the tag manager): calls `listener` with the
 * accepted categories as soon as the visitor's decision is known and again whenever it changes.
 * Returns the unsubscribe function.
 */
export function onConsentChange(
	listener: (accepted: readonly ConsentCategory[]) => void,
): () => void {
	let last: string | null = null;
	return $consent.subscribe((state) => {
		if (!state.decided) return;
		const key = state.accepted.join();
		if (key === last) return;
		last = key;
		listener(state.accepted);
	});
}

/**
 * How the consent banner behaves on a page (SPEC §4, §9): never offered by itself on a legal page;
 * shown again after leaving one when the visitor had declined; otherwise shown while undecided.
 */
export function consentBannerMode(page: {
	onLegalPage: boolean;
	cameFromLegalPage: boolean;
	state: ConsentState;
}): 'hidden' | 'when-undecided' | 'again' {
	if (page.onLegalPage) return 'hidden';
	if (page.cameFromLegalPage && consentDeclined(page.state)) return 'again';
	return 'when-undecided';
}

/** Whether `path` is one of the legal pages (/{locale}/agb, /datenschutz, /impressum). */
export function isLegalPath(path: string, legalPaths: readonly string[]): boolean {
	const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
	return legalPaths.includes(normalized);
}
