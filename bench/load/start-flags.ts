import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm start` gives the server (package.json's `start` script, e.g.
 * `--max-semi-space-size=16`), so the bench measures the server's memory as it runs in production.
 */
export function startScriptNodeFlags(packageJson = 'package.json'): string[] {
	const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
		scripts?: Record<string, string>;
	};
	const words = (scripts?.['start'] ?? '').split(/\s+/);
	return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}
