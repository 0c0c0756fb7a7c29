import { optionLabel } from '../labels.ts';
import { InputField } from './InputField.tsx';
import { SpecFieldFrame } from './SpecFieldFrame.tsx';
import { asText, fieldLabel, type WidgetProps } from './widget-props.ts';

/** A one-line text input ('' may be stored as null for nullable strings). */
export function TextField({ spec, path, value, onChange }: WidgetProps<'text'>) {
	return (
		<InputField
			spec={spec}
			path={path}
			type="text"
			value={asText(value)}
			onChange={(event) => {
				const text = event.currentTarget.value;
				onChange(spec.emptyAsNull && text.trim() === '' ? null : text);
			}}
		/>
	);
}

/** A multi-line plain-text input (or HTML code), with a character count when limited. */
export function TextAreaField({ spec, path, value, onChange }: WidgetProps<'textarea'>) {
	const length = asText(value).length;
	return (
		<SpecFieldFrame spec={spec} path={path}>
			{({ labelId: _labelId, ...aria }) => (
				<>
					<textarea
						{...aria}
						className={`editor-form-input${spec.code ? ' editor-form-code' : ''}`}
						rows={spec.code ? 10 : 5}
						spellCheck={!spec.code}
						value={asText(value)}
						onChange={(event) => onChange(event.currentTarget.value)}
					/>
					{spec.maxLength !== undefined && (
						<p
							className={`editor-form-counter${length > spec.maxLength ? ' editor-form-counter--over' : ''}`}
						>
							{length} / {spec.maxLength}
						</p>
					)}
				</>
			)}
		</SpecFieldFrame>
	);
}

/** A whole-number input; blank stores null (the schema then says what is missing). */
export function NumberField({ spec, path, value, onChange }: WidgetProps<'number'>) {
	return (
		<InputField
			spec={spec}
			path={path}
			className="editor-form-input editor-form-number"
			type="number"
			inputMode="numeric"
			step={1}
			min={spec.min}
			max={spec.max}
			value={asText(value)}
			onChange={(event) => {
				const text = event.currentTarget.value.trim();
				onChange(text === '' ? null : Number(text));
			}}
		/>
	);
}

/** A checkbox with its label beside it. */
export function CheckboxField({ spec, path, value, onChange }: WidgetProps<'checkbox'>) {
	return (
		<SpecFieldFrame spec={spec} path={path} labelAs="none" className="editor-form-field--check">
			{({ labelId, ...aria }, labels) => (
				<label className="editor-form-check" id={labelId}>
					<input
						{...aria}
						type="checkbox"
						checked={value === true}
						onChange={(event) => onChange(event.currentTarget.checked)}
					/>
					<span>{fieldLabel(labels, spec)}</span>
				</label>
			)}
		</SpecFieldFrame>
	);
}

/** A select over fixed options; numbers stay numbers, a nullable select offers 'none' (null). */
export function SelectField({ spec, path, value, onChange }: WidgetProps<'select'>) {
	const current = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
	return (
		<SpecFieldFrame spec={spec} path={path}>
			{({ labelId: _labelId, ...aria }, labels) => (
				<select
					{...aria}
					className="editor-form-input"
					value={current}
					onChange={(event) => {
						const chosen = event.currentTarget.value;
						const option = spec.options.find((candidate) => String(candidate) === chosen);
						onChange(option ?? null);
					}}
				>
					{spec.nullable && <option value="">{labels.ui.none}</option>}
					{spec.options.map((option) => (
						<option key={String(option)} value={String(option)}>
							{optionLabel(labels, spec.key, option)}
						</option>
					))}
				</select>
			)}
		</SpecFieldFrame>
	);
}
