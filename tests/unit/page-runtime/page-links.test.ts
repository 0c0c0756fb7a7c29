import { describe, expect, it } from 'vitest';
import {
	isDocumentNavigation,
	isPrefetchable,
} from '../../../src/islands/page-runtime/page-links.ts';

const here = new URL('https://schloss.example/de/besuch?tab=1');
const url = (path: string) => new URL(path, here);

describe('isDocumentNavigation', () => {
	it('is true for another page of the site, and for the same page without a fragment', () => {
		expect(isDocumentNavigation(url('/de/events'), here)).toBe(true);
		expect(isDocumentNavigation(url('/de/search?q=barock'), here)).toBe(true);
		expect(isDocumentNavigation(url('/de/besuch?tab=1'), here)).toBe(true);
		expect(isDocumentNavigation(url('/de/besuch#preise'), here)).toBe(true);
	});

	it('is false for a jump within the page, another origin and file downloads', () => {
		expect(isDocumentNavigation(url('/de/besuch?tab=1#preise'), here)).toBe(false);
		expect(isDocumentNavigation(new URL('https://tickets.example/de'), here)).toBe(false);
		expect(isDocumentNavigation(url('/media/documents/saalplan.pdf'), here)).toBe(false);
		expect(isDocumentNavigation(url('/media/images/42'), here)).toBe(false);
		expect(isDocumentNavigation(url('/de/events/konzert/7/calendar.ics'), here)).toBe(false);
		expect(isDocumentNavigation(url('/de/impressum.html'), here)).toBe(true);
	});
});

describe('isPrefetchable', () => {
	it('allows the localised pages of the site', () => {
		expect(isPrefetchable(url('/de/events'), here)).toBe(true);
		expect(isPrefetchable(url('/en/productions/faust/3'), here)).toBe(true);
		expect(isPrefetchable(url('/de'), here)).toBe(true);
	});

	it('never fetches back-end paths, where a GET can log the visitor out', () => {
		expect(isPrefetchable(url('/accounts/logout/'), here)).toBe(false);
		expect(isPrefetchable(url('/accounts/login/?next=/de'), here)).toBe(false);
		expect(isPrefetchable(url('/de/api/events/'), here)).toBe(false);
		expect(isPrefetchable(url('/pageeditor-api/changes'), here)).toBe(false);
	});

	it('leaves out the webshop, the editor hub and pages in or for edit mode', () => {
		expect(isPrefetchable(url('/webshop/cart'), here)).toBe(false);
		expect(isPrefetchable(url('/eventim.webshop/'), here)).toBe(false);
		expect(isPrefetchable(url('/cms-hub'), here)).toBe(false);
		expect(isPrefetchable(url('/de/impressum?edit'), here)).toBe(false);
		expect(isPrefetchable(url('/de/impressum'), url('/de/besuch?edit=1'))).toBe(false);
	});

	it('does not fetch the page itself or another site', () => {
		expect(isPrefetchable(url('/de/besuch?tab=1'), here)).toBe(false);
		expect(isPrefetchable(new URL('https://tickets.example/de/events'), here)).toBe(false);
	});
});
