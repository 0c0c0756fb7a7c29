import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '../../../src/lib/cms/client.ts';
import { NavigationSchema, type NavEntry } from '../../../src/lib/contract/index.ts';
import { loadSitemapEntries } from '../../../src/lib/seo/sitemap-entries.ts';
import { jsonWrite, parsed, startBackend, staffJar, type TestBackend } from './harness.ts';

afterEach(() => setTransport(null));

const urls = (entries: readonly NavEntry[]): string[] =>
	entries.flatMap((entry) => [entry.url, ...urls(entry.children)]);

async function navigationUrls(backend: TestBackend, locale: 'de' | 'en'): Promise<string[]> {
	const nav = await parsed(await backend.request(`/${locale}/api/nav`), NavigationSchema);
	return [...urls(nav.menu), ...urls(nav.secondary_menu), ...urls(nav.footer)];
}

async function sitemapPaths(backend: TestBackend): Promise<string[]> {
	setTransport((path, init) => Promise.resolve(backend.app.request(path, init)));
	return (await loadSitemapEntries()).flatMap((entry) => Object.values(entry.alternates));
}

describe('a page taken offline', () => {
	it('leaves the navigation and the sitemap, and comes back when set online', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		expect(await navigationUrls(backend, 'de')).toContain('/de/agb');
		expect(await sitemapPaths(backend)).toContain('/de/agb');

		const offline = await backend.request(
			'/de/pageeditor-api/pages/2/online/',
			jsonWrite(jar, 'PATCH', { is_online: false }),
		);
		expect(offline.status).toBe(200);
		expect(await navigationUrls(backend, 'de')).not.toContain('/de/agb');
		expect(await navigationUrls(backend, 'de')).toContain('/de/events');
		const paths = await sitemapPaths(backend);
		expect(paths).not.toContain('/de/agb');
		expect(paths).not.toContain('/de/intern');
		expect(paths).toContain('/de/events');
		expect(paths).toContain('/de');

		await backend.request(
			'/de/pageeditor-api/pages/2/online/',
			jsonWrite(jar, 'PATCH', { is_online: true }),
		);
		expect(await navigationUrls(backend, 'de')).toContain('/de/agb');
	});
});
