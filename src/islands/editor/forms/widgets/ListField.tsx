import { useRef } from 'react';
import { useFormContext } from '../form-context.ts';
import { fieldPath, isRecord } from '../field-specs.ts';
import { fill } from '../../../../lib/i18n/fill.ts';
import { moveItem, removeItem, replaceItem } from '../list-ops.ts';
import { fieldLabel, type FieldWidget, type WidgetProps } from './widget-props.ts';

/**
 * An editable list (FAQ items, teasers, images, logos, videos, anchors): each entry is a group of
 * the spec's item fields with buttons to move it up or down and to remove it; 'Add' appends
 * `spec.newItem()`. `renderField` draws each item field (the form's own field renderer, handed in
 * so a list inside a list works without the two modules importing each other).
 */
export function ListField({
	spec,
	path,
	value,
	onChange,
	renderField: Field,
}: WidgetProps<'list'> & { renderField: FieldWidget }) {
	const { labels, errors, idFor } = useFormContext();
	const items: unknown[] = Array.isArray(value) ? value : [];
	const error = errors[path];
	// Stable keys per entry, so moving an entry moves its editors (rich text keeps its own state).
	const keys = useRef<number[]>([]);
	const nextKey = useRef(0);
	while (keys.current.length < items.length) keys.current.push(nextKey.current++);
	keys.current.length = items.length;
	const move = (from: number, to: number) => {
		keys.current = moveItem(keys.current, from, to);
		onChange(moveItem(items, from, to));
	};
	const remove = (index: number) => {
		keys.current = removeItem(keys.current, index);
		onChange(removeItem(items, index));
	};
	const name = (index: number) => fill(labels.items[spec.itemLabel] ?? '{{n}}', { n: index + 1 });
	return (
		<fieldset
			className="editor-form-list"
			data-field={path}
			aria-describedby={error ? `${idFor(path)}-error` : undefined}
		>
			<legend className="editor-form-label">
				{fieldLabel(labels, spec)}
				{spec.required && (
					<span className="editor-form-required" aria-hidden="true">
						{' '}
						*
					</span>
				)}
			</legend>
			{error && (
				<p className="editor-form-error" id={`${idFor(path)}-error`}>
					{error}
				</p>
			)}
			<ol className="editor-form-list-items">
				{items.map((item, index) => {
					const itemPath = `${path}.${index}`;
					const owner = isRecord(item) ? item : {};
					return (
						<li key={keys.current[index]} className="editor-form-list-item">
							<fieldset>
								<legend>{name(index)}</legend>
								{spec.itemFields.map((child) => (
									<Field
										key={child.key}
										spec={child}
										path={fieldPath(itemPath, child.key)}
										value={child.key === '' ? item : owner[child.key]}
										owner={owner}
										onChange={(next) =>
											onChange(
												replaceItem(
													items,
													index,
													child.key === '' ? next : { ...owner, [child.key]: next },
												),
											)
										}
										onPatch={(patch) => onChange(replaceItem(items, index, { ...owner, ...patch }))}
									/>
								))}
								<div className="editor-form-list-actions">
									<button
										type="button"
										className="editor-form-button editor-form-button--quiet"
										aria-label={`${name(index)}: ${labels.ui.moveUp}`}
										disabled={index === 0}
										onClick={() => move(index, index - 1)}
									>
										↑ {labels.ui.moveUp}
									</button>
									<button
										type="button"
										className="editor-form-button editor-form-button--quiet"
										aria-label={`${name(index)}: ${labels.ui.moveDown}`}
										disabled={index === items.length - 1}
										onClick={() => move(index, index + 1)}
									>
										↓ {labels.ui.moveDown}
									</button>
									<button
										type="button"
										className="editor-form-button editor-form-button--danger"
										aria-label={`${name(index)}: ${labels.ui.remove}`}
										onClick={() => remove(index)}
									>
										{labels.ui.remove}
									</button>
								</div>
							</fieldset>
						</li>
					);
				})}
			</ol>
			<button
				type="button"
				id={idFor(path)}
				aria-invalid={error !== undefined}
				className="editor-form-button"
				onClick={() => onChange([...items, spec.newItem()])}
			>
				+ {labels.ui.add}: {name(items.length)}
			</button>
		</fieldset>
	);
}
