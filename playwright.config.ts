import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from './tools/chromium.ts';
import { CASTLE_URL, PORTS } from './tests/e2e/servers.ts';

// Playwright's own Chromium, else the system's (`npm run test:e2e` installs Debian's when neither is
// there): one clear message instead of a failure per test when there is none.
const browser = chromiumLaunchOptions();
if (!browser) throw new Error(NO_CHROMIUM_MESSAGE);

// One fresh data dir per run, shared by the servers and the tests (workers inherit the env).
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'venue-e2e-'));
const dataDir = process.env['E2E_DATA_DIR'];
// Publish must not start a real `astro build` (minutes of CPU) in the servers under test, nor switch
// them to another build mid-run (the fuzz cases publish with a staff session); unit tests cover it.
process.env['SELF_REBUILD'] ??= 'false';

function server(site: keyof typeof PORTS) {
	return {
		command: 'node src/server/start.ts',
		url: `http://127.0.0.1:${PORTS[site]}/de`,
		timeout: 300_000,
		reuseExistingServer: false,
		stdout: 'ignore' as const,
		stderr: 'pipe' as const,
		env: {
			SITE: site,
			DIST_DIR: join(process.env['E2E_DIST_ROOT'] ?? 'dist', site),
			PORT: String(PORTS[site]),
			HOST: '127.0.0.1',
			DATA_DIR: join(dataDir, site),
			// Scheduled changes are tested by moving the back end's clock, never by waiting.
			VENUE_TEST_CLOCK: '1',
		},
	};
}

/**
 * Specs that only read pages (axe, html-validate, markup, the look and the language of each page). `npm run test:e2e` runs them
 * after all others, two at a time (`--workers=2`): axe keeps one core busy per page while the
 * servers idle. Every other spec ('flows') runs alone, in file order, as a visitor or an editor
 * would act: they change content, stop the back end or put load on it, and some judge timing.
 */
const PAGE_CHECKS = [
	/quality\.spec\.ts$/,
	/markup\.spec\.ts$/,
	/language\.spec\.ts$/,
	/page-look\.spec\.ts$/,
];

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: false,
	workers: 1,
	projects: [
		{ name: 'flows', testIgnore: PAGE_CHECKS },
		// Two pages at once on two cores: each check may take twice as long as alone.
		{ name: 'page-checks', testMatch: PAGE_CHECKS, fullyParallel: true, timeout: 90_000 },
	],
	retries: process.env['CI'] ? 1 : 0,
	reporter: [['list']],
	timeout: 30_000,
	use: {
		baseURL: CASTLE_URL,
		// page.route() cannot see what a service worker answers; service-worker.spec.ts opts back in.
		serviceWorkers: 'block',
		launchOptions: {
			...browser,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
		trace: 'off',
	},
	webServer: [server('castle'), server('region')],
});
