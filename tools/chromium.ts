/**
 * Which Chromium the end-to-end tests and the bench drive, and how a machine without one gets one.
 * In this order: Playwright's own Chromium when it is installed (`npx playwright install chromium`);
 * the one named by `CHROMIUM_PATH`; a Chromium of the system; otherwise, where the machine allows it
 * (root or password-less sudo, and apt), Debian's `chromium` package. Nothing is downloaded from
 * anywhere but the system's package sources.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where distributions put their Chromium or Chrome. */
const SYSTEM_CANDIDATES = [
	'/usr/bin/chromium',
	'/usr/bin/chromium-browser',
	'/usr/bin/google-chrome-stable',
	'/usr/bin/google-chrome',
	'/usr/lib/chromium/chromium',
	'/snap/bin/chromium',
];

const isExecutable = (path: string) => {
	try {
		accessSync(path, constants.X_OK);
		return true;
	} catch {
		return false;
	}
};

/** Playwright's own Chromium, when `npx playwright install chromium` has put it in place. */
export function playwrightChromium(): string | undefined {
	try {
		const path = chromium.executablePath();
		return isExecutable(path) ? path : undefined;
	} catch {
		return undefined;
	}
}

/** `CHROMIUM_PATH`, else the first Chromium or Chrome of the system. */
export function systemChromium(): string | undefined {
	const named = process.env['CHROMIUM_PATH'];
	if (named) return isExecutable(named) ? named : undefined;
	return SYSTEM_CANDIDATES.find(isExecutable);
}

/** The browser to drive: `{}` for Playwright's own, `{ executablePath }` for another, null for none. */
export function chromiumLaunchOptions(): { executablePath?: string } | null {
	if (playwrightChromium()) return {};
	const system = systemChromium();
	return system ? { executablePath: system } : null;
}

/** An executable path for tools that need one (Lighthouse's launcher), or undefined. */
export function chromiumPath(): string | undefined {
	return playwrightChromium() ?? systemChromium();
}

const hasCommand = (command: string) =>
	spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** How to run a command as root here: directly, through password-less sudo, or not at all. */
function asRoot(): string[] | null {
	if (process.getuid?.() === 0) return [];
	if (hasCommand('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
		return ['sudo', '-n'];
	}
	return null;
}

/** What to tell someone whose machine has no Chromium and cannot install one by itself. */
export const NO_CHROMIUM_MESSAGE = `No Chromium for the end-to-end tests, and none could be installed here.
Install one, then run the tests again — any of:
  sudo apt-get install chromium          (Debian; on Ubuntu: chromium-browser)
  npx playwright install chromium        (Playwright's own build)
  CHROMIUM_PATH=/path/to/chrome npm test (a Chromium or Chrome you already have)`;

/**
 * Makes sure a Chromium is there: true when one was found or installed. Installs Debian's
 * `chromium` only where apt is present and the process may run it as root.
 */
export function ensureChromium(log: (line: string) => void = console.log): boolean {
	if (chromiumLaunchOptions()) return true;
	const root = asRoot();
	if (root === null || !hasCommand('apt-get') || process.env['CHROMIUM_PATH']) return false;
	log("No Chromium found: installing Debian's chromium package (apt-get) …");
	const [sudo = 'env', ...sudoArgs] = root.length ? root : ['env'];
	const apt = (...args: string[]) =>
		execFileSync(sudo, [...sudoArgs, 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], {
			stdio: ['ignore', 'ignore', 'inherit'],
		});
	try {
		apt('update', '-qq');
		apt('install', '-y', '-qq', 'chromium');
	} catch (error) {
		log(`apt-get failed: ${(error as Error).message}`);
		return false;
	}
	return chromiumLaunchOptions() !== null;
}
