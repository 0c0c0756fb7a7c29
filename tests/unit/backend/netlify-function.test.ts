import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOnNetlify } from '../../../src/deploy/netlify-backend.ts';
import { embeddedBackend } from '../../../src/lib/cms/transport.ts';
import { databaseUrlOf, tempDataDir } from './harness.ts';

// The Netlify function's back end is the process-wide embedded one, configured by the env.
const saved = { ...process.env };
beforeAll(async () => {
	const dataDir = tempDataDir();
	process.env['DATA_DIR'] = dataDir;
	process.env['SITE'] = 'castle';
	delete process.env['CMS_API_URL'];
	const url = await databaseUrlOf(dataDir);
	if (url) process.env['DATABASE_URL'] = url;
	else delete process.env['DATABASE_URL'];
}, 60_000);
afterAll(async () => {
	await (await embeddedBackend()).close();
	process.env = saved;
});

const site = (path: string) => `https://venue.netlify.app${path}`;

describe('the back end inside the Netlify function', () => {
	it('answers the back-end paths as the back end does', async () => {
		const nav = await answerOnNetlify(new Request(site('/de/api/nav')), '203.0.113.7');
		expect(nav.status).toBe(200);
		expect(nav.headers.get('content-type')).toMatch(/^application\/json/);
		const direct = await (await embeddedBackend()).app.request('/de/api/nav');
		expect(await nav.text()).toBe(await direct.text());
		expect(
			(await answerOnNetlify(new Request(site('/api/nothing-here')), '203.0.113.7')).status,
		).toBe(404);
	}, 60_000);

	it('counts login attempts per visitor address, as Netlify reports it', async () => {
		const attempt = async (address: string) => {
			const body = new URLSearchParams({
				username: 'nobody',
				password: 'wrong password here',
				next: '/de',
				csrfmiddlewaretoken: 'tok',
			});
			const response = await answerOnNetlify(
				new Request(site('/accounts/login/'), {
					method: 'POST',
					body,
					headers: { cookie: 'csrftoken=tok', 'content-type': 'application/x-www-form-urlencoded' },
				}),
				address,
			);
			return response.status;
		};
		const first: number[] = [];
		for (let i = 0; i < 11; i++) first.push(await attempt('203.0.113.8'));
		expect(first.at(-1)).toBe(429);
		// Another visitor is not locked out by the first one's attempts.
		expect(await attempt('198.51.100.9')).not.toBe(429);
	}, 60_000);
});
