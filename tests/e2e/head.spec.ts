import { expect, test } from '@playwright/test';
import { CASTLE_URL, REGION_URL } from './servers.ts';

/** Headers a HEAD must answer as its GET does (RFC 9110 § 9.3.2). */
const SAME = ['content-type', 'content-length', 'content-encoding', 'vary', 'cache-control'];

for (const origin of [CASTLE_URL, REGION_URL]) {
	test(`HEAD on the APIs carries the headers of GET on ${new URL(origin).port}`, async ({
		request,
	}) => {
		const headers = { 'accept-encoding': 'br, gzip' };
		for (const path of ['/de/api/events/?page=1', '/en/api/nav', '/api/nav']) {
			const get = await request.get(`${origin}${path}`, { headers });
			const head = await request.head(`${origin}${path}`, { headers });
			expect(head.status(), path).toBe(get.status());
			expect(await head.body(), path).toHaveLength(0);
			expect(head.headers()['content-length'], path).toBeDefined();
			for (const name of SAME)
				expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
		}
	});
}
