import type { Module } from '../../lib/contract/index.ts';

/** The lists of child modules inside a module: columns of sections/containers, event-list children. */
function childLists(module: Module): Module[][] {
	switch (module.model) {
		case 'section':
		case 'container':
			return module.columns.map((column) => column.children);
		case 'eventlist':
			return [module.children];
		default:
			return [];
	}
}

/** Calls `visit` for every module of the tree, parents before children. */
export function walkModules(modules: readonly Module[], visit: (module: Module) => void): void {
	for (const module of modules) {
		visit(module);
		for (const list of childLists(module)) walkModules(list, visit);
	}
}

/** The module with `id` anywhere in the tree. */
export function findModule(modules: readonly Module[], id: number): Module | undefined {
	let found: Module | undefined;
	walkModules(modules, (module) => {
		if (found === undefined && module.id === id) found = module;
	});
	return found;
}

/** Replaces (or, with `replacement` null, removes) the module `id` in place; false if absent. */
export function replaceModule(modules: Module[], id: number, replacement: Module | null): boolean {
	const index = modules.findIndex((module) => module.id === id);
	if (index >= 0) {
		if (replacement === null) modules.splice(index, 1);
		else modules[index] = replacement;
		return true;
	}
	return modules.some((module) =>
		childLists(module).some((list) => replaceModule(list, id, replacement)),
	);
}

/**
 * Appends `module` to column `column` of the container `parentId` in place; false when that
 * parent is not a container with such a column.
 */
export function appendToContainer(
	modules: Module[],
	parentId: number,
	column: number,
	module: Module,
): boolean {
	const parent = findModule(modules, parentId);
	if (parent === undefined) return false;
	if (parent.model === 'eventlist' && column === 0) {
		parent.children.push(module);
		return true;
	}
	if (parent.model !== 'section' && parent.model !== 'container') return false;
	const target = parent.columns[column];
	if (target === undefined) return false;
	target.children.push(module);
	return true;
}

/** Every module id of the tree, in tree order (duplicates kept). */
export function moduleIds(modules: readonly Module[]): number[] {
	const ids: number[] = [];
	walkModules(modules, (module) => ids.push(module.id));
	return ids;
}

/** The list of sibling modules (top level, a column's or an event list's children) holding `id`. */
export function siblingList(modules: Module[], id: number): Module[] | undefined {
	if (modules.some((module) => module.id === id)) return modules;
	for (const module of modules) {
		for (const list of childLists(module)) {
			const found = siblingList(list, id);
			if (found) return found;
		}
	}
	return undefined;
}
