import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { ScheduleAction } from '../../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../../lib/format/editor-dates.ts';
import type { ScheduleTarget } from '../api/schedule-calls.ts';
import { $pageDraft } from '../draft/page-draft-state.ts';
import { runAction } from './editor-actions.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';
import { ACTION_LABEL } from './schedule-labels.ts';
import { ScheduleForm } from './ScheduleForm.tsx';
import { useSchedule } from './use-schedule.ts';

/**
 * The schedule of the shown page, event, article or production (`data-testid="editor-schedule-dialog"`):
 * its pending changes, soonest first, each with who planned it and a Cancel button, and the form
 * that plans another; publishing the draft can be planned for a page that has one.
 */
export function ScheduleDialog({ target }: { target: ScheduleTarget }) {
	const { client, t, uiLocale } = useEditor();
	const { changes, reload } = useSchedule(target);
	const draft = useStore($pageDraft);
	// A cancelled change's button is gone: focus goes to the list's heading, not to the page.
	const pendingHeading = useRef<HTMLHeadingElement>(null);
	const canPublish = target.kind === 'page' && draft !== null && draft !== 'unknown';
	const actions: ScheduleAction[] = canPublish
		? ['publish', 'online', 'offline']
		: ['online', 'offline'];

	const schedule = async (action: ScheduleAction, runAt: string) => {
		await client.createSchedule(target, action, runAt);
		await reload();
	};
	const cancel = (id: number) =>
		runAction(async () => {
			await client.cancelSchedule(id);
			await reload();
			pendingHeading.current?.focus();
		});

	return (
		<EditorDialog
			testId="editor-schedule-dialog"
			title={t('scheduleTitle')}
			form
			busy={changes === null}
		>
			<p className="editor-schedule__note">
				{target.kind === 'page'
					? t('scheduleLocaleNote', { locale: client.locale })
					: t('scheduleAllLocalesNote')}
			</p>
			<h3 ref={pendingHeading} className="editor-schedule__heading" tabIndex={-1}>
				{t('schedulePending')}
			</h3>
			{changes === null && <p role="status">{t('loading')}</p>}
			{changes?.length === 0 && <p>{t('scheduleNone')}</p>}
			{changes !== null && changes.length > 0 && (
				<ul className="editor-schedule__list">
					{changes.map((change) => {
						const item = t('scheduleItem', {
							action: t(ACTION_LABEL[change.action]),
							time: formatEditorDateTime(change.run_at, uiLocale),
						});
						return (
							<li key={change.id} className="editor-schedule__item">
								<span>
									<strong>{item}</strong>
									{change.created_by_name && (
										<span> · {t('scheduleBy', { name: change.created_by_name })}</span>
									)}
								</span>
								<button
									type="button"
									className="editor-button editor-button--small"
									aria-label={t('scheduleCancelLabel', {
										action: t(ACTION_LABEL[change.action]),
										time: formatEditorDateTime(change.run_at, uiLocale),
									})}
									onClick={() => cancel(change.id)}
								>
									{t('scheduleCancel')}
								</button>
							</li>
						);
					})}
				</ul>
			)}
			<ScheduleForm actions={actions} onSchedule={schedule} />
		</EditorDialog>
	);
}
