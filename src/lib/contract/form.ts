import { z } from 'zod';
import { IdSchema } from './common.ts';

/**
 * Field types of the forms builder: 1 text, 2 textarea, 3 email, 4 checkbox, 5 checkboxes
 * (multiple), 6 select, 7 select multiple, 8 radio buttons, 9 file, 10 date, 11 date and time,
 * 12 hidden, 13 number, 14 URL, 15 date of birth; plus the appended 'emailconfirm' (SPEC §3).
 */
export const FIELD_TYPES = {
	text: 1,
	textarea: 2,
	email: 3,
	checkbox: 4,
	checkboxMultiple: 5,
	select: 6,
	selectMultiple: 7,
	radio: 8,
	file: 9,
	date: 10,
	dateTime: 11,
	hidden: 12,
	number: 13,
	url: 14,
	dateOfBirth: 15,
} as const;
export const FieldTypeSchema = z.union([
	z.number().int().min(1).max(15),
	z.literal('emailconfirm'),
]);
export type FieldType = z.infer<typeof FieldTypeSchema>;

export const FormFieldSchema = z.object({
	id: IdSchema,
	label: z.string().min(1),
	slug: z.string().regex(/^[a-z0-9_-]{1,80}$/, 'must be a field slug'),
	field_type: FieldTypeSchema,
	required: z.boolean().default(false),
	visible: z.boolean().default(true),
	choices: z.array(z.string()).default([]),
	default: z.string().default(''),
	placeholder_text: z.string().default(''),
	help_text: z.string().default(''),
});
export type FormField = z.infer<typeof FormFieldSchema>;

/** GET /api/forms/{id}/: the form definition. */
export const FormSchema = z.object({
	id: IdSchema,
	slug: z.string().default(''),
	title: z.string().min(1),
	intro: z.string().default(''),
	fields: z.array(FormFieldSchema),
	success_message: z.string().default(''),
	/**
	 * The venue address told of each entry by e-mail ('' = none). Public answers leave it empty:
	 * only staff see it.
	 */
	notify_email: z
		.string()
		.trim()
		.max(254)
		.regex(/^(?:|[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+)$/, 'must be an e-mail address')
		.default(''),
	/** Whether a visitor who gave an e-mail address gets a confirmation of the entry. */
	send_confirmation: z.boolean().default(true),
});
export type Form = z.infer<typeof FormSchema>;

/** One submitted value: text, a list (types 5 and 7), a temp-file id (type 9) or nothing. */
export const FieldValueSchema = z.union([
	z.string().max(10_000),
	z.array(z.string().max(1000)).max(100),
	z.boolean(),
	z.null(),
]);
export type FieldValue = z.infer<typeof FieldValueSchema>;

/** POST /api/forms-entries/. */
export const FormEntrySchema = z.object({
	form: IdSchema,
	field_values: z.record(z.string().max(80), FieldValueSchema),
});
export type FormEntry = z.infer<typeof FormEntrySchema>;

/** Answer of a stored entry. */
export const FormEntryResultSchema = z.object({ id: IdSchema, form: IdSchema });

/** Answer of a form entry that failed validation: messages per field slug. */
export const FormErrorsSchema = z.object({
	error: z.string(),
	field: z.string().optional(),
	fields: z.record(z.string(), z.string()),
});
export type FormErrors = z.infer<typeof FormErrorsSchema>;

/** POST /api/temp-files/: the stored temporary upload. */
export const TempFileSchema = z.object({
	id: z.string().min(1),
	name: z.string(),
	size: z.number().int().nonnegative(),
	content_type: z.string(),
});
export type TempFile = z.infer<typeof TempFileSchema>;
