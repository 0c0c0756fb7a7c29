import { ModuleSchema, type Column, type Module } from '../../lib/contract/blocks.ts';

/** Models whose children are modules again; their children are checked when they render. */
const WITH_COLUMNS = new Set(['section', 'container']);

/** The result of checking one module: the module ready to render, or why it was left out. */
export type GuardResult = { ok: true; module: Module } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): unknown[] {
	return Array.isArray(value) ? value : [];
}

/**
 * Checks one module against the contract before it renders. Containers (section, container,
 * event list) are checked without their children, which are put back unchecked: each child is
 * checked on its own when the renderer reaches it, so one broken child costs only itself.
 */
export function guardModule(raw: unknown): GuardResult {
	if (!isRecord(raw)) return { ok: false, reason: 'not an object' };
	const model = typeof raw['model'] === 'string' ? raw['model'] : '(no model)';
	const columns = WITH_COLUMNS.has(model) ? asList(raw['columns']) : null;
	const children = model === 'eventlist' ? asList(raw['children']) : null;
	const shell: Record<string, unknown> = { ...raw };
	if (columns) {
		shell['columns'] = columns.map((column) =>
			isRecord(column) ? { ...column, children: [] } : column,
		);
	}
	if (children) shell['children'] = [];
	const parsed = ModuleSchema.safeParse(shell);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		const where = issue ? `${issue.path.join('.') || 'module'}: ${issue.message}` : 'invalid';
		return {
			ok: false,
			reason: `${model} ${typeof raw['id'] === 'number' || typeof raw['id'] === 'string' ? raw['id'] : '?'} — ${where}`,
		};
	}
	const module = parsed.data;
	if (columns && (module.model === 'section' || module.model === 'container')) {
		module.columns = module.columns.map((column, index): Column => ({
			...column,
			children: asList((columns[index] as Record<string, unknown>)['children']) as Module[],
		}));
	}
	if (children && module.model === 'eventlist') module.children = children as Module[];
	return { ok: true, module };
}
