import type { ReactNode } from 'react';
import { useFormContext } from '../form-context.ts';

/** The accessibility attributes a widget puts on its input. */
export type InputAria = {
	id: string;
	name: string;
	'aria-invalid': boolean;
	'aria-describedby'?: string;
	'aria-required'?: boolean;
};

type Props = {
	path: string;
	label: string;
	required?: boolean | undefined;
	help?: ReactNode;
	/** 'label' (default) labels the input; 'legend' for groups; 'none' when the input has its own. */
	labelAs?: 'label' | 'text' | 'none';
	children: (aria: InputAria & { labelId: string }) => ReactNode;
	className?: string;
};

/**
 * A field's frame: visible label, the input, help text and the error message, wired with
 * aria-invalid and aria-describedby so screen readers announce both.
 */
export function FieldFrame({
	path,
	label,
	required,
	help,
	labelAs = 'label',
	children,
	className,
}: Props) {
	const { idFor, errors } = useFormContext();
	const id = idFor(path);
	const labelId = `${id}-label`;
	const helpId = `${id}-help`;
	const errorId = `${id}-error`;
	const error = errors[path];
	const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
	const aria: InputAria & { labelId: string } = {
		id,
		labelId,
		name: path,
		'aria-invalid': error !== undefined,
		...(describedBy ? { 'aria-describedby': describedBy } : {}),
		...(required ? { 'aria-required': true } : {}),
	};
	const text = (
		<>
			{label}
			{required && (
				<span className="editor-form-required" aria-hidden="true">
					{' '}
					*
				</span>
			)}
		</>
	);
	return (
		<div className={`editor-form-field ${className ?? ''}`} data-field={path}>
			{labelAs === 'label' && (
				<label className="editor-form-label" htmlFor={id} id={labelId}>
					{text}
				</label>
			)}
			{labelAs === 'text' && (
				<span className="editor-form-label" id={labelId}>
					{text}
				</span>
			)}
			{children(aria)}
			{help && (
				<p className="editor-form-help" id={helpId}>
					{help}
				</p>
			)}
			{error && (
				<p className="editor-form-error" id={errorId}>
					{error}
				</p>
			)}
		</div>
	);
}
