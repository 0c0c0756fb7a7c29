import type { InputHTMLAttributes } from 'react';
import { SpecFieldFrame } from './SpecFieldFrame.tsx';
import type { WidgetProps } from './widget-props.ts';

type Props = Pick<WidgetProps, 'spec' | 'path'> & {
	/** Help text in place of the spec's own. */
	help?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A field of one `<input>` (class `editor-form-input` unless given) wired to its frame. */
export function InputField({ spec, path, help, className = 'editor-form-input', ...input }: Props) {
	return (
		<SpecFieldFrame spec={spec} path={path} help={help}>
			{({ labelId: _labelId, ...aria }) => <input {...aria} className={className} {...input} />}
		</SpecFieldFrame>
	);
}
