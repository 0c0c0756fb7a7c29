import type { FieldSpec } from '../field-specs.ts';
import {
	CheckboxField,
	NumberField,
	SelectField,
	TextAreaField,
	TextField,
} from './BasicFields.tsx';
import { DateField, DateTimeField } from './DateFields.tsx';
import { EmbedField } from './EmbedField.tsx';
import { IdListField } from './IdListField.tsx';
import { ImageField } from './ImageField.tsx';
import { LayoutField } from './LayoutField.tsx';
import { LinkField } from './LinkField.tsx';
import { ListField } from './ListField.tsx';
import { RichTextSlot } from './RichTextSlot.tsx';
import type { WidgetProps } from './widget-props.ts';

/** The widget for one field description. */
export function FieldRenderer(props: Omit<WidgetProps, 'spec'> & { spec: FieldSpec }) {
	const { spec } = props;
	switch (spec.kind) {
		case 'text':
			return <TextField {...props} spec={spec} />;
		case 'textarea':
			return <TextAreaField {...props} spec={spec} />;
		case 'richtext':
			return <RichTextSlot {...props} spec={spec} />;
		case 'select':
			return <SelectField {...props} spec={spec} />;
		case 'checkbox':
			return <CheckboxField {...props} spec={spec} />;
		case 'number':
			return <NumberField {...props} spec={spec} />;
		case 'image':
			return <ImageField {...props} spec={spec} />;
		case 'link':
			return <LinkField {...props} spec={spec} />;
		case 'embed':
			return <EmbedField {...props} spec={spec} />;
		case 'datetime':
			return <DateTimeField {...props} spec={spec} />;
		case 'date':
			return <DateField {...props} spec={spec} />;
		case 'idlist':
			return <IdListField {...props} spec={spec} />;
		case 'layout':
			return <LayoutField {...props} spec={spec} />;
		case 'list':
			return <ListField {...props} spec={spec} renderField={FieldRenderer} />;
	}
}
