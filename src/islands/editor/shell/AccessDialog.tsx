import { useEffect, useId, useState, type FormEvent } from 'react';
import { ACCESS_FEATURES, type AccessFeature } from '../../../lib/access/features.ts';
import type { EditConflict } from '../../../lib/contract/index.ts';
import { closeEditorModal, showEditorAlert } from '../../../stores/editor.ts';
import type { AccessTarget, StoredAccess } from '../api/access-calls.ts';
import { EditConflictError } from '../api/edit-conflict-error.ts';
import { AccessFeatureRow, type AccessLevelField } from './AccessFeatureRow.tsx';
import {
	choicesOf,
	stacked,
	valuesOf,
	type AccessChoice,
	type AccessChoices,
} from './access-form.ts';
import { loadAccessNames } from './access-names.ts';
import { ConflictDialog, type ConflictChoice } from './ConflictDialog.tsx';
import { refreshMain, runAction } from './editor-actions.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';

/** The form's state: the document as read, and the choices per level. */
type Form = { stored: StoredAccess; own: AccessChoices; date: AccessChoices | null };

const formOf = (stored: StoredAccess): Form => ({
	stored,
	own: choicesOf(stored.values),
	date: stored.dateValues === null ? null : choicesOf(stored.dateValues),
});

/**
 * The access form of the page's event or venue (`data-testid="editor-access-dialog"`): per
 * feature a venue's 'yes / no / not stated', an event's 'as venue (…) / yes / no' and its date's
 * 'as event (…) / yes / no', each showing what it inherits. Saving PATCHes based on the version
 * read (a newer one opens the conflict dialog), then shows the page's new rendering.
 */
export function AccessDialog({ target }: { target: AccessTarget }) {
	const { client, t, uiLocale } = useEditor();
	const id = useId();
	const [form, setForm] = useState<Form | null>(null);
	const [names, setNames] = useState<Record<AccessFeature, string> | null>(null);
	const [saving, setSaving] = useState(false);
	const [refused, setRefused] = useState<EditConflict | null>(null);

	useEffect(() => {
		let live = true;
		Promise.all([client.readAccess(target), loadAccessNames(uiLocale)]).then(
			([stored, loaded]) => {
				if (!live) return;
				setForm(formOf(stored));
				setNames(loaded);
			},
			() => live && closeEditorModal(),
		);
		return () => {
			live = false;
		};
	}, [client, target, uiLocale]);

	const save = async (stored: StoredAccess, current: Form) => {
		setSaving(true);
		try {
			const report = await client.saveAccess(stored, {
				values: valuesOf(current.own),
				dateValues: current.date === null ? null : valuesOf(current.date),
			});
			if (report.failed > 0) showEditorAlert('error', t('accessPartial', { n: report.failed }));
			closeEditorModal();
			await refreshMain();
		} catch (error) {
			if (error instanceof EditConflictError) setRefused(error.conflict);
			else throw error;
		} finally {
			setSaving(false);
		}
	};

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (form !== null) runAction(() => save(form.stored, form));
	};

	const choose = (choice: ConflictChoice) => {
		setRefused(null);
		if (choice === 'cancel' || form === null) return;
		runAction(async () => {
			const theirs = await client.readAccess(target);
			if (choice === 'overwrite') await save(theirs, form);
			else {
				setForm(formOf(theirs));
				await refreshMain();
			}
		});
	};

	const said = (value: boolean | undefined) =>
		t(value === undefined ? 'accessNone' : value ? 'accessYes' : 'accessNo');
	const levelsOf = (feature: AccessFeature, current: Form): AccessLevelField[] => {
		const { stored } = current;
		const set = (level: 'own' | 'date') => (choice: AccessChoice) =>
			setForm((before) =>
				before === null ? before : { ...before, [level]: { ...before[level], [feature]: choice } },
			);
		const plain = { yes: t('accessYes'), no: t('accessNo') };
		if (target.kind === 'venue') {
			return [
				{
					label: t('accessLevelVenue'),
					hideLabel: true,
					choice: current.own[feature],
					options: { inherit: t('accessUnset'), ...plain },
					onChange: set('own'),
				},
			];
		}
		const own = valuesOf(current.own);
		const levels: AccessLevelField[] = [
			{
				label: t('accessLevelEvent'),
				choice: current.own[feature],
				options: {
					inherit: t('accessAsVenue', { value: said(stacked(feature, stored.venueValues)) }),
					...plain,
				},
				onChange: set('own'),
			},
		];
		if (current.date !== null) {
			levels.push({
				label: t('accessLevelDate'),
				choice: current.date[feature],
				options: {
					inherit: t('accessAsEvent', {
						value: said(stacked(feature, stored.venueValues, own)),
					}),
					...plain,
				},
				onChange: set('date'),
			});
		}
		return levels;
	};

	const ready = form !== null && names !== null;
	return (
		<EditorDialog
			testId="editor-access-dialog"
			title={form === null ? t('accessButton') : t('accessTitle', { name: form.stored.name })}
			form
			busy={!ready || saving}
		>
			{!ready ? (
				<p role="status">{t('loading')}</p>
			) : (
				<form className="editor-access-form" onSubmit={submit}>
					<p className="editor-access__note">
						{t(target.kind === 'venue' ? 'accessNoteVenue' : 'accessNoteEvent')}
					</p>
					<div className="editor-access">
						{ACCESS_FEATURES.map((feature) => (
							<AccessFeatureRow
								key={feature}
								id={`${id}-${feature}`}
								feature={feature}
								name={names[feature]}
								levels={levelsOf(feature, form)}
							/>
						))}
					</div>
					<div className="editor-dialog__actions">
						<button type="button" className="editor-button" onClick={closeEditorModal}>
							{t('cancel')}
						</button>
						<button
							type="submit"
							className="editor-button editor-button--primary"
							disabled={saving}
						>
							{t('accessSave')}
						</button>
					</div>
				</form>
			)}
			{refused !== null && <ConflictDialog conflict={refused} busy={saving} onChoose={choose} />}
		</EditorDialog>
	);
}
