import { openEditorModal } from '../../../stores/editor.ts';
import type { ScheduleTarget } from '../api/schedule-calls.ts';
import { useEditor } from './editor-context.ts';

/** The toolbar's 'Schedule' button (edit mode): opens the schedule of the shown document. */
export function ScheduleButton({ target }: { target: ScheduleTarget }) {
	const { t } = useEditor();
	return (
		<button
			type="button"
			className="editor-button"
			data-testid="editor-schedule-button"
			onClick={() => openEditorModal({ kind: 'schedule', target })}
		>
			{t('scheduleButton')}
		</button>
	);
}
