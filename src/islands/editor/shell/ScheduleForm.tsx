import { useId, useState, type FormEvent } from 'react';
import type { ScheduleAction } from '../../../lib/contract/index.ts';
import { berlinInputToIso, isoToBerlinInput } from '../forms/berlin-time.ts';
import { runAction } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';
import { ACTION_LABEL } from './schedule-labels.ts';

/**
 * The form that plans one change: the action (online, offline, or — `canPublish` — the page's
 * draft) and a date and time in Berlin (datetime-local); a time not in the future is refused
 * here already (the back end checks again). `onSchedule` sends it.
 */
export function ScheduleForm({
	actions,
	onSchedule,
}: {
	actions: readonly ScheduleAction[];
	onSchedule: (action: ScheduleAction, runAt: string) => Promise<void>;
}) {
	const { t } = useEditor();
	const id = useId();
	const [action, setAction] = useState<ScheduleAction>(actions[0] ?? 'online');
	const [time, setTime] = useState('');
	const [invalid, setInvalid] = useState(false);
	const [saving, setSaving] = useState(false);
	const earliest = isoToBerlinInput(new Date().toISOString());

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const runAt = berlinInputToIso(time);
		if (runAt === null || Date.parse(runAt) <= Date.now()) {
			setInvalid(true);
			return;
		}
		setInvalid(false);
		setSaving(true);
		runAction(async () => {
			try {
				await onSchedule(action, runAt);
				setTime('');
			} finally {
				setSaving(false);
			}
		});
	};

	return (
		<form className="editor-schedule__form" onSubmit={submit} noValidate>
			<h3 className="editor-schedule__heading">{t('scheduleNew')}</h3>
			<div className="editor-schedule__field">
				<label htmlFor={`${id}-action`}>{t('scheduleAction')}</label>
				<select
					id={`${id}-action`}
					value={action}
					onChange={(event) => setAction(event.currentTarget.value as ScheduleAction)}
				>
					{actions.map((each) => (
						<option key={each} value={each}>
							{t(ACTION_LABEL[each])}
						</option>
					))}
				</select>
			</div>
			<div className="editor-schedule__field">
				<label htmlFor={`${id}-time`}>{t('scheduleTime')}</label>
				<input
					id={`${id}-time`}
					type="datetime-local"
					required
					min={earliest}
					value={time}
					aria-describedby={`${id}-help${invalid ? ` ${id}-error` : ''}`}
					aria-invalid={invalid || undefined}
					onChange={(event) => setTime(event.currentTarget.value)}
				/>
				<p id={`${id}-help`} className="editor-schedule__help">
					{t('scheduleTimeHelp')}
				</p>
				{invalid && (
					<p id={`${id}-error`} className="editor-schedule__error" role="alert">
						{t('scheduleTimeInvalid')}
					</p>
				)}
			</div>
			<div className="editor-dialog__actions">
				<button type="submit" className="editor-button editor-button--primary" disabled={saving}>
					{t('scheduleSubmit')}
				</button>
			</div>
		</form>
	);
}
