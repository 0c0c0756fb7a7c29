import { useCallback, useEffect, useState } from 'react';
import type { ScheduledChange } from '../../../lib/contract/index.ts';
import type { ScheduleTarget } from '../api/schedule-calls.ts';
import { useEditor } from './editor-context.ts';

/** The pending changes of `target` (null until loaded; [] when they could not be read) and a reload. */
export function useSchedule(target: ScheduleTarget): {
	changes: ScheduledChange[] | null;
	reload: () => Promise<void>;
} {
	const { client } = useEditor();
	const [changes, setChanges] = useState<ScheduledChange[] | null>(null);
	const reload = useCallback(
		() => client.listSchedule(target).then(setChanges, () => setChanges([])),
		[client, target],
	);
	useEffect(() => {
		void reload();
	}, [reload]);
	return { changes, reload };
}
