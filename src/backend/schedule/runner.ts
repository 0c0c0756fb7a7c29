import type { AuditLog } from '../audit/audit-log.ts';
import type { DocumentStore } from '../content/documents.ts';
import type { Database } from '../db/database.ts';
import { applyChange, type PublishDraft } from './apply-change.ts';
import { finishChange, lockNextDue, type DueChange } from './scheduled-changes.ts';

/** How often each instance looks for due changes unless told otherwise. */
export const SCHEDULE_POLL_MS = 15_000;
/** Changes one turn applies at most (the rest wait for the next turn). */
const PER_TURN = 100;

export type ScheduleDeps = {
	db: Database;
	store: DocumentStore;
	now: () => Date;
	publishDraft: PublishDraft;
	audit: AuditLog;
	/** Hears of a failed turn (default: one line on stderr). */
	onError?: (error: unknown) => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Applies the next due change: claims it and writes the content in one transaction, and marks it
 * done there — so it runs exactly once, whichever instance gets it. A change that fails is
 * rolled back and marked with its error instead, and never tried again. Answers the change, or
 * undefined when none was due.
 */
async function runNext(deps: ScheduleDeps): Promise<DueChange | undefined> {
	const { db, store } = deps;
	let claimed: DueChange | undefined;
	let outcome = 'done';
	try {
		await store.transaction(async () => {
			claimed = await lockNextDue(db, store.site, deps.now());
			if (!claimed) return;
			await applyChange(deps, claimed);
			await finishChange(db, claimed.id, outcome, deps.now());
		});
	} catch (error) {
		if (!claimed) throw error;
		outcome = messageOf(error);
		await finishChange(db, claimed.id, outcome, deps.now());
	}
	if (claimed) {
		await deps.audit.record({
			actor: 'server',
			action: 'schedule_run',
			target: `${claimed.kind} #${claimed.docId}${claimed.locale ? ` (${claimed.locale})` : ''}`,
			detail: `${claimed.action}: ${outcome}`,
			address: 'timer',
		});
	}
	return claimed;
}

/** Applies every change due now (at most PER_TURN); answers how many were taken (done or failed). */
export async function runDueChanges(deps: ScheduleDeps): Promise<number> {
	let taken = 0;
	while (taken < PER_TURN && (await runNext(deps)) !== undefined) taken += 1;
	return taken;
}

/** A running schedule timer of one instance. */
export type ScheduleRunner = {
	/** Applies the due changes now (the test clock, tests). */
	runNow(): Promise<number>;
	/** Stops the timer, after the turn under way. */
	stop(): Promise<void>;
};

/**
 * Looks for due changes every `pollMs` on an unref'd timer (it never keeps the process alive).
 * A failing turn is reported and the timer goes on. Every instance runs one; the claim in
 * runNext makes each change run once.
 */
export function startScheduleRunner(deps: ScheduleDeps, pollMs = SCHEDULE_POLL_MS): ScheduleRunner {
	const onError =
		deps.onError ?? ((error: unknown) => console.error(`Scheduled changes: ${messageOf(error)}`));
	let stopped = false;
	let timer: NodeJS.Timeout | undefined;
	let running: Promise<number> = Promise.resolve(0);

	const runNow = () => {
		running = running.then(
			() => runDueChanges(deps),
			() => runDueChanges(deps),
		);
		return running;
	};
	const turn = async () => {
		if (stopped) return;
		await runNow().catch(onError);
		if (stopped) return;
		timer = setTimeout(() => void turn(), pollMs);
		timer.unref();
	};
	timer = setTimeout(() => void turn(), pollMs);
	timer.unref();
	return {
		runNow,
		async stop() {
			stopped = true;
			clearTimeout(timer);
			await running.catch(() => {});
		},
	};
}
