import { diffArrays } from 'diff';
import type { BlockChange, FieldChange } from '../contract/page-compare.ts';
import { blockWords } from '../html/block-words.ts';
import { htmlToText } from '../html/html-to-text.ts';
import { ownFields, placedModules, type PlacedModule, type RawModule } from './module-tree.ts';
import { wordDiff } from './word-diff.ts';

/** Which top-level field of a block model holds rich text (HTML whose visible text is compared). */
export type RichTextField = (model: string, field: string) => boolean;

/** What two page bodies differ in: page settings, and each block that changed. */
export type BodyComparison = { settings_changed: boolean; blocks: BlockChange[] };

/** Fields of a page that are bookkeeping, not content. */
const BOOKKEEPING = new Set(['modules', 'version_id', 'updated_at']);

const settingsOf = (body: unknown): string =>
	typeof body === 'object' && body !== null
		? JSON.stringify(Object.entries(body).filter(([key]) => !BOOKKEEPING.has(key)))
		: '';

/**
 * The text a reader sees of a field value: rich text without its markup, other text as it is,
 * numbers and switches as words, lists and objects (images, FAQ items) as the texts they hold.
 */
function visibleText(value: unknown, rich: boolean): string {
	if (typeof value === 'string') return rich ? htmlToText(value, 'paragraphs') : value;
	if (typeof value === 'number' || typeof value === 'boolean') return String(value);
	if (typeof value !== 'object' || value === null) return '';
	return Object.values(value)
		.map((inner) => visibleText(inner, typeof inner === 'string'))
		.filter((text) => text !== '')
		.join(' ');
}

/** The fields of `before` and `after` (own fields only) that differ, each as a word diff. */
function changedFields(before: RawModule, after: RawModule, rich: RichTextField): FieldChange[] {
	const old = ownFields(before);
	const now = ownFields(after);
	const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
	return fields.flatMap((field) => {
		if (JSON.stringify(old[field]) === JSON.stringify(now[field])) return [];
		const isRich = rich(after.model, field);
		const from = visibleText(old[field], isRich);
		const to = visibleText(now[field], isRich);
		return [{ field, parts: wordDiff(from, to), formatting_only: from === to }];
	});
}

/**
 * The ids of blocks kept in the same list whose order among their kept siblings changed: those
 * outside the longest common order (moving one block down marks that one, not its neighbours).
 */
function reordered(old: PlacedModule[], now: PlacedModule[]): Set<number> {
	const lists = new Map<string, { from: number[]; to: number[] }>();
	const listOf = (key: string) => {
		const entry = lists.get(key) ?? { from: [], to: [] };
		lists.set(key, entry);
		return entry;
	};
	const where = (placed: PlacedModule[]) => new Map(placed.map((p) => [p.module.id, p.list]));
	const oldList = where(old);
	const newList = where(now);
	for (const p of old)
		if (newList.get(p.module.id) === p.list) listOf(p.list).from.push(p.module.id);
	for (const p of now) if (oldList.get(p.module.id) === p.list) listOf(p.list).to.push(p.module.id);
	const moved = new Set<number>();
	for (const { from, to } of lists.values()) {
		for (const change of diffArrays(from, to)) {
			if (change.added) for (const id of change.value) moved.add(id);
		}
	}
	return moved;
}

/**
 * The block-by-block changes from page body `before` to `after`, blocks matched by id: added,
 * removed, moved (another list, or out of order among kept siblings) and changed (own fields,
 * text compared word by word over its visible text). In the order of `after`, a removed block
 * where it stood in `before`. Pure: bodies are read as stored, however old.
 */
export function comparePageBodies(
	before: unknown,
	after: unknown,
	richText: RichTextField,
): BodyComparison {
	const old = placedModules(before);
	const now = placedModules(after);
	const oldById = new Map(old.map((p) => [p.module.id, p]));
	const newById = new Map(now.map((p) => [p.module.id, p]));
	const outOfOrder = reordered(old, now);
	const entry = (module: RawModule, status: BlockChange['status']): BlockChange => ({
		id: module.id,
		model: module.model,
		words: blockWords(module),
		status,
		moved: false,
		fields: [],
	});
	const blocks: BlockChange[] = [];
	for (const { module, list } of now) {
		const earlier = oldById.get(module.id);
		if (earlier === undefined) {
			blocks.push(entry(module, 'added'));
			continue;
		}
		const moved = earlier.list !== list || outOfOrder.has(module.id);
		const fields = changedFields(earlier.module, module, richText);
		if (moved || fields.length > 0) blocks.push({ ...entry(module, 'kept'), moved, fields });
	}
	// A removed block goes after the nearest block before it in `before` that is listed.
	let anchor = -1;
	for (const { module } of old) {
		if (newById.has(module.id)) {
			const at = blocks.findIndex((block) => block.id === module.id);
			if (at !== -1) anchor = at;
			continue;
		}
		blocks.splice(anchor + 1, 0, entry(module, 'removed'));
		anchor += 1;
	}
	return { settings_changed: settingsOf(before) !== settingsOf(after), blocks };
}
