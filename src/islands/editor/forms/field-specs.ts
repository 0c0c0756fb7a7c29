import type { EmbedKind } from '../../../lib/contract/embeds.ts';

/** What every field description has: the key in the module (or list item) and its label key. */
type Base = {
	/** Key in the module or list item; '' means the list item itself (a list of images). */
	key: string;
	/** Key into the labels' `fields` (defaults to `key`). */
	label?: string;
	/** Key into the labels' `help`, shown under the input. */
	help?: string;
	/** Marks the label as required (the schema decides what is valid). */
	required?: boolean;
};

/**
 * One field of a block form: the generic widgets (widgets/*) render these, so each block model is
 * a short list of descriptions (model-fields.ts) instead of a component of its own.
 */
export type FieldSpec =
	| (Base & { kind: 'text'; emptyAsNull?: boolean })
	| (Base & {
			kind: 'textarea';
			/** Monospaced, no spell check (HTML code). */
			code?: boolean;
			/** Shows a live character count against this limit (the schema enforces it). */
			maxLength?: number;
	  })
	| (Base & { kind: 'richtext'; maxPlain?: number })
	| (Base & { kind: 'select'; options: readonly (string | number)[]; nullable?: boolean })
	| (Base & { kind: 'checkbox' })
	| (Base & { kind: 'number'; min?: number; max?: number })
	| (Base & { kind: 'image'; nullable?: boolean; thumbnailsKey?: string })
	| (Base & { kind: 'link'; fillFromEvent?: boolean })
	| (Base & { kind: 'embed'; embedKind: EmbedKind })
	| (Base & { kind: 'datetime' })
	| (Base & { kind: 'date' })
	| (Base & { kind: 'idlist' })
	| (Base & { kind: 'layout'; options: readonly string[] })
	| (Base & {
			kind: 'list';
			itemFields: readonly FieldSpec[];
			/** A fresh item for 'add'. */
			newItem: () => unknown;
			/** Key into the labels' `items` naming one entry ('Frage 2'). */
			itemLabel: string;
	  });

export type FieldKind = FieldSpec['kind'];

/** The path of `spec` inside `parent` ('' at the top, 'items.2' in a list): 'items.2.question'. */
export function fieldPath(parent: string, key: string): string {
	if (parent === '') return key;
	return key === '' ? parent : `${parent}.${key}`;
}

/**
 * Every path a form renders a field for, given the current values: the top-level keys, each list
 * and each field of each list item. Errors are placed on the deepest of these (field-errors.ts).
 */
export function renderedPaths(
	specs: readonly FieldSpec[],
	values: Record<string, unknown>,
	parent = '',
): string[] {
	const paths: string[] = [];
	for (const spec of specs) {
		const path = fieldPath(parent, spec.key);
		paths.push(path);
		if (spec.kind !== 'list') continue;
		const items = spec.key === '' ? values : values[spec.key];
		if (!Array.isArray(items)) continue;
		items.forEach((item: unknown, index) => {
			const itemPath = `${path}.${index}`;
			const record = isRecord(item) ? item : {};
			for (const child of spec.itemFields) {
				if (child.key === '') paths.push(itemPath);
				else paths.push(...renderedPaths([child], record, itemPath));
			}
		});
	}
	return paths;
}

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
