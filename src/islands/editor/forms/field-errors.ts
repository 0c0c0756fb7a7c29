import { fill } from '../../../lib/i18n/fill.ts';
import type { FormLabels } from './labels.ts';

/** What the forms read of a zod 4 issue (z.core.$ZodIssue satisfies it). */
export type IssueLike = {
	code: string;
	path: readonly PropertyKey[];
	message: string;
	minimum?: number | bigint;
	maximum?: number | bigint;
	origin?: string;
	format?: string;
	expected?: string;
};

/** Errors of a form: messages by field path ('items.0.question'), and those no field shows. */
export type FieldErrors = { fields: Record<string, string>; unplaced: string[] };

/** The dotted path of an issue: ['items', 0, 'question'] → 'items.0.question'. */
export function issuePath(path: readonly PropertyKey[]): string {
	return path.map(String).join('.');
}

/** The value at `path` ('items.0.question') in `data`, undefined when it is not there. */
export function valueAt(data: unknown, path: string): unknown {
	if (path === '') return data;
	let current: unknown = data;
	for (const part of path.split('.')) {
		if (typeof current !== 'object' || current === null) return undefined;
		current = (current as Record<string, unknown>)[part];
	}
	return current;
}

function isEmpty(value: unknown): boolean {
	return value === undefined || value === null || (typeof value === 'string' && value === '');
}

/** The editor's message for one issue, given the value the issue is about. */
export function issueMessage(issue: IssueLike, labels: FormLabels, value: unknown): string {
	const { errors } = labels;
	const n = Number(issue.minimum ?? issue.maximum ?? 0);
	switch (issue.code) {
		case 'too_small':
			if (issue.origin === 'string' && n <= 1) return errors.required;
			if (issue.origin === 'array') return fill(errors.minItems, { n });
			return fill(errors.min, { n });
		case 'too_big':
			if (issue.origin === 'string') return fill(errors.maxChars, { n });
			return fill(errors.max, { n });
		case 'invalid_type':
			if (isEmpty(value))
				return issue.expected === 'object' ? errors.requiredImage : errors.required;
			return issue.expected === 'number' ? errors.number : errors.invalid;
		case 'invalid_format':
			if (issue.format === 'regex') return errors.anchor;
			return issue.format === 'datetime' || issue.format === 'date' ? errors.date : errors.invalid;
		case 'invalid_value':
		case 'invalid_union':
			return errors.choice;
		case 'custom':
			if (issue.message.startsWith('embed is not from an allowed')) return errors.embed;
			if (issue.message === 'link') return errors.link;
			return errors.invalid;
		default:
			return errors.invalid;
	}
}

/** The deepest of `fieldPaths` that is `path` or holds it ('image.url' → 'image'), if any. */
export function fieldForPath(path: string, fieldPaths: readonly string[]): string | undefined {
	let best: string | undefined;
	for (const candidate of fieldPaths) {
		const holds = path === candidate || path.startsWith(`${candidate}.`);
		if (holds && (best === undefined || candidate.length > best.length)) best = candidate;
	}
	return best;
}

/**
 * Places validation issues on the fields a form shows: each issue goes to the deepest rendered
 * field at or above its path (an image's missing 'url' marks the image field); the first message
 * per field wins; issues no field holds are returned as `unplaced` for the form's summary.
 */
export function mapIssuesToFields(
	issues: readonly IssueLike[],
	fieldPaths: readonly string[],
	data: unknown,
	labels: FormLabels,
): FieldErrors {
	const result: FieldErrors = { fields: {}, unplaced: [] };
	for (const issue of issues) {
		const path = issuePath(issue.path);
		const message = issueMessage(issue, labels, valueAt(data, path));
		const field = fieldForPath(path, fieldPaths);
		if (field === undefined) result.unplaced.push(path === '' ? message : `${path}: ${message}`);
		else result.fields[field] ??= message;
	}
	return result;
}
