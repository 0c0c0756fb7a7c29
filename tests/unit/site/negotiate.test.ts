import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromPath } from '../../../src/lib/i18n/negotiate.ts';
import { isBackendPath } from '../../../src/lib/links/backend-paths.ts';
import { localePath, switchLocalePath } from '../../../src/lib/i18n/routes.ts';

describe('locale negotiation', () => {
	it('takes the locale from the path prefix only when it is a site locale', () => {
		expect(localeFromPath('/en/events')).toBe('en');
		expect(localeFromPath('/de')).toBe('de');
		expect(localeFromPath('/fr/events')).toBeNull();
		expect(localeFromPath('/')).toBeNull();
	});

	it('picks the best-ranked supported browser language, else German', () => {
		expect(localeFromAcceptLanguage('en-GB,en;q=0.9,de;q=0.8')).toBe('en');
		expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,de;q=0.7')).toBe('de');
		expect(localeFromAcceptLanguage('fr, it;q=0.5')).toBe('de');
		expect(localeFromAcceptLanguage('en;q=0, de;q=0.1')).toBe('de');
		expect(localeFromAcceptLanguage(undefined)).toBe('de');
		expect(localeFromAcceptLanguage(';;;q=abc,,')).toBe('de');
	});
});

describe('localised routes', () => {
	it('uses the localised segments for productions and forms', () => {
		expect(localePath('de', 'production', { slug: 'porzellan', id: 3 })).toBe(
			'/de/produktionen/porzellan/3',
		);
		expect(localePath('en', 'production', { slug: 'porcelain', id: 3 })).toBe(
			'/en/productions/porcelain/3',
		);
		expect(localePath('de', 'form', { slug: 'gruppen', id: 1 })).toBe('/de/formular/gruppen/1');
		expect(localePath('en', 'legals-privacy')).toBe('/en/datenschutz');
	});

	it('switches the language of a path, translating localised segments', () => {
		expect(switchLocalePath('/de/produktionen/x/3', 'en')).toBe('/en/productions/x/3');
		expect(switchLocalePath('/en/form/x/1', 'de')).toBe('/de/formular/x/1');
		expect(switchLocalePath('/de/events', 'en')).toBe('/en/events');
	});
});

describe('back-end paths on the site origin', () => {
	it('routes the APIs, page-editor API, login and media to the back end', () => {
		for (const path of [
			'/api/user',
			'/de/api/events/',
			'/en/pageeditor-api/redirect',
			'/pageeditor-api/page/de',
			'/accounts/login/',
			'/media/demo/x',
		]) {
			expect(isBackendPath(path), path).toBe(true);
		}
	});

	it('leaves site pages to the site', () => {
		for (const path of [
			'/de',
			'/de/events',
			'/de/apiary',
			'/en/magazine/api-story/3',
			'/webshop',
			'/cms-hub',
			'/apis',
		]) {
			expect(isBackendPath(path), path).toBe(false);
		}
	});
});
