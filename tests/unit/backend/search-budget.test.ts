import { describe, expect, it } from 'vitest';
import { SearchResultSchema } from '../../../src/lib/contract/index.ts';
import { CpuBudget, SEARCH_BUDGET } from '../../../src/backend/work/cpu-budget.ts';
import { parsed, startBackend } from './harness.ts';

describe('work budget', () => {
	const rules = {
		client: { msPerSecond: 100, burstMs: 300 },
		total: { msPerSecond: 200, burstMs: 500 },
		maxClients: 2,
		maxChargeMs: 250,
	};

	it('holds each client to its share, all to theirs, and says when to come back', () => {
		let now = 0;
		const budget = new CpuBudget({ ...rules, now: () => now });
		expect(budget.check('a')).toBeNull();
		budget.spend('a', 200);
		budget.spend('a', 1000); // charged 250 at most
		expect(budget.check('a')).toEqual({ scope: 'client', retryAfterSeconds: 2 });
		expect(budget.check('b')).toBeNull();
		now += 1600; // 'a' earned 160 ms: back above zero
		expect(budget.check('a')).toBeNull();
		budget.spend('b', 250);
		budget.spend(null, 250);
		budget.spend(null, 250);
		// In-process work counts only towards the total, which is spent now for everyone.
		expect(budget.check(null)).toEqual({ scope: 'total', retryAfterSeconds: 2 });
		expect(budget.check('c')).toEqual({ scope: 'total', retryAfterSeconds: 2 });
		now += 2000;
		expect(budget.check(null)).toBeNull();
	});

	it('forgets the least recent clients beyond its bound: they start afresh', () => {
		const budget = new CpuBudget({
			...rules,
			total: { msPerSecond: 1e6, burstMs: 1e6 },
			now: () => 0,
		});
		budget.spend('a', 250);
		budget.spend('a', 250);
		expect(budget.check('a')?.scope).toBe('client');
		budget.spend('b', 1);
		budget.spend('c', 1);
		expect(budget.check('a')).toBeNull();
	});
});

describe('search under a flood', () => {
	it('turns one address away with 429 once it has spent its share; others are served', async () => {
		// A client may do 5 ms of search work (and earns a thousandth of that per second).
		const backend = await startBackend({
			searchBudget: { ...SEARCH_BUDGET, client: { msPerSecond: 0.005, burstMs: 5 } },
		});
		const flooder = { address: '2001:db8:5:6::1' };
		// Made-up long words: each search looks for typos, then for a 'did you mean'.
		const text = (n: number) =>
			Array.from({ length: 12 }, (_, i) => `zq${(n * 12 + i).toString(36)}xvkwlmnb`).join(' ');
		let refused: Response | undefined;
		for (let n = 0; n < 2000 && refused === undefined; n += 1) {
			const answer = await backend.request(`/de/api/search/?query=${encodeURIComponent(text(n))}`, {
				peer: flooder,
			});
			if (answer.status === 429) refused = answer;
			else expect(answer.status).toBe(200);
		}
		expect(refused?.status).toBe(429);
		expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
		expect(await refused?.json()).toEqual({ error: expect.stringMatching(/Too many searches/) });
		// The same /64 is the same subscriber; another address and the site's own pages are served.
		const again = await backend.request('/de/api/search/autocomplete/?query=fuhr', {
			peer: { address: '2001:db8:5:6:a:b:c:d' },
		});
		expect(again.status).toBe(429);
		for (const peer of [{ address: '198.51.100.4' }, undefined]) {
			const answer = await backend.request('/de/api/search/?query=fuhr', peer ? { peer } : {});
			expect((await parsed(answer, SearchResultSchema)).events.count).toBeGreaterThan(0);
		}
	});
});
