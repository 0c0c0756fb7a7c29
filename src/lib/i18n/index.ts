import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../contract/common.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** Every UI string key; de.json is the reference, en.json must have the same keys (unit-tested). */
export type TranslationKey = keyof typeof de;

const instance = i18next.createInstance();
void instance.init({
	resources: { de: { translation: de }, en: { translation: en } },
	lng: 'de',
	fallbackLng: 'de',
	supportedLngs: ['de', 'en'],
	// Keys are flat and dotted ("footer.imprint"), not nested objects.
	keySeparator: false,
	nsSeparator: false,
	interpolation: { escapeValue: false },
	initAsync: false,
	returnNull: false,
});

/** A translation function bound to one locale: `t('footer.imprint')`, `t('x', { count })`. */
export type Translate = (key: TranslationKey, options?: Record<string, unknown>) => string;

/**
 * Strings of keys asked without options, per locale: the same every time, and asked hundreds of
 * times a page (labels, navigation), where i18next's lookup costs ~2 ms of a page's render. Only
 * keys of the resources are kept, so the cache is bounded whatever key a page asks for.
 */
const plain = new Map<Locale, Map<string, string>>();

/** Returns the translation function for `locale` (one shared i18next instance). */
export function getT(locale: Locale): Translate {
	const fixed: TFunction = instance.getFixedT(locale);
	let cache = plain.get(locale);
	if (!cache) plain.set(locale, (cache = new Map<string, string>()));
	const known = cache;
	return (key, options) => {
		if (options !== undefined) return String(fixed(key, options));
		let text = known.get(key);
		if (text === undefined) {
			text = String(fixed(key, {}));
			if (Object.hasOwn(de, key)) known.set(key, text);
		}
		return text;
	};
}
