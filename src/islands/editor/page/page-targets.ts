import { MODULE_MODELS, type ModuleModel } from '../../../lib/contract/blocks.ts';
import { parseHolder, type AttachedTo, type Holder } from './holder-placement.ts';

/** A server-rendered module the editor frames with its control bar. */
export type ModuleTarget = {
	host: HTMLElement;
	item: HTMLElement;
	id: number;
	model: ModuleModel;
	slug: string;
};

/** A module list that gets an 'Add block' button. */
export type HolderTarget = {
	host: HTMLElement;
	list: HTMLElement;
	value: string;
	holder: Holder;
	attached: AttachedTo | null;
};

/** A free section placeholder of a detail page. */
export type SectionTarget = { host: HTMLElement; element: HTMLElement } & AttachedTo & {
		slug: string;
	};

/** A plain-text field of a module that is edited on the page itself (`data-edit-text="field"`). */
export type TextTarget = {
	element: HTMLElement;
	id: number;
	model: ModuleModel;
	field: string;
};

export type PageTargets = {
	modules: ModuleTarget[];
	holders: HolderTarget[];
	sections: SectionTarget[];
	texts: TextTarget[];
};

const MODELS = new Set<string>(MODULE_MODELS);

/** The element the editor renders into inside `parent` (made once, first or last child). */
function hostIn(parent: HTMLElement, where: 'start' | 'end', className: string): HTMLElement {
	const existing = [...parent.children].find(
		(child): child is HTMLElement => child instanceof HTMLElement && 'editorHost' in child.dataset,
	);
	if (existing) return existing;
	const host = document.createElement('div');
	host.dataset['editorHost'] = '';
	host.className = className;
	if (where === 'start') parent.prepend(host);
	else parent.append(host);
	return host;
}

/** The free section `element` sits in, as a placement target. */
export function attachedTo(element: Element): AttachedTo | null {
	const section = element.closest<HTMLElement>('[data-editor-section]');
	const objectId = Number(section?.dataset['objectId']);
	const contentType = section?.dataset['contentType'];
	return contentType && Number.isInteger(objectId) && objectId > 0
		? { content_type: contentType, object_id: objectId }
		: null;
}

/** The ids of the modules of one list, in page order. */
export function siblingIds(list: Element): number[] {
	return [...list.children]
		.filter((child) => child.matches('.blocks__item[data-module-id]'))
		.map((child) => Number(child.getAttribute('data-module-id')));
}

/** The CMS page shown (its top-level list names it), or null. */
export function pageIdOf(root: ParentNode): number | null {
	const value = root.querySelector('.blocks[data-holder^="page:"]')?.getAttribute('data-holder');
	const holder = value ? parseHolder(value) : null;
	return holder?.kind === 'page' ? holder.pageId : null;
}

/**
 * Finds what the editor attaches to in the server-rendered page (SPEC §4 'Editing'): every
 * module, every module list and every free section placeholder, and gives each an element to
 * render its controls into (made once; a swapped part of the page brings none); and the modules'
 * plain-text fields that are edited on the page.
 */
export function scanPageTargets(root: ParentNode): PageTargets {
	const modules: ModuleTarget[] = [];
	const texts: TextTarget[] = [];
	for (const item of root.querySelectorAll<HTMLElement>('.blocks__item[data-module-id]')) {
		const id = Number(item.dataset['moduleId']);
		const model = item.dataset['model'] ?? '';
		if (!Number.isInteger(id) || id <= 0 || !MODELS.has(model)) continue;
		modules.push({
			host: hostIn(item, 'start', 'editor-module-bar'),
			item,
			id,
			model: model as ModuleModel,
			slug: item.dataset['slug'] ?? '',
		});
		for (const element of item.querySelectorAll<HTMLElement>('[data-edit-text]')) {
			// Only the module's own fields: a nested module's belong to its own item.
			if (element.closest('.blocks__item') !== item) continue;
			const field = element.dataset['editText'] ?? '';
			if (field !== '') texts.push({ element, id, model: model as ModuleModel, field });
		}
	}
	const holders: HolderTarget[] = [];
	for (const list of root.querySelectorAll<HTMLElement>('.blocks[data-holder]')) {
		const value = list.dataset['holder'] ?? '';
		const holder = parseHolder(value);
		if (holder === null) continue;
		holders.push({
			host: hostIn(list, 'end', 'editor-add-bar'),
			list,
			value,
			holder,
			attached: attachedTo(list),
		});
	}
	const sections: SectionTarget[] = [];
	for (const element of root.querySelectorAll<HTMLElement>('[data-editor-section][data-slug]')) {
		const attached = attachedTo(element);
		if (attached === null) continue;
		sections.push({
			host: hostIn(element, 'start', 'editor-section-bar'),
			element,
			slug: element.dataset['slug'] ?? '',
			...attached,
		});
	}
	return { modules, holders, sections, texts };
}
