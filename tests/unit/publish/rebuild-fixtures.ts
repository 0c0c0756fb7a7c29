import type { RebuildRun, RebuildStatus } from '../../../src/lib/contract/index.ts';

/** A build of the demo half-way through prerendering. */
export const RUNNING_RUN: RebuildRun = {
	id: '20261201T100000000Z',
	state: 'running',
	phase: 'prerendering',
	pages: 40,
	expected_pages: 146,
	started_at: '2026-12-01T10:00:00.000Z',
	finished_at: null,
	error: null,
};

/** The status with `RUNNING_RUN` changed by `over`. */
export function rebuildStatus(over: Partial<RebuildRun> = {}, queued = false): RebuildStatus {
	return {
		available: true,
		run: { ...RUNNING_RUN, ...over },
		queued,
		served_built_at: '2026-11-30T08:00:00.000Z',
	};
}
