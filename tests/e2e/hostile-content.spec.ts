import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { SITE_SCRIPT_HASHES } from '../../src/server/security-headers.ts';
import { recordCspViolations } from './csp.ts';
import { CASTLE_URL } from './servers.ts';

/**
 * Back-end HTML that no editor form can write — the footer snippets of the settings and a custom
 * error page — stored straight into the castle server's database, as another back end could
 * send them. Each holds a script that would set `window.__xss`: neither the sanitiser nor the
 * Content-Security-Policy may let it run.
 */
const dataDir = join(process.env['E2E_DATA_DIR'] ?? '', 'castle');
const MARKER = 'hostile-content-marker';
const SCRIPTS = [
	'<script>window.__xss = "script"</script>',
	'<img src="/x.png" onerror="window.__xss = \'onerror\'">',
	'<svg onload="window.__xss = \'svg\'"></svg>',
	'<a href="javascript:window.__xss=\'link\'">link</a>',
	'<a href=" &#106;avascript:window.__xss=\'entity\'">entity</a>',
	'<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
	'<form action="javascript:window.__xss=\'form\'"><button>go</button></form>',
	'<base href="https://evil.example/">',
	'<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta\'">',
	"<style>body{background:url(javascript:window.__xss='css')}</style>",
].join('');

function withDatabase<T>(use: (db: DatabaseSync) => T): T {
	const db = new DatabaseSync(join(dataDir, 'cms.sqlite'));
	try {
		db.exec('PRAGMA busy_timeout = 5000');
		return use(db);
	} finally {
		db.close();
	}
}

/** What of the injected markup a browser would run or follow, on the page as it stands. */
async function survivors(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		const flag = (window as unknown as { __xss?: string }).__xss;
		if (flag) found.push(`ran: ${flag}`);
		for (const element of document.querySelectorAll('body *')) {
			for (const { name, value } of element.attributes) {
				if (/^on/i.test(name)) found.push(`${element.localName} ${name}`);
				if (/^\s*(?:javascript:|data:text)/i.test(value))
					found.push(`${element.localName} ${name}`);
			}
		}
		for (const script of document.querySelectorAll('script:not([src])')) {
			if (script.textContent?.includes('__xss')) found.push('inline script');
		}
		for (const style of document.querySelectorAll('style')) {
			if (/javascript:/i.test(style.textContent ?? '')) found.push('style');
		}
		for (const selector of ['iframe[srcdoc]', 'body base', 'meta[http-equiv="refresh"]']) {
			if (document.querySelector(selector)) found.push(selector);
		}
		if (document.querySelector('base[href^="https://evil"]')) found.push('base');
		return found;
	});
}

/** The 'sha256-…' sources the page's policy allows. */
function allowedHashes(policy: string): string[] {
	const scripts = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
	return scripts.split(' ').filter((source) => source.startsWith("'sha256-"));
}

test.describe('hostile back-end HTML on on-demand pages', () => {
	test('footer snippets run nothing and the policy allows only the site’s own scripts', async ({
		page,
	}) => {
		const original = withDatabase((db) => {
			const row = db
				.prepare(
					"SELECT body FROM documents WHERE site = 'castle' AND kind = 'settings' AND locale = 'de'",
				)
				.get();
			return String(row?.['body']);
		});
		const hostile = JSON.parse(original) as Record<string, unknown>;
		hostile['html_footer_top'] = { code: `<p>${MARKER}</p>${SCRIPTS}` };
		withDatabase((db) =>
			db
				.prepare(
					"UPDATE documents SET body = ? WHERE site = 'castle' AND kind = 'settings' AND locale = 'de'",
				)
				.run(JSON.stringify(hostile)),
		);
		try {
			const blocked = recordCspViolations(page);
			// The events page renders on demand; it shows the footer once its settings read is fresh.
			await expect(async () => {
				await page.goto(`${CASTLE_URL}/de/events`);
				await expect(page.locator('.site-footer__html--top')).toContainText(MARKER);
			}).toPass({ timeout: 15_000 });
			const answer = await page.request.get(`${CASTLE_URL}/de/events`);
			expect(allowedHashes(answer.headers()['content-security-policy'] ?? '').sort()).toEqual(
				[...SITE_SCRIPT_HASHES].sort(),
			);
			await page.waitForLoadState('networkidle');
			expect(await survivors(page)).toEqual([]);
			expect(blocked).toEqual([]);
		} finally {
			withDatabase((db) =>
				db
					.prepare(
						"UPDATE documents SET body = ? WHERE site = 'castle' AND kind = 'settings' AND locale = 'de'",
					)
					.run(original),
			);
		}
	});

	test('a custom error page runs nothing, and its CSS cannot close its <style>', async ({
		page,
	}) => {
		const body = {
			style: `h1{color:red}</style><script>window.__xss = "style"</script><style>`,
			body: `<main><h1>${MARKER}</h1>${SCRIPTS}</main>`,
		};
		withDatabase((db) =>
			db
				.prepare(
					"INSERT OR REPLACE INTO documents (site, kind, id, locale, body, updated_at) VALUES ('castle', 'error-html', 404, '', ?, ?)",
				)
				.run(JSON.stringify(body), new Date().toISOString()),
		);
		try {
			await expect(async () => {
				const answer = await page.goto(`${CASTLE_URL}/de/gibt-es-nicht-${Date.now()}`);
				expect(answer?.status()).toBe(404);
				await expect(page.locator('h1')).toContainText(MARKER);
			}).toPass({ timeout: 15_000 });
			await page.waitForLoadState('networkidle');
			expect(await survivors(page)).toEqual([]);
		} finally {
			withDatabase((db) =>
				db
					.prepare(
						"DELETE FROM documents WHERE site = 'castle' AND kind = 'error-html' AND id = 404",
					)
					.run(),
			);
		}
	});
});
