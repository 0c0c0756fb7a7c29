import * as CookieConsent from 'vanilla-cookieconsent';
import type { Translation } from 'vanilla-cookieconsent';
import { islandProps } from '../island-props.ts';
import type { ConsentTexts } from './consent-translation.ts';
import { withEmbeds } from './embed-loader.ts';
import {
	$consent,
	$consentSettingsRequested,
	consentBannerMode,
	consentSettingsOpened,
	isLegalPath,
	requestConsentSettings,
	setConsent,
} from '../../stores/consent.ts';
import { $user } from '../../stores/user.ts';
import { loadStylesheets } from '../lazy-stylesheets.ts';
import { consentConfig, isCrawler } from './consent-config.ts';
import themeCss from './cookie-consent-theme.css?url';
import { loadTagManagerWithConsent } from './tag-manager.ts';

/** Remembers for the tab that the last page was a legal page (SPEC §4 'Cookie banner'). */
const LEGAL_VISIT_KEY = 'consent-legal-page';

function swapLegalVisit(onLegalPage: boolean): boolean {
	try {
		const cameFromLegalPage = sessionStorage.getItem(LEGAL_VISIT_KEY) === '1';
		if (onLegalPage) sessionStorage.setItem(LEGAL_VISIT_KEY, '1');
		else sessionStorage.removeItem(LEGAL_VISIT_KEY);
		return cameFromLegalPage;
	} catch {
		// Storage blocked: the banner then follows the plain rules.
		return false;
	}
}

const BANNER_FOCUS_TARGETS = '#cc-main .cm, #cc-main .cm > [tabindex="-1"]';

/**
 * How long after the banner appears the library may still move focus to it: it does so when its
 * fade-in ends, which a busy phone may reach late.
 */
const BANNER_FOCUS_WINDOW = 10_000;

/**
 * The library moves focus to its banner when it has faded in, which helps a visitor who has just
 * arrived; one who is working on the page by then (focus on an element: a form's error summary,
 * the field they went to from there) keeps their place.
 */
function keepVisitorFocus(): void {
	const stop = (): void => document.removeEventListener('focusin', restore);
	function restore(event: FocusEvent): void {
		// The library focuses the banner itself or its focus sentinel, never a control.
		if (!(event.target instanceof Element && event.target.matches(BANNER_FOCUS_TARGETS))) return;
		stop();
		const place = event.relatedTarget;
		if (place instanceof HTMLElement && place.isConnected && !place.closest('#cc-main')) {
			place.focus({ preventScroll: true });
		}
	}
	document.addEventListener('focusin', restore);
	window.setTimeout(stop, BANNER_FOCUS_WINDOW);
}

/**
 * The banner's styles: loaded with the library, not render-blocking on every page (the <head>
 * preloads them, CookieManager.astro).
 */
const loadBannerStyles = (): Promise<void> => loadStylesheets([themeCss]);

/** Resolves once the user details have answered or failed (SPEC §4 'Login'). */
function userDetailsLoaded(): Promise<void> {
	return new Promise((resolve) => {
		const stop = $user.subscribe(({ loaded }) => {
			if (!loaded) return;
			queueMicrotask(() => stop());
			resolve();
		});
	});
}

/**
 * The cookie manager (SPEC §4, §9) in `#cookie-manager`: starts once the user details have loaded
 * (its library downloading meanwhile), offers the banner while the visitor has not decided — never
 * by itself on a legal page, and again after leaving one when they had declined —, opens the
 * settings for [data-cookie-settings] buttons, keeps `$consent` current and loads external media
 * and the tag manager only once their categories are accepted.
 */
export function startCookieManager(root: HTMLElement): void {
	const locale = root.dataset['locale'] ?? 'de';
	// CookieManager.astro writes the block with the root: both are always there.
	const { translation, legal } = islandProps<ConsentTexts>(root);
	const onLegalPage = isLegalPath(window.location.pathname, legal);
	const cameFromLegalPage = swapLegalVisit(onLegalPage);

	document.addEventListener('click', (event) => {
		if (event.target instanceof Element && event.target.closest('[data-cookie-settings]')) {
			requestConsentSettings();
		}
	});
	$consent.subscribe((state) => {
		if (!state.accepted.includes('external-media')) return;
		withEmbeds(({ activateEmbeds }) => activateEmbeds('external-media'));
	});
	loadTagManagerWithConsent(root.dataset['tagManagerId']);
	if (isCrawler(navigator.userAgent)) return;

	// Nothing the user details say decides the banner, only when it may show (SPEC §4 'Login':
	// after they have loaded; a visitor's at once, a logged-in one's after the call). So its styles
	// load alongside, not after: the banner — the largest paint of text pages on a first visit —
	// then waits for whichever arrives last.
	const styles = loadBannerStyles();
	void userDetailsLoaded().then(() =>
		run({ root, locale, translation, onLegalPage, cameFromLegalPage }, styles),
	);
}

async function run(
	page: {
		root: HTMLElement;
		locale: string;
		translation: Translation;
		onLegalPage: boolean;
		cameFromLegalPage: boolean;
	},
	styles: Promise<void>,
): Promise<void> {
	await styles;
	await CookieConsent.run(
		consentConfig({
			root: page.root,
			locale: page.locale,
			translation: page.translation,
			secure: window.location.protocol === 'https:',
			onDecision: (accepted) => setConsent(accepted, true),
		}),
	);
	const decided = CookieConsent.validConsent();
	setConsent(decided ? CookieConsent.getUserPreferences().acceptedCategories : [], decided);

	const mode = consentBannerMode({ ...page, state: $consent.get() });
	if (mode === 'again' || (mode === 'when-undecided' && !decided)) {
		keepVisitorFocus();
		CookieConsent.show(true);
	}

	$consentSettingsRequested.subscribe((requested) => {
		if (!requested) return;
		consentSettingsOpened();
		CookieConsent.showPreferences();
	});
}
