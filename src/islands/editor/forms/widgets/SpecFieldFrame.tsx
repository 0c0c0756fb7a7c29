import type { ReactNode } from 'react';
import { useFormContext } from '../form-context.ts';
import type { FormLabels } from '../labels.ts';
import { FieldFrame, type InputAria } from './FieldFrame.tsx';
import { fieldHelp, fieldLabel, type WidgetProps } from './widget-props.ts';

type Props = Pick<WidgetProps, 'spec' | 'path'> & {
	/** Help text in place of the spec's own. */
	help?: string | undefined;
	labelAs?: 'label' | 'text' | 'none';
	className?: string;
	children: (aria: InputAria & { labelId: string }, labels: FormLabels) => ReactNode;
};

/**
 * The FieldFrame of a widget's field description: its label, required mark and help come from
 * the spec and the form's labels; `children` gets the input's aria wiring and those labels.
 */
export function SpecFieldFrame({ spec, path, help, labelAs, className, children }: Props) {
	const { labels } = useFormContext();
	return (
		<FieldFrame
			path={path}
			label={fieldLabel(labels, spec)}
			required={spec.required}
			help={help ?? fieldHelp(labels, spec)}
			{...(labelAs ? { labelAs } : {})}
			{...(className ? { className } : {})}
		>
			{(aria) => children(aria, labels)}
		</FieldFrame>
	);
}
