import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsGet, setTransport } from '../../../src/lib/cms/client.ts';
import {
	endBuildSnapshot,
	SNAPSHOT_ENTRIES,
	startBuildSnapshot,
} from '../../../src/lib/cms/build-snapshot.ts';

const Item = z.object({ id: z.number(), title: z.string(), tags: z.array(z.string()) });

/** A transport answering `title()` for every path, counting the calls per path. */
function countingTransport(title: () => string, status = () => 200) {
	const calls = new Map<string, number>();
	setTransport(async (path) => {
		calls.set(path, (calls.get(path) ?? 0) + 1);
		const body = status() === 200 ? { id: 1, title: title(), tags: ['a'] } : { error: 'down' };
		return new Response(JSON.stringify(body), { status: status() });
	});
	return calls;
}

afterEach(() => {
	endBuildSnapshot();
	setTransport(null);
});

describe('build snapshot', () => {
	it('asks the back end once per build for what every page asks alike', async () => {
		const calls = countingTransport(() => 'Navigation');
		startBuildSnapshot();
		for (let page = 0; page < 5; page += 1) {
			await cmsGet('/de/api/nav/', Item, { locale: 'de' });
			await cmsGet('/en/api/nav/', Item, { locale: 'en' });
		}
		expect(calls.get('/de/api/nav/')).toBe(1);
		expect(calls.get('/en/api/nav/')).toBe(1);
	});

	it('is off outside a build: the server and dev see every change at once', async () => {
		let title = 'before';
		const calls = countingTransport(() => title);
		await cmsGet('/nav', Item, { locale: 'de' });
		title = 'after';
		await expect(cmsGet('/nav', Item, { locale: 'de' })).resolves.toMatchObject({ title: 'after' });
		expect(calls.get('/nav')).toBe(2);
	});

	it('lets the next build see a change made between two builds', async () => {
		let title = 'first build';
		countingTransport(() => title);
		startBuildSnapshot();
		await expect(cmsGet('/nav', Item, { locale: 'de' })).resolves.toMatchObject({ title });
		endBuildSnapshot();
		title = 'second build';
		startBuildSnapshot();
		await expect(cmsGet('/nav', Item, { locale: 'de' })).resolves.toMatchObject({
			title: 'second build',
		});
	});

	it('never shares answers asked with cookies (staff)', async () => {
		const calls = countingTransport(() => 'x');
		startBuildSnapshot();
		await cmsGet('/page', Item, { locale: 'de', cookie: 'sessionid=a' });
		await cmsGet('/page', Item, { locale: 'de', cookie: 'sessionid=a' });
		expect(calls.get('/page')).toBe(2);
	});

	it('freezes what it shares, so no page can change another page’s content', async () => {
		countingTransport(() => 'x');
		startBuildSnapshot();
		const answer = await cmsGet('/nav', Item, { locale: 'de' });
		expect(() => answer.tags.push('b')).toThrow(TypeError);
		expect(() => {
			answer.title = 'changed';
		}).toThrow(TypeError);
	});

	it('does not keep a failed call: the next page asks again', async () => {
		let status = 500;
		const calls = countingTransport(
			() => 'x',
			() => status,
		);
		startBuildSnapshot();
		await expect(cmsGet('/nav', Item, { locale: 'de' })).rejects.toThrow();
		status = 200;
		await expect(cmsGet('/nav', Item, { locale: 'de' })).resolves.toMatchObject({ title: 'x' });
		expect(calls.get('/nav')).toBe(2);
	});

	it('keeps a bounded number of answers, the ones asked again the longest', async () => {
		const calls = countingTransport(() => 'x');
		startBuildSnapshot();
		await cmsGet('/shared', Item, { locale: 'de' });
		for (let id = 0; id < SNAPSHOT_ENTRIES * 2; id += 1) {
			await cmsGet(`/detail/${id}`, Item, { locale: 'de' });
			await cmsGet('/shared', Item, { locale: 'de' });
		}
		await cmsGet('/detail/0', Item, { locale: 'de' });
		expect(calls.get('/shared')).toBe(1);
		expect(calls.get('/detail/0')).toBe(2);
	});
});
