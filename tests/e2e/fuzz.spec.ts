import { expect, test } from '@playwright/test';
import { fuzzCases, type FuzzCase } from './fuzz/cases.ts';
import { contentFingerprint } from './fuzz/fingerprint.ts';
import { mapConcurrent } from '../../bench/map-concurrent.ts';
import { sendCase, type FuzzOutcome } from './fuzz/send.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

const CONCURRENCY = 8;

/** A status the site may answer malformed input with: anything below 500, or its 503 page. */
const acceptable = (outcome: FuzzOutcome) =>
	'status' in outcome && (outcome.status < 500 || outcome.status === 503);

const describe = (fuzz: FuzzCase, outcome: FuzzOutcome) =>
	`${'status' in outcome ? outcome.status : outcome.error} ${fuzz.method} ${fuzz.site}${fuzz.staff ? ' (staff)' : ''} ${fuzz.path.slice(0, 160)}${fuzz.body !== undefined ? ` body=${fuzz.body.slice(0, 60)}` : ''}`;

/**
 * Resilience: ≥ 500 deterministic malformed requests (seeded) against both servers' site and
 * back-end routes. Every one gets an answer (no hang-up, no timeout) below 500 (or the designed
 * 503), the server still serves /de afterwards, and the content reads the same as before.
 */
test('malformed requests never break the servers or change content', async ({
	request,
	playwright,
}) => {
	test.setTimeout(90_000);
	const cases = fuzzCases();
	expect(cases.length).toBeGreaterThanOrEqual(500);

	const staff = await playwright.request.newContext({ baseURL: CASTLE_URL });
	const csrf = await loginAsStaff(staff, 'fuzz-editor');
	const before = {
		castle: await contentFingerprint(request, CASTLE_URL),
		region: await contentFingerprint(request, REGION_URL),
	};

	const outcomes = await mapConcurrent(cases, CONCURRENCY, (fuzz) =>
		fuzz.staff
			? sendCase(staff, CASTLE_URL, fuzz, csrf)
			: sendCase(request, fuzz.site === 'castle' ? CASTLE_URL : REGION_URL, fuzz),
	);
	await staff.dispose();

	const statuses = new Map<string, number>();
	for (const outcome of outcomes) {
		const key = 'status' in outcome ? String(outcome.status) : 'error';
		statuses.set(key, (statuses.get(key) ?? 0) + 1);
	}
	test.info().annotations.push({
		type: 'fuzz',
		description: `${cases.length} cases; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
	});
	const failures = cases
		.map((fuzz, index) => ({ fuzz, outcome: outcomes[index] as FuzzOutcome }))
		.filter(({ outcome }) => !acceptable(outcome))
		.map(({ fuzz, outcome }) => describe(fuzz, outcome));
	expect(failures, `${failures.length} of ${cases.length} cases failed`).toEqual([]);

	for (const origin of [CASTLE_URL, REGION_URL]) {
		expect((await request.get(`${origin}/de`, { headers: { cookie: '' } })).status()).toBe(200);
	}
	expect(await contentFingerprint(request, CASTLE_URL)).toEqual(before.castle);
	expect(await contentFingerprint(request, REGION_URL)).toEqual(before.region);
});
