/** Raw module data as stored in a page body (old versions are read as they were kept). */
export type RawModule = Record<string, unknown> & { id: number; model: string };

/** A module of a page body with where it sits: its parent's list and its index there. */
export type PlacedModule = { module: RawModule; list: string; index: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const isModule = (value: unknown): value is RawModule =>
	isRecord(value) && typeof value['id'] === 'number' && typeof value['model'] === 'string';

/** The child lists of a module: 'parentId:column' for each column, 'parentId:children'. */
function childLists(module: RawModule): [string, unknown][] {
	const lists: [string, unknown][] = [];
	if (Array.isArray(module['columns'])) {
		module['columns'].forEach((column, index) => {
			if (isRecord(column)) lists.push([`${module.id}:${index}`, column['children']]);
		});
	}
	if (module.model === 'eventlist') lists.push([`${module.id}:children`, module['children']]);
	return lists;
}

/** Every module of a page body's `modules` tree in page order, with its place. */
export function placedModules(body: unknown): PlacedModule[] {
	const placed: PlacedModule[] = [];
	const visit = (list: string, modules: unknown) => {
		if (!Array.isArray(modules)) return;
		modules.filter(isModule).forEach((module, index) => {
			placed.push({ module, list, index });
			for (const [childList, children] of childLists(module)) visit(childList, children);
		});
	};
	visit('top', isRecord(body) ? body['modules'] : undefined);
	return placed;
}

/** A module's own fields: without its id and its child modules (those are compared on their own). */
export function ownFields(module: RawModule): Record<string, unknown> {
	const { id: _id, ...own } = module;
	const columns: unknown = own['columns'];
	if (Array.isArray(columns)) {
		own['columns'] = columns.map((column: unknown) => {
			if (!isRecord(column)) return column;
			const { children: _children, ...rest } = column;
			return rest;
		});
	}
	if (module.model === 'eventlist') delete own['children'];
	return own;
}
