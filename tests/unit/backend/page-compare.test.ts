import { describe, expect, it } from 'vitest';
import { PageComparisonSchema, PageVersionListSchema } from '../../../src/lib/contract/index.ts';
import { jsonWrite, parsed, startBackend, staffJar } from './harness.ts';

const compareUrl = (query: string, locale = 'de', page = 1) =>
	`/${locale}/pageeditor-api/pages/${page}/compare/?${query}`;

describe('GET /pages/{id}/compare/', () => {
	it('compares a version with the current page and two versions, per locale, for staff only', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { content: 'Willkommen im Garten' }),
		);
		await backend.request(
			'/de/pageeditor-api/text/102/',
			jsonWrite(jar, 'PATCH', { content: '<p>Ganz <em>neu</em></p>' }),
		);
		const versions = await parsed(
			await backend.request('/de/pageeditor-api/pages/1/versions/', { jar }),
			PageVersionListSchema,
		);
		const [textSave, headlineSave] = versions.map((v) => v.version_id);

		const toCurrent = await backend.request(compareUrl(`from=${headlineSave}&to=current`), { jar });
		expect(toCurrent.headers.get('cache-control')).toBe('private, no-store');
		const comparison = await parsed(toCurrent, PageComparisonSchema);
		expect(comparison).toMatchObject({
			from: headlineSave,
			to: 'current',
			settings_changed: false,
		});
		expect(comparison.blocks.map((b) => [b.id, b.status, b.fields.map((f) => f.field)])).toEqual([
			[101, 'kept', ['content']],
			[102, 'kept', ['content']],
		]);
		expect(comparison.blocks[0]?.fields[0]?.parts).toContainEqual({ op: 'ins', text: 'Garten' });
		expect(comparison.blocks[1]?.words).toBe('Ganz neu');

		const between = await parsed(
			await backend.request(compareUrl(`from=${headlineSave}&to=${textSave}`), { jar }),
			PageComparisonSchema,
		);
		expect(between.blocks.map((b) => b.id)).toEqual([101]);

		// Versions are per locale: the German one is unknown in English.
		expect(
			(await backend.request(compareUrl(`from=${headlineSave}&to=current`, 'en'), { jar })).status,
		).toBe(404);
		expect((await backend.request(compareUrl(`from=${headlineSave}&to=current`))).status).toBe(401);
	});

	it('answers 400 for malformed sides or ids and 404 for unknown ones', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const status = async (url: string) => (await backend.request(url, { jar })).status;
		for (const query of ['from=current', 'from=0&to=current', 'from=x&to=current', 'from=1e3&to=1'])
			expect(await status(compareUrl(query))).toBe(400);
		expect(await status('/de/pageeditor-api/pages/abc/compare/?from=current&to=current')).toBe(400);
		expect(await status(compareUrl('from=99999&to=current'))).toBe(404);
		expect(await status(compareUrl('from=current&to=current', 'de', 99999))).toBe(404);
		const same = await parsed(
			await backend.request(compareUrl('from=current&to=current'), { jar }),
			PageComparisonSchema,
		);
		expect(same.blocks).toEqual([]);
	});
});
