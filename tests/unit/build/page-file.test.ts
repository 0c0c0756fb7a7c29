import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile } from '../../../src/build/page-file.ts';

const client = '/tmp/dist/client';

describe('pageFile (where astro build writes a prerendered answer)', () => {
	it('puts a page in its folder’s index.html', () => {
		expect(pageFile(client, 'http://localhost/de/magazine/a/401/', 'page')).toBe(
			join(client, 'de/magazine/a/401/index.html'),
		);
		expect(pageFile(client, 'http://localhost/de', 'page')).toBe(join(client, 'de/index.html'));
		expect(pageFile(client, 'http://localhost/', 'page')).toBe(join(client, 'index.html'));
	});

	it('writes the status pages beside their folder, endpoints as they are named', () => {
		expect(pageFile(client, 'http://localhost/404/', 'page')).toBe(join(client, '404.html'));
		expect(pageFile(client, 'http://localhost/500/', 'page')).toBe(join(client, '500.html'));
		expect(pageFile(client, 'http://localhost/de/404/', 'page')).toBe(
			join(client, 'de/404/index.html'),
		);
		expect(pageFile(client, 'http://localhost/sw.js', 'endpoint')).toBe(join(client, 'sw.js'));
	});

	it('decodes escaped characters like the file Astro writes, and leaves redirects alone', () => {
		expect(pageFile(client, 'http://localhost/de/f%C3%BChrung/', 'page')).toBe(
			join(client, 'de/führung/index.html'),
		);
		expect(pageFile(client, 'http://localhost/de/alt/', 'redirect')).toBeNull();
	});

	it('never points outside the client folder', () => {
		const file = pageFile(client, 'http://localhost/%2e%2e/%2e%2e/etc/', 'page') ?? '';
		expect(file.startsWith(`${client}/`)).toBe(true);
	});
});
