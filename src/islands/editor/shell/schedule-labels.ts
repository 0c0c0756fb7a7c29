import type { ScheduleAction } from '../../../lib/contract/index.ts';
import type { EditorStringKey } from '../editor-strings.ts';

/** The editor's name of each scheduled action. */
export const ACTION_LABEL: Record<ScheduleAction, EditorStringKey> = {
	online: 'scheduleActionOnline',
	offline: 'scheduleActionOffline',
	publish: 'scheduleActionPublish',
};
