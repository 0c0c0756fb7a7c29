import type { Translation } from 'vanilla-cookieconsent';
import type { Locale } from '../../lib/contract/common.ts';
import { getT } from '../../lib/i18n/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';
import type { ConsentCategory } from '../../stores/consent.ts';

const escapeHtml = (text: string): string =>
	text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const link = (href: string, label: string): string =>
	`<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** The legal pages of `locale`, where the banner is not offered by itself (SPEC §9). */
export function legalPaths(locale: Locale): string[] {
	return [
		localePath(locale, 'legals-agb'),
		localePath(locale, 'legals-privacy'),
		localePath(locale, 'legals-imprint'),
	];
}

/**
 * The texts of the consent banner and the settings in `locale`, built on the server so the island
 * ships no translations. Descriptions are HTML (the library renders them as such), so every
 * translated text is escaped.
 */
export function consentTranslation(locale: Locale): Translation {
	const t = getT(locale);
	const privacy = link(localePath(locale, 'legals-privacy'), t('footer.privacy'));
	const imprint = link(localePath(locale, 'legals-imprint'), t('footer.imprint'));
	const category = (
		name: ConsentCategory,
		key: 'required' | 'tracking' | 'marketing' | 'media',
	) => ({
		title: escapeHtml(t(`consent.category.${key}.title`)),
		description: escapeHtml(t(`consent.category.${key}.text`)),
		linkedCategory: name,
	});
	return {
		consentModal: {
			label: t('consent.label'),
			title: escapeHtml(t('consent.title')),
			description: escapeHtml(t('consent.description')),
			acceptAllBtn: escapeHtml(t('consent.acceptAll')),
			acceptNecessaryBtn: escapeHtml(t('consent.acceptNecessary')),
			showPreferencesBtn: escapeHtml(t('consent.showPreferences')),
			footer: `${privacy}\n${imprint}`,
		},
		preferencesModal: {
			title: escapeHtml(t('consent.preferences.title')),
			acceptAllBtn: escapeHtml(t('consent.acceptAll')),
			acceptNecessaryBtn: escapeHtml(t('consent.acceptNecessary')),
			savePreferencesBtn: escapeHtml(t('consent.savePreferences')),
			closeIconLabel: t('consent.close'),
			sections: [
				{ description: escapeHtml(t('consent.preferences.intro')) },
				category('required', 'required'),
				category('tracking', 'tracking'),
				category('marketing', 'marketing'),
				category('external-media', 'media'),
				{
					title: escapeHtml(t('consent.moreInfo.title')),
					// Our own sentence around the two links, so it is not escaped.
					description: t('consent.moreInfo.text', {
						privacy: link(localePath(locale, 'legals-privacy'), t('consent.moreInfo.privacy')),
						imprint: link(localePath(locale, 'legals-imprint'), t('consent.moreInfo.imprint')),
					}),
				},
			],
		},
	};
}

/** What the cookie manager's mount point carries for its island (CookieManager.astro). */
export interface ConsentTexts {
	translation: Translation;
	/** legalPaths of the page's language. */
	legal: string[];
}

/** The cookie manager's texts and legal pages in `locale`. */
export function consentTexts(locale: Locale): ConsentTexts {
	return { translation: consentTranslation(locale), legal: legalPaths(locale) };
}
