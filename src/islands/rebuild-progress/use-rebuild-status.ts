import { useCallback, useEffect, useState } from 'react';
import { RebuildStatusSchema, type RebuildStatus } from '../../lib/contract/index.ts';

/** How often a running build's progress is asked for. */
export const REBUILD_POLL_MS = 2000;

/** GET /editor-api/rebuild; null when it cannot be read (not staff, offline, old server). */
export async function readRebuildStatus(
	fetcher: (url: string, init?: RequestInit) => Promise<Response> = fetch,
): Promise<RebuildStatus | null> {
	try {
		const response = await fetcher('/editor-api/rebuild', {
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
		});
		if (!response.ok) return null;
		const parsed = RebuildStatusSchema.safeParse(await response.json());
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

/**
 * The server's rebuild status: read on mount (an editor arriving later sees the running build),
 * then every 2 s while a build runs or one is queued; `refresh` after a Publish.
 */
export function useRebuildStatus(fetcher?: Parameters<typeof readRebuildStatus>[0]) {
	const [status, setStatus] = useState<RebuildStatus | null>(null);
	const [tick, setTick] = useState(0);
	const refresh = useCallback(() => setTick((n) => n + 1), []);
	useEffect(() => {
		let cancelled = false;
		void readRebuildStatus(fetcher).then((next) => {
			if (!cancelled) setStatus(next);
		});
		return () => {
			cancelled = true;
		};
	}, [tick, fetcher]);
	const active = status?.run?.state === 'running' || status?.queued === true;
	useEffect(() => {
		if (!active) return;
		const timer = setTimeout(refresh, REBUILD_POLL_MS);
		return () => clearTimeout(timer);
	}, [active, status, refresh]);
	return { status, refresh };
}
