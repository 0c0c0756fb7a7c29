import { sanitizeEmbedHtml, sanitizeRichText } from '../../lib/html/sanitize.ts';

/** Top-level fields of each block model that hold rich text from the editor (Quill). */
// Teaser, quote and hero texts are plain text, escaped when rendered: sanitising them as HTML
// would store '&amp;' for every '&'.
const RICH_TEXT_FIELDS: Record<string, readonly string[]> = {
	text: ['content'],
	twocolumns: ['text'],
};

/** Rich-text fields of the items of list blocks: model → [list field, item field]. */
const RICH_TEXT_ITEM_FIELDS: Record<string, readonly [string, string]> = {
	faq: ['items', 'answer'],
};

/** Fields holding raw HTML, sanitised with the broader embed allowlist. */
const HTML_FIELDS: Record<string, readonly string[]> = { html: ['html_code'] };

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function cleanFields(
	data: Data,
	fields: readonly string[] | undefined,
	clean: (html: string) => string,
) {
	for (const field of fields ?? []) {
		const value = data[field];
		if (typeof value === 'string') data[field] = clean(value);
	}
}

/** The child-module lists of raw module data: container columns' children, event-list children. */
function childLists(data: Data): unknown[] {
	const lists: unknown[] = [];
	if (Array.isArray(data['columns'])) {
		for (const column of data['columns']) if (isData(column)) lists.push(column['children']);
	}
	if (data['model'] === 'eventlist') lists.push(data['children']);
	return lists;
}

/**
 * A copy of raw module data (not yet validated) whose rich-text fields went through
 * sanitizeRichText and whose HTML fields through sanitizeEmbedHtml, child modules included.
 * Anything that is not module-shaped is returned unchanged for validation to reject.
 */
export function sanitizeModuleData<T>(data: T): T {
	if (!isData(data)) return data;
	const copy = structuredClone(data) as Data;
	sanitizeInPlace(copy);
	return copy as T;
}

/** Sanitises every module of a raw list (a page's `modules`); non-lists pass unchanged. */
export function sanitizeModuleList<T>(modules: T): T {
	if (!Array.isArray(modules)) return modules;
	return modules.map((module: unknown) => sanitizeModuleData(module)) as T;
}

function sanitizeInPlace(data: Data): void {
	const model = typeof data['model'] === 'string' ? data['model'] : '';
	cleanFields(data, RICH_TEXT_FIELDS[model], sanitizeRichText);
	cleanFields(data, HTML_FIELDS[model], sanitizeEmbedHtml);
	const itemFields = RICH_TEXT_ITEM_FIELDS[model];
	if (itemFields) {
		const [listField, itemField] = itemFields;
		const items = data[listField];
		if (Array.isArray(items)) {
			for (const item of items) if (isData(item)) cleanFields(item, [itemField], sanitizeRichText);
		}
	}
	for (const list of childLists(data)) {
		if (!Array.isArray(list)) continue;
		for (const child of list) if (isData(child)) sanitizeInPlace(child);
	}
}

/** Whether top-level field `field` of block model `model` holds the editor's rich text. */
export function isRichTextField(model: string, field: string): boolean {
	return RICH_TEXT_FIELDS[model]?.includes(field) ?? false;
}
