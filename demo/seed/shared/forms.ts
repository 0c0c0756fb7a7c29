import type { FieldType, FormField } from '../../../src/lib/contract/index.ts';
import type { Bilingual, Txt } from './text.ts';

/** One form field as authored. */
export type FieldDef = {
	label: Txt;
	slug: string;
	type: FieldType;
	required?: boolean;
	visible?: boolean;
	choices?: Txt[];
	default?: Txt;
	placeholder?: Txt;
	help?: Txt;
};

/** A form field draft; ids are given by the author so they are stable. */
export function field(id: number, def: FieldDef): Bilingual<FormField> {
	return {
		id,
		label: def.label,
		slug: def.slug,
		field_type: def.type,
		required: def.required ?? false,
		visible: def.visible ?? true,
		choices: def.choices ?? [],
		default: def.default ?? '',
		placeholder_text: def.placeholder ?? '',
		help_text: def.help ?? '',
	};
}
