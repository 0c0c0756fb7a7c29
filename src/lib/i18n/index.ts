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

/**
 * Strings of keys asked with options whose values are all strings, numbers or booleans, per
 * locale, by key and options: pages ask the same few again and again (a 5,668-page build asked
 * 35,902 times for 126 different ones: the copyright line, the cart count, the language toggle …),
 * and i18next's interpolation cost ~1.5 s of it. The oldest entry leaves past WITH_OPTIONS_MAX.
 */
const withOptions = new Map<Locale, Map<string, string>>();
const WITH_OPTIONS_MAX = 1000;

const primitive = (value: unknown) =>
	typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function cacheFor(caches: Map<Locale, Map<string, string>>, locale: Locale): Map<string, string> {
	let cache = caches.get(locale);
	if (!cache) caches.set(locale, (cache = new Map<string, string>()));
	return cache;
}

/** Returns the translation function for `locale` (one shared i18next instance). */
export function getT(locale: Locale): Translate {
	const fixed: TFunction = instance.getFixedT(locale);
	const known = cacheFor(plain, locale);
	const interpolated = cacheFor(withOptions, locale);
	return (key, options) => {
		if (options !== undefined) {
			if (!Object.values(options).every(primitive)) return String(fixed(key, options));
			const id = `${key}\u0000${JSON.stringify(options)}`;
			let text = interpolated.get(id);
			if (text === undefined) {
				text = String(fixed(key, options));
				if (interpolated.size >= WITH_OPTIONS_MAX) {
					interpolated.delete(interpolated.keys().next().value as string);
				}
				interpolated.set(id, text);
			}
			return text;
		}
		let text = known.get(key);
		if (text === undefined) {
			text = String(fixed(key, {}));
			if (Object.hasOwn(de, key)) known.set(key, text);
		}
		return text;
	};
}
