import { describe, expect, it } from 'vitest';
import { CmsPageSchema, type Module } from '../../../src/lib/contract/index.ts';
import { jsonWrite, parsed, startBackend, staffJar, type TestBackend } from './harness.ts';

const HOSTILE_LINKS = [
	'javascript:alert(1)',
	'JaVaScRiPt:alert(1)',
	'&#106;avascript:alert(1)',
	'   javascript:alert(1)',
	'\t javascript:alert(1)',
	'java\tscript:alert(1)',
	'data:text/html,<script>alert(1)</script>',
	'vbscript:msgbox(1)',
	'//evil.example/',
];

async function firstSection(backend: TestBackend): Promise<Module> {
	const page = await parsed(await backend.request('/pageeditor-api/page/de'), CmsPageSchema);
	const section = page.modules[0];
	if (!section) throw new Error('expected a section');
	return section;
}

describe('link fields from the editor', () => {
	it('refuses script, data and protocol-relative links with 400 naming the field', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const section = await firstSection(backend);
		const before = await (await backend.request('/pageeditor-api/page/de')).text();
		for (const link of HOSTILE_LINKS) {
			const block = await backend.request(
				'/de/pageeditor-api/link/',
				jsonWrite(jar, 'POST', { slug: 'x', parent: section.id, link_text: 'Klick', link }),
			);
			expect(block.status, link).toBe(400);
			expect(await block.json(), link).toMatchObject({ field: 'link' });
			const teaser = await backend.request(
				'/de/pageeditor-api/teaserlist/',
				jsonWrite(jar, 'POST', {
					slug: 'y',
					parent: section.id,
					items: [
						{ headline: 'A', link: 'https://example.org/' },
						{ headline: 'B', link },
					],
				}),
			);
			expect(teaser.status, link).toBe(400);
			expect(await teaser.json(), link).toMatchObject({ field: 'items.1.link' });
			const hero = await backend.request(
				'/de/pageeditor-api/heromedia/',
				jsonWrite(jar, 'POST', {
					slug: 'z',
					parent: section.id,
					button_link: link,
					online_from: '2026-01-01T00:00:00+01:00',
				}),
			);
			expect(hero.status, link).toBe(400);
			expect(await hero.json(), link).toMatchObject({ field: 'button_link' });
		}
		expect(await (await backend.request('/pageeditor-api/page/de')).text()).toBe(before);
	});

	it('refuses them in alert links too', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		for (const url of HOSTILE_LINKS) {
			const alert = await backend.request(
				'/de/api/alerts/',
				jsonWrite(jar, 'POST', { id: 9, title: 'Achtung', text: 'Text', link: { url } }),
			);
			expect(alert.status, url).toBe(400);
			expect(await alert.json(), url).toMatchObject({ field: 'link.url' });
		}
	});

	it('keeps http(s), mailto, tel, site paths and anchors', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const section = await firstSection(backend);
		for (const link of [
			'https://example.org/a',
			'mailto:a@example.org',
			'tel:+4930',
			'/de/x',
			'#top',
		]) {
			const block = await backend.request(
				'/de/pageeditor-api/link/',
				jsonWrite(jar, 'POST', { slug: 'x', parent: section.id, link_text: 'Klick', link }),
			);
			expect(block.status, link).toBe(201);
			expect(await block.json(), link).toMatchObject({ link });
		}
	});
});
