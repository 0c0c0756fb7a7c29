import type { Module } from '../../lib/contract/index.ts';

/** Longest summary kept with a version. */
export const SUMMARY_MAX = 200;

/** Display names of block models in summaries ('Full teaser 12 edited'). */
const MODEL_NAMES: Record<string, string> = {
	fullteaser: 'Full teaser',
	teaserlist: 'Teaser list',
	imagelist: 'Image list',
	imagealias: 'Image',
	logolist: 'Logo list',
	blogteaserlist: 'Blog teaser list',
	twocolumns: 'Two columns',
	videolist: 'Video list',
	highlightteaser: 'Highlight teaser',
	heromedia: 'Hero media',
	selfhostedvideo: 'Video',
	selfhostedaudio: 'Audio',
	socialmedia: 'Social media',
	venuelist: 'Venue list',
	eventlist: 'Event list',
	anchorlist: 'Anchor list',
	faq: 'FAQ',
	html: 'HTML',
	viewer: 'PDF viewer',
};

/** 'Headline', 'Full teaser', … for a block model. */
export function modelName(model: string): string {
	return MODEL_NAMES[model] ?? model.charAt(0).toUpperCase() + model.slice(1);
}

type PageLike = { is_online?: unknown; modules?: unknown };

/** A module without its child modules (those are compared on their own). */
function ownFields(module: Module): string {
	const own: Record<string, unknown> = { ...module };
	if (Array.isArray(own['columns'])) {
		own['columns'] = (own['columns'] as { classes?: unknown }[]).map((c) => c.classes);
	}
	if (module.model === 'eventlist') delete own['children'];
	return JSON.stringify(own);
}

/** Every module of a tree by id (own fields only) and the ids in tree order. */
function flatten(modules: readonly Module[]): { byId: Map<number, Module>; order: number[] } {
	const byId = new Map<number, Module>();
	const order: number[] = [];
	const visit = (list: readonly Module[]) => {
		for (const module of list) {
			byId.set(module.id, module);
			order.push(module.id);
			if (module.model === 'section' || module.model === 'container') {
				for (const column of module.columns) visit(column.children);
			} else if (module.model === 'eventlist') visit(module.children);
		}
	};
	visit(modules);
	return { byId, order };
}

const modulesOf = (page: PageLike): Module[] =>
	Array.isArray(page.modules) ? (page.modules as Module[]) : [];

/** Compares all fields but the modules, the online flag and bookkeeping. */
function settingsOf(page: PageLike): string {
	const {
		modules: _m,
		is_online: _o,
		version_id: _v,
		updated_at: _u,
		...rest
	} = page as Record<string, unknown>;
	return JSON.stringify(rest);
}

/** Joins change descriptions with '; ', cut to SUMMARY_MAX characters. */
export function joinSummary(parts: readonly string[]): string {
	const text = parts.join('; ');
	return text.length <= SUMMARY_MAX ? text : `${text.slice(0, SUMMARY_MAX - 1)}…`;
}

/**
 * A short English account of what a page save changed, from the previous body to the new one:
 * 'Page set offline', 'Headline 12 edited', 'Image 57 added', 'Text 40 removed', 'Reordered',
 * 'Page settings edited'; several joined with '; ' (at most SUMMARY_MAX characters), '' if none.
 */
export function summarizePageChange(previous: unknown, next: unknown): string {
	const before = (previous ?? {}) as PageLike;
	const after = (next ?? {}) as PageLike;
	const parts: string[] = [];
	if (before.is_online !== after.is_online) {
		parts.push(after.is_online ? 'Page set online' : 'Page set offline');
	}
	if (settingsOf(before) !== settingsOf(after)) parts.push('Page settings edited');
	const old = flatten(modulesOf(before));
	const now = flatten(modulesOf(after));
	for (const id of now.order) {
		const module = now.byId.get(id);
		const earlier = old.byId.get(id);
		if (module === undefined) continue;
		if (earlier === undefined) parts.push(`${modelName(module.model)} ${id} added`);
		else if (ownFields(earlier) !== ownFields(module)) {
			parts.push(`${modelName(module.model)} ${id} edited`);
		}
	}
	for (const id of old.order) {
		const module = old.byId.get(id);
		if (module !== undefined && !now.byId.has(id)) {
			parts.push(`${modelName(module.model)} ${id} removed`);
		}
	}
	const kept = (order: number[], other: Map<number, Module>) => order.filter((id) => other.has(id));
	if (kept(old.order, now.byId).join() !== kept(now.order, old.byId).join()) {
		parts.push('Reordered');
	}
	return joinSummary(parts);
}
