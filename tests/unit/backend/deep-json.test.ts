import { describe, expect, it } from 'vitest';
import { CmsPageSchema } from '../../../src/lib/contract/index.ts';
import { nestsDeeperThan } from '../../../src/backend/http/json-depth.ts';
import { parsed, startBackend, staffJar, type CookieJar } from './harness.ts';

/** A section holding a section holding … `depth` times: valid module shapes all the way down. */
function nestedSections(depth: number): string {
	const open = '{"model":"section","slug":"s","columns":[{"children":[';
	return `${open.repeat(depth)}${']}]}'.repeat(depth)}`;
}

const write = (jar: CookieJar, method: string, body: string) => ({
	method,
	jar,
	headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
	body,
});

describe('deeply nested JSON bodies', () => {
	it('answers 400 naming the body for a deep module tree, and changes nothing', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const before = await parsed(await backend.request('/pageeditor-api/page/de'), CmsPageSchema);
		const section = before.modules[0];
		expect(section?.model).toBe('section');
		for (const body of [nestedSections(20_000), nestedSections(300)]) {
			const answer = await backend.request(
				`/de/pageeditor-api/section/${section?.id}/`,
				write(jar, 'PUT', body),
			);
			expect(answer.status).toBe(400);
			expect(await answer.json()).toMatchObject({ field: 'body' });
		}
		const after = await parsed(await backend.request('/pageeditor-api/page/de'), CmsPageSchema);
		expect(after).toEqual(before);
	});

	it('answers 400 for deep arrays on every JSON route, staff or not', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
		const routes: [string, string][] = [
			['POST', '/de/pageeditor-api/reorder'],
			['POST', '/de/pageeditor-api/text/'],
			['PATCH', '/de/pageeditor-api/pages/2/'],
			['POST', '/de/api/shop-cart/'],
			['POST', '/de/api/dashboard-error-log/'],
		];
		for (const [method, path] of routes) {
			const answer = await backend.request(path, write(jar, method, `{"a":${deep}}`));
			expect(answer.status, path).toBe(400);
		}
	});

	it('still accepts an ordinary nested module', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const created = await backend.request(
			'/de/pageeditor-api/section/',
			write(
				jar,
				'POST',
				JSON.stringify({ content_type: 'page', object_id: 2, slug: 'tief', parent: null }),
			),
		);
		expect(created.status).toBe(201);
	});
});

describe('nestsDeeperThan', () => {
	const bytes = (text: string) => new TextEncoder().encode(text);
	it('counts brackets outside strings only, escaped quotes included', () => {
		expect(nestsDeeperThan(bytes('{"a":[[1]]}'), 3)).toBe(false);
		expect(nestsDeeperThan(bytes('{"a":[[[1]]]}'), 3)).toBe(true);
		expect(nestsDeeperThan(bytes(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`), 1)).toBe(
			false,
		);
	});
});
