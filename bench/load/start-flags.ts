import { readFileSync } from 'node:fs';

/** The words of package.json's `start` script. */
function startScriptWords(packageJson: string): string[] {
	const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
		scripts?: Record<string, string>;
	};
	return (scripts?.['start'] ?? '').split(/\s+/).filter((word) => word !== '');
}

/**
 * The Node flags `npm start` gives the server (package.json's `start` script, e.g.
 * `--max-semi-space-size=16`), so the bench measures the server's memory as it runs in production.
 */
export function startScriptNodeFlags(packageJson = 'package.json'): string[] {
	const words = startScriptWords(packageJson);
	return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}

/**
 * The environment `npm start` sets before `node` (e.g. `MALLOC_ARENA_MAX=2`: glibc reads its
 * allocator settings when the process starts, so they cannot be Node flags).
 */
export function startScriptEnv(packageJson = 'package.json'): Record<string, string> {
	const words = startScriptWords(packageJson);
	const before = words.slice(0, Math.max(0, words.indexOf('node')));
	return Object.fromEntries(
		before
			.map((word) => /^([A-Za-z_]\w*)=(.*)$/.exec(word))
			.filter((match) => match !== null)
			.map((match) => [match[1]!, match[2]!]),
	);
}
