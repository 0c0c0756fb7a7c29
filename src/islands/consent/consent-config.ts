import type { CookieConsentConfig, CookieValue, Translation } from 'vanilla-cookieconsent';

/** What the cookie manager knows about the page when it starts the library. */
export type ConsentPage = {
	root: HTMLElement;
	locale: string;
	translation: Translation;
	/** Only over HTTPS may the consent cookie be marked Secure. */
	secure: boolean;
	/** Called with the accepted categories on page load (when decided) and on every change. */
	onDecision: (accepted: readonly string[]) => void;
};

/**
 * The library's configuration: the four categories of SPEC §9 (required cannot be declined),
 * opt-in, the banner shown only when the cookie manager asks (autoShow off), our texts, and the
 * decision cookie for half a year on the whole site.
 */
export function consentConfig(page: ConsentPage): CookieConsentConfig {
	const report = ({ cookie }: { cookie: CookieValue }): void => page.onDecision(cookie.categories);
	return {
		root: page.root,
		mode: 'opt-in',
		autoShow: false,
		// Crawlers are recognised by the cookie manager; automated browsers (our tests, audits) see
		// the banner like visitors.
		hideFromBots: false,
		manageScriptTags: false,
		disablePageInteraction: false,
		cookie: {
			name: 'cc_cookie',
			path: '/',
			sameSite: 'Lax',
			secure: page.secure,
			expiresAfterDays: 182,
		},
		guiOptions: {
			consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true },
			preferencesModal: { layout: 'box', equalWeightButtons: true },
		},
		categories: {
			required: { enabled: true, readOnly: true },
			tracking: {
				autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] },
			},
			marketing: {},
			'external-media': {},
		},
		language: {
			default: page.locale,
			translations: { [page.locale]: page.translation },
		},
		onConsent: report,
		onChange: report,
	};
}

/** Crawlers get no banner (they cannot answer it and should not index it). */
export function isCrawler(userAgent: string): boolean {
	return /bot|crawl|spider|slurp|teoma/i.test(userAgent);
}
