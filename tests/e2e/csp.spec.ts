import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from './csp.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';

/** What the browser reported as blocked by the Content-Security-Policy while `path` loaded. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
	const blocked = recordCspViolations(page);
	const answer = await page.goto(path);
	expect(answer?.status(), path).toBeLessThan(400);
	expect(answer?.headers()['content-security-policy'], path).toContain("script-src 'self'");
	await page.waitForLoadState('networkidle');
	return blocked;
}

/** The first event detail of the site's event list. */
async function firstEventPath(page: Page, origin: string): Promise<string> {
	const answer = await page.request.get(`${origin}/de/api/events/?page_size=1`);
	const { results } = (await answer.json()) as { results: { url: string }[] };
	return new URL(results[0]?.url ?? '/de/events', origin).pathname;
}

for (const origin of [CASTLE_URL, REGION_URL]) {
	test.describe(`content security policy on ${new URL(origin).port}`, () => {
		test('blocks nothing the prebuilt and on-demand pages need', async ({ page }) => {
			const paths = [
				'/de',
				'/en/events',
				await firstEventPath(page, origin),
				'/de/search?q=Konzert',
				'/en/magazine',
				'/webshop/cart',
			];
			for (const path of paths) {
				expect(await violationsOn(page, `${origin}${path}`), path).toEqual([]);
			}
		});

		test("is on every answer but the build's assets: on a missing asset's 404 too", async ({
			request,
		}) => {
			const html = await (await request.get(`${origin}/de`)).text();
			const asset = /\/_astro\/[\w.-]+\.(?:js|css)/.exec(html)?.[0];
			expect(asset).toBeDefined();
			const answers = {
				asset: await request.get(`${origin}${asset}`),
				missingAsset: await request.get(`${origin}/_astro/missing-0000.js`),
				missingImage: await request.get(`${origin}/favicon-missing.png`),
				robots: await request.get(`${origin}/robots.txt`),
			};
			expect(answers.asset.status()).toBe(200);
			expect(answers.asset.headers()['content-security-policy']).toBeUndefined();
			for (const [name, answer] of Object.entries(answers).slice(1)) {
				expect(answer.headers()['content-security-policy'], name).toContain("script-src 'self'");
				expect(answer.headers()['x-content-type-options'], name).toBe('nosniff');
			}
			expect(answers.missingAsset.status()).toBe(404);
			expect(answers.missingImage.status()).toBe(404);
		});
	});
}
