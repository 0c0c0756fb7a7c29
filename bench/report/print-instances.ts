import type { InstancesBench } from '../instances/measure-instances.ts';
import { textTable } from './table.ts';

const ENGINE_NAMES = {
	sqlite: 'SQLite (feed poll)',
	postgres: 'PostgreSQL (LISTEN/NOTIFY)',
} as const;

/**
 * Prints the time from an edit to every instance's prebuilt page per engine; answers the broken
 * bars (PostgreSQL: the slowest edit within `barMs`).
 */
export function printInstances(results: readonly InstancesBench[], barMs: number): string[] {
	console.log(
		'\nFrom a save through one instance until every instance serves the edited prebuilt page',
	);
	const rows = results.map((result) => [
		ENGINE_NAMES[result.engine],
		String(result.instances),
		String(result.edits),
		`${result.medianMs} ms`,
		`${result.maxMs} ms`,
	]);
	console.log(textTable(['engine', 'instances', 'edits', 'median', 'max'], rows));
	console.log(`Bar: PostgreSQL max under ${barMs} ms.`);
	return results
		.filter((result) => result.engine === 'postgres' && !(result.maxMs < barMs))
		.map((result) => `edit to every instance on PostgreSQL: max ${result.maxMs} ms ≥ ${barMs} ms`);
}
