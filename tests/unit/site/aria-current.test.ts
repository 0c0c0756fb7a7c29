import { describe, expect, it } from 'vitest';
import { ariaCurrentFor } from '../../../src/components/layout/navigation.ts';

describe('aria-current of a menu link', () => {
	it('marks the page itself, with or without trailing slashes', () => {
		expect(ariaCurrentFor('/de/besuch', '/de/besuch')).toBe('page');
		expect(ariaCurrentFor('/de/besuch/', '/de/besuch')).toBe('page');
		expect(ariaCurrentFor('/de/besuch', '/de/besuch//')).toBe('page');
		expect(ariaCurrentFor('/', '/')).toBe('page');
	});

	it('marks an ancestor section, never the locale root', () => {
		expect(ariaCurrentFor('/de/besuch', '/de/besuch/anfahrt')).toBe('true');
		expect(ariaCurrentFor('/de/besuch/', '/de/besuch/anfahrt/')).toBe('true');
		expect(ariaCurrentFor('/de', '/de/besuch')).toBeUndefined();
		expect(ariaCurrentFor('/de/', '/de/besuch')).toBeUndefined();
	});

	it('marks nothing else, a sibling sharing a prefix included', () => {
		expect(ariaCurrentFor('/de/besuch', '/de/besucher')).toBeUndefined();
		expect(ariaCurrentFor('/de/besuch/anfahrt', '/de/besuch')).toBeUndefined();
		expect(ariaCurrentFor('/en/visit', '/de/besuch')).toBeUndefined();
	});
});
