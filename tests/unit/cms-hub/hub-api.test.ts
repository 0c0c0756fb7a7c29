import { describe, expect, it, vi } from 'vitest';
import {
	dashboardCalls,
	HubCallError,
	requestPublish,
	requestWaitlistAction,
	type Fetch,
} from '../../../src/islands/cms-hub/hub-api.ts';
import { startBackend, staffJar } from '../backend/harness.ts';

const AT = '2026-12-01T10:00:00.000Z';

describe('dashboard calls of the hub', () => {
	it('ask the back end in the hub language and parse its answers', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await backend.request('/de/api/search/?query=Schloss');
		await backend.request('/de/api/search/?query=xqzvwk');
		const asked: string[] = [];
		// The browser would send the session cookie (credentials: same-origin).
		const fetcher: Fetch = (url, init) => {
			asked.push(url);
			return backend.request(url, { ...init, jar });
		};
		const calls = dashboardCalls(fetcher, 'en');
		expect(await calls.activities('la')).toEqual([]);
		expect(await calls.errorLog()).toEqual([]);
		expect((await calls.keywords()).map((entry) => entry.keyword)).toEqual(['schloss', 'xqzvwk']);
		expect((await calls.misses()).map((entry) => [entry.keyword, entry.misses])).toEqual([
			['xqzvwk', 1],
		]);
		const events = await calls.ticketing();
		expect(events.length).toBeGreaterThan(0);
		expect(events[0]?.title).toMatch(/^(Concert|Guided tour)/);
		expect(asked).toEqual([
			'/en/api/dashboard/page-activities/?locale=la&limit=10',
			'/en/api/dashboard/error-log/?limit=10',
			'/en/api/dashboard/search-keywords/?days=30&limit=10',
			'/en/api/dashboard/search-keywords/?days=30&limit=10&misses=true',
			'/en/api/dashboard/ticketing-events/?limit=10',
		]);
	});

	it('fail on an error status or an answer off the contract', async () => {
		const refused = dashboardCalls(
			async () => Response.json({ error: 'x' }, { status: 403 }),
			'de',
		);
		await expect(refused.errorLog()).rejects.toBeInstanceOf(HubCallError);
		const odd = dashboardCalls(async () => Response.json([{ url: 1 }]), 'de');
		await expect(odd.errorLog()).rejects.toBeInstanceOf(HubCallError);
	});
});

describe('publishing from the hub', () => {
	it('POSTs with the CSRF token of the cookie and reads the outcome', async () => {
		const fetcher = vi.fn<Fetch>(async () =>
			Response.json({ status: 'triggered', message: 'ok', at: AT }),
		);
		const outcome = await requestPublish(fetcher, 'sessionid=s; csrftoken=tok%3D1; other=x');
		expect(outcome).toEqual({
			kind: 'result',
			result: { status: 'triggered', message: 'ok', at: AT },
		});
		const [url, init] = fetcher.mock.calls[0]!;
		expect(url).toBe('/editor-api/publish');
		expect(init?.method).toBe('POST');
		expect(init?.credentials).toBe('same-origin');
		expect(new Headers(init?.headers).get('x-csrftoken')).toBe('tok=1');
	});

	it('reads a failed hook (502), a refusal and no answer', async () => {
		const failed = await requestPublish(
			async () =>
				Response.json(
					{ status: 'failed', message: 'The rebuild hook answered 500', at: AT },
					{ status: 502 },
				),
			'',
		);
		expect(failed).toMatchObject({ kind: 'result', result: { status: 'failed' } });
		const denied = await requestPublish(
			async () => Response.json({ error: 'CSRF' }, { status: 403 }),
			'',
		);
		expect(denied).toEqual({ kind: 'denied' });
		const gone = await requestPublish(async () => {
			throw new TypeError('offline');
		}, '');
		expect(gone.kind).toBe('error');
	});
});

describe('waiting lists in the hub', () => {
	it('reads the lists and posts removals and offers with the CSRF token of the cookie', async () => {
		const calls: [string, RequestInit | undefined][] = [];
		const answers = [
			Response.json({ dates: [] }),
			Response.json({ removed: true }),
			Response.json({ error: 'Not enough free seats' }, { status: 409 }),
			Response.json({ error: 'CSRF' }, { status: 403 }),
		];
		const fetcher: Fetch = async (url, init) => {
			calls.push([url, init]);
			return answers.shift() ?? Response.error();
		};
		expect(await dashboardCalls(fetcher, 'de').waitlist()).toEqual({ dates: [] });
		const cookies = 'sessionid=s; csrftoken=tok';
		const act = (action: 'remove' | 'offer') =>
			requestWaitlistAction(fetcher, cookies, { uiLocale: 'de', id: 7, action });
		expect(await act('remove')).toBe('done');
		expect(await act('offer')).toBe('refused');
		expect(await act('offer')).toBe(403);
		expect(calls.map(([url, init]) => [url, init?.method ?? 'GET'])).toEqual([
			['/de/api/dashboard/waitlist/', 'GET'],
			['/de/api/dashboard/waitlist/7/remove/', 'POST'],
			['/de/api/dashboard/waitlist/7/offer/', 'POST'],
			['/de/api/dashboard/waitlist/7/offer/', 'POST'],
		]);
		expect(new Headers(calls[1]?.[1]?.headers).get('x-csrftoken')).toBe('tok');
	});
});
