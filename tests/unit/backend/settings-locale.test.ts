import { describe, expect, it } from 'vitest';
import { createDocumentStore } from '../../../src/backend/content/documents.ts';
import { ANY_LOCALE, SINGLETON_ID } from '../../../src/backend/content/kinds.ts';
import { createBackend } from '../../../src/backend/app.ts';
import { loadDemoPack } from '../../../src/backend/demo-loader.ts';
import {
	ErrorHtmlSchema,
	SiteSettingsSchema,
	type SiteSettings,
} from '../../../src/lib/contract/index.ts';
import { NOW, startBackend, tempDataDir } from './harness.ts';

async function settings(
	backend: { app: { request: (path: string) => Response | Promise<Response> } },
	path: string,
): Promise<SiteSettings> {
	const response = await backend.app.request(path);
	expect(response.status, path).toBe(200);
	return SiteSettingsSchema.parse(await response.json());
}

/** The footer's HTML blocks of a settings answer, as one text. */
function footerHtml(answer: SiteSettings): string {
	return [answer.html_footer_top, answer.html_footer_logos, answer.html_footer_bottom]
		.map((block) => block?.code ?? '')
		.join('\n');
}

describe('site settings', () => {
	it.each(['castle', 'region'] as const)(
		'%s: the footer blocks are in the language of the request, not both',
		async (site) => {
			const backend = await createBackend({
				dataDir: tempDataDir(),
				site,
				now: () => NOW,
				content: loadDemoPack,
			});
			try {
				const de = footerHtml(await settings(backend, '/de/pageeditor-api/settings'));
				const en = footerHtml(await settings(backend, '/en/pageeditor-api/settings'));
				expect(de).toContain('Newsletter abonnieren');
				expect(de).not.toContain('Subscribe');
				expect(en).toContain('Subscribe');
				expect(en).not.toContain('Newsletter abonnieren');
				expect(en).not.toContain('lang="en"');
			} finally {
				await backend.close();
			}
		},
	);

	it('answers a data dir seeded with one shared settings document in both languages', async () => {
		const backend = await startBackend();
		const store = createDocumentStore(backend.db, 'castle', () => NOW);
		const shared = await store.get('settings', SINGLETON_ID, 'de');
		await store.remove('settings', SINGLETON_ID);
		await store.put('settings', SINGLETON_ID, ANY_LOCALE, shared);

		for (const locale of ['de', 'en']) {
			const answer = await settings(backend, `/${locale}/pageeditor-api/settings`);
			expect(answer.html_footer_top?.code).toBe('<p>oben</p>');
		}
	});
});

describe('custom error pages', () => {
	it('region: the not-found page speaks the language of the request', async () => {
		const backend = await createBackend({
			dataDir: tempDataDir(),
			site: 'region',
			now: () => NOW,
			content: loadDemoPack,
		});
		try {
			const page = async (locale: string) => {
				const response = await backend.app.request(`/${locale}/api/html/?file=404`);
				expect(response.status).toBe(200);
				return ErrorHtmlSchema.parse(await response.json()).body;
			};
			const de = await page('de');
			const en = await page('en');
			expect(de).toContain('Zur Startseite');
			expect(de).not.toContain('This page does not exist');
			expect(en).toContain('This page does not exist');
			expect(en).not.toContain('Zur Startseite');
		} finally {
			await backend.close();
		}
	});
});
