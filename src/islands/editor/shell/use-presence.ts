import { useEffect, useState } from 'react';
import type { EditorClient } from '../api/editor-client.ts';

/** How often the editor tells the back end that this page is open in edit mode. */
export const PRESENCE_BEAT_MS = 5_000;

/**
 * While `active` (the page is in edit mode): a heartbeat every PRESENCE_BEAT_MS for `path`, and
 * the names of the other staff members it answers; leaving (unmount, closing the page) says so,
 * so the others' next beat no longer lists this one. Failed beats are skipped silently.
 */
export function usePresence(client: EditorClient, path: string, active: boolean): string[] {
	const [others, setOthers] = useState<string[]>([]);
	useEffect(() => {
		if (!active) return;
		let live = true;
		const beat = () => {
			client.presence(path, false).then(
				(names) => {
					if (live) setOthers(names);
				},
				() => undefined,
			);
		};
		const leave = () => void client.presence(path, true).catch(() => undefined);
		beat();
		const timer = setInterval(beat, PRESENCE_BEAT_MS);
		addEventListener('pagehide', leave);
		return () => {
			live = false;
			clearInterval(timer);
			removeEventListener('pagehide', leave);
			leave();
			setOthers([]);
		};
	}, [client, path, active]);
	return others;
}
