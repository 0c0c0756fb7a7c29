import type { Module } from '../../../src/lib/contract/index.ts';

/** Every module of a page, depth first, including children of sections, containers and event lists. */
export function allModules(modules: readonly Module[]): Module[] {
	return modules.flatMap((module) => {
		const nested =
			module.model === 'section' || module.model === 'container'
				? module.columns.flatMap((column) => allModules(column.children))
				: module.model === 'eventlist'
					? allModules(module.children)
					: [];
		return [module, ...nested];
	});
}

/** Every string inside a value (for text checks). */
export function allStrings(value: unknown): string[] {
	if (typeof value === 'string') return [value];
	if (Array.isArray(value)) return value.flatMap(allStrings);
	if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
	return [];
}
