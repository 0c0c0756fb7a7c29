import { ModuleSchema, type ModuleModel } from '../../../lib/contract/blocks.ts';
import { richTextLength } from '../rich-text/rich-text-html.ts';
import { isRecord, type FieldSpec } from './field-specs.ts';
import type { IssueLike } from './field-errors.ts';
import { normaliseLink } from './link-normalise.ts';

/** The module as the contract checks it: placeholders for the id and slug a new block lacks yet. */
export function candidateModule(
	model: ModuleModel,
	initial: Record<string, unknown>,
	values: Record<string, unknown>,
): Record<string, unknown> {
	return { ...initial, ...values, id: initial['id'] ?? 1, slug: initial['slug'] ?? 'new', model };
}

/**
 * Checks the form never leaves to the back end: rich text over its plain-text limit (the full
 * teaser's 3000 characters, SPEC §5) and links with a scheme that is not allowed.
 */
export function clientIssues(
	specs: readonly FieldSpec[],
	values: Record<string, unknown>,
	parent: readonly PropertyKey[] = [],
): IssueLike[] {
	const issues: IssueLike[] = [];
	for (const spec of specs) {
		const value = values[spec.key];
		const path = [...parent, spec.key];
		if (spec.kind === 'richtext' && spec.maxPlain !== undefined && typeof value === 'string') {
			if (richTextLength(value) > spec.maxPlain) {
				issues.push({
					code: 'too_big',
					origin: 'string',
					maximum: spec.maxPlain,
					path,
					message: '',
				});
			}
		}
		if (spec.kind === 'link' && typeof value === 'string' && normaliseLink(value) === null) {
			issues.push({ code: 'custom', path, message: 'link' });
		}
		if (spec.kind === 'list' && Array.isArray(value)) {
			value.forEach((item: unknown, index) => {
				// An item that is itself the value (an image) has nothing the client checks.
				const fields = spec.itemFields.filter((child) => child.key !== '');
				if (isRecord(item)) issues.push(...clientIssues(fields, item, [...path, index]));
			});
		}
	}
	return issues;
}

/** Result of checking a form: ok with the module, or the issues to show. */
export type Validation =
	| { ok: true; data: Record<string, unknown> }
	| { ok: false; issues: IssueLike[]; candidate: Record<string, unknown> };

/**
 * Validates a block form's values with the same contract the back end uses (ModuleSchema) plus
 * the client checks. `data` is what the form sends: the initial module with the edits over it
 * (fields the form does not show stay as they were) and its model.
 */
export function validateModule(
	model: ModuleModel,
	specs: readonly FieldSpec[],
	initial: Record<string, unknown>,
	values: Record<string, unknown>,
): Validation {
	const candidate = candidateModule(model, initial, values);
	const parsed = ModuleSchema.safeParse(candidate);
	const contractIssues = parsed.success ? [] : parsed.error.issues;
	// The contract refuses unsafe links too: one message per field.
	const flagged = new Set(contractIssues.map((issue) => issue.path.join('.')));
	const extra = clientIssues(specs, values).filter((issue) => !flagged.has(issue.path.join('.')));
	const issues = [...contractIssues, ...extra];
	if (issues.length > 0) return { ok: false, issues, candidate };
	return { ok: true, data: { ...initial, ...values, model } };
}
