import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
	A11yPageSummarySchema,
	A11yReportSchema,
	CmsPageSchema,
	ContainerSchema,
	type Module,
} from '../../../src/lib/contract/index.ts';
import { editVersionOf } from '../../../src/lib/edit-version/canonical-json.ts';
import {
	addUser,
	jsonWrite,
	loginAs,
	parsed,
	staffJar,
	startBackend,
	STAFF_PASSWORD,
	type CookieJar,
	type TestBackend,
} from './harness.ts';

const HEADLINE = '/de/pageeditor-api/headline/101/';
const TEXT = '/de/pageeditor-api/text/102/';
const REPORT = '/de/pageeditor-api/pages/1/a11y/';
const HUB = '/api/dashboard/a11y/?locale=de';

// One back end for the file: the second test reads only what the first leaves as it is.
let backend: TestBackend;
let staff: CookieJar;
beforeAll(async () => {
	backend = await startBackend();
	staff = await staffJar(backend);
});

describe('accessibility checker API', () => {
	it('reports a page’s findings to staff, lists them in the hub, and never blocks a save', async () => {
		const report = async () =>
			(await parsed(await backend.request(REPORT, { jar: staff }), A11yReportSchema)).problems;
		const hub = async () =>
			parsed(await backend.request(HUB, { jar: staff }), z.array(A11yPageSummarySchema));
		expect(await report()).toEqual([]);
		expect(await hub()).toEqual([]);

		// A headline dropped to h4 right under the page's h1, and a 'hier' link: both saves succeed.
		const headline = await parsed(await backend.request(HEADLINE, { jar: staff }), ContainerSchema);
		const text = await parsed(await backend.request(TEXT, { jar: staff }), ContainerSchema);
		const level4 = await backend.request(
			HEADLINE,
			jsonWrite(staff, 'PUT', { ...headline, headline_level: 4 }),
		);
		expect(level4.status).toBe(200);
		const link = await backend.request(
			TEXT,
			jsonWrite(staff, 'PUT', {
				...text,
				content: '<p>Tickets <a href="/de/tickets">hier</a></p>',
			}),
		);
		expect(link.status).toBe(200);

		expect(await report()).toEqual([
			expect.objectContaining({
				rule: 'heading-skip',
				module_id: 101,
				model: 'headline',
				from: 1,
				to: 4,
			}),
			expect.objectContaining({ rule: 'link-text', module_id: 102, model: 'text', text: 'hier' }),
		]);
		expect(await hub()).toEqual([
			expect.objectContaining({
				id: 1,
				count: 2,
				rules: ['heading-skip', 'link-text'],
				is_online: true,
			}),
		]);
		// Each locale is its own content: the English page is still clean.
		const english = await backend.request('/en/pageeditor-api/pages/1/a11y/', { jar: staff });
		expect(A11yReportSchema.parse(await english.json()).problems).toEqual([]);
	});

	it('is staff only and answers bad requests without a 500', async () => {
		await addUser(backend, 'visitor', STAFF_PASSWORD, false);
		const visitor = await loginAs(backend, 'visitor');
		expect((await backend.request(REPORT)).status).toBe(401);
		expect((await backend.request(HUB)).status).toBe(401);
		expect((await backend.request(REPORT, { jar: visitor })).status).toBe(403);
		expect((await backend.request(HUB, { jar: visitor })).status).toBe(403);
		for (const path of [
			'/de/pageeditor-api/pages/999999/a11y/',
			'/de/pageeditor-api/pages/abc/a11y/',
			'/de/pageeditor-api/pages/99999999999999999999999/a11y/',
			'/api/dashboard/a11y/?limit=0',
			'/api/dashboard/a11y/?limit=1e9',
			'/api/dashboard/a11y/?locale=xx',
		]) {
			const status = (await backend.request(path, { jar: staff })).status;
			expect([400, 404], path).toContain(status);
		}
		const answer = await backend.request(REPORT, { jar: staff });
		expect(answer.headers.get('cache-control')).toBe('private, no-store');
	});
});

// The editor bases a delete of a block it never opened on the block as the page showed it.
describe('block versions read off the page', () => {
	it('are the ETags the back end answers for each block, so a delete needs no read first', async () => {
		const page = await parsed(
			await backend.request('/pageeditor-api/page/de', { jar: staff }),
			CmsPageSchema,
		);
		const all: Module[] = [];
		const walk = (list: readonly Module[]) =>
			list.forEach((module) => {
				all.push(module);
				if ('columns' in module) module.columns.forEach((column) => walk(column.children));
			});
		walk(page.modules);
		expect(all.length).toBeGreaterThan(1);
		for (const module of all) {
			const read = await backend.request(`/de/pageeditor-api/${module.model}/${module.id}/`, {
				jar: staff,
			});
			expect(read.headers.get('etag'), `${module.model} ${module.id}`).toBe(
				await editVersionOf(module),
			);
		}
	});
});
