import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BlockFormProps } from '../editor-api-types.ts';
import { renderedPaths } from './field-specs.ts';
import { fieldForPath, mapIssuesToFields } from './field-errors.ts';
import { FormContext, type FormContextValue } from './form-context.ts';
import { formLabels } from './labels.ts';
import { MODEL_FIELDS } from './model-fields.ts';
import { submitFailure } from './submit-failure.ts';
import { validateModule } from './validate.ts';
import { FieldRenderer } from './widgets/FieldRenderer.tsx';
import { loadStylesheets } from '../../lazy-stylesheets.ts';
import formsCss from './forms.css?url';

// Linked when the editor chunk loads, not in the <head> of every visitor page.
await loadStylesheets([formsCss]);

/**
 * The edit form of one block (SPEC §3 'Editor content blocks'): the fields of its model, checked
 * with the contract's ModuleSchema on submit (errors next to each field, focus on the first), sent
 * with `onSubmit` only when valid. Fields the form does not show are sent back unchanged. A
 * rejected save shows its message at the top and, when the error names a field, at that field.
 */
export function BlockForm({ model, initial, api, onSubmit, onCancel }: BlockFormProps) {
	const labels = formLabels(api.uiLocale);
	const specs = MODEL_FIELDS[model];
	const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initial }));
	const [errors, setErrors] = useState<Record<string, string>>({});
	const [summary, setSummary] = useState<{ title: string; details: string[] } | null>(null);
	const [saving, setSaving] = useState(false);
	const [focusTick, setFocusTick] = useState(0);
	const formRef = useRef<HTMLFormElement>(null);
	const summaryRef = useRef<HTMLDivElement>(null);
	const base = useId();

	const idFor = useCallback((path: string) => `${base}-${path.replaceAll('.', '-')}`, [base]);
	const context = useMemo<FormContextValue>(
		() => ({ labels, api, idFor, errors }),
		[labels, api, idFor, errors],
	);

	useEffect(() => {
		if (focusTick === 0) return;
		const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
		(invalid ?? summaryRef.current)?.focus();
	}, [focusTick]);

	/** Applies edits to the module and drops the errors of the fields they touch. */
	const patch = (changes: Record<string, unknown>) => {
		setValues((previous) => ({ ...previous, ...changes }));
		setErrors((previous) => {
			const keys = Object.keys(changes);
			const kept = Object.entries(previous).filter(
				([path]) => !keys.some((key) => path === key || path.startsWith(`${key}.`)),
			);
			return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
		});
	};

	async function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		if (saving) return;
		const paths = renderedPaths(specs, values);
		const validation = validateModule(model, specs, initial, values);
		if (!validation.ok) {
			const placed = mapIssuesToFields(validation.issues, paths, validation.candidate, labels);
			setErrors(placed.fields);
			setSummary({ title: labels.ui.checkFields, details: placed.unplaced });
			setFocusTick((tick) => tick + 1);
			return;
		}
		setErrors({});
		setSummary(null);
		setSaving(true);
		try {
			await onSubmit(validation.data);
		} catch (error) {
			const failure = submitFailure(error, labels.ui.saveFailed);
			const field = failure.field === undefined ? undefined : fieldForPath(failure.field, paths);
			if (field !== undefined) setErrors({ [field]: failure.message });
			setSummary({ title: failure.message, details: [] });
			setFocusTick((tick) => tick + 1);
		} finally {
			setSaving(false);
		}
	}

	return (
		<FormContext value={context}>
			<form
				ref={formRef}
				className="editor-form"
				noValidate
				aria-label={labels.ui.form}
				aria-busy={saving}
				onSubmit={(event) => void submit(event)}
			>
				{summary && (
					<div ref={summaryRef} className="editor-form-summary" role="alert" tabIndex={-1}>
						<p>{summary.title}</p>
						{summary.details.length > 0 && (
							<ul>
								{summary.details.map((detail) => (
									<li key={detail}>{detail}</li>
								))}
							</ul>
						)}
					</div>
				)}
				<div className="editor-form-fields">
					{specs.map((spec) => (
						<FieldRenderer
							key={spec.key}
							spec={spec}
							path={spec.key}
							value={values[spec.key]}
							owner={values}
							onChange={(value) => patch({ [spec.key]: value })}
							onPatch={patch}
						/>
					))}
				</div>
				<div className="editor-form-actions">
					<button type="button" className="editor-form-button" onClick={onCancel}>
						{labels.ui.cancel}
					</button>
					<button
						type="submit"
						className="editor-form-button editor-form-button--primary"
						disabled={saving}
					>
						{labels.ui.save}
					</button>
					{saving && (
						<span className="editor-form-saving" role="status">
							{labels.ui.saving}
						</span>
					)}
				</div>
			</form>
		</FormContext>
	);
}
