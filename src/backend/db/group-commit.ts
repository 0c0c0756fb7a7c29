import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type Transaction } from 'kysely';

/** At most this many transactions share one commit, so a group never holds the lock long. */
const MAX_GROUP = 64;

type Waiting<DB> = {
	/** The work, run in the async context of its caller (its AsyncLocalStorage stores). */
	work: (trx: Transaction<DB>) => Promise<unknown>;
	resolve: (value: unknown) => void;
	reject: (error: unknown) => void;
};
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for a database with one connection (the embedded SQLite): transactions that
 * queue while one runs are run together, one after the other, in one `BEGIN IMMEDIATE … COMMIT`,
 * each inside its own savepoint. A work that throws is rolled back alone (its savepoint) and
 * rejects with its own error; every work's answer is handed out only after the shared COMMIT,
 * and when BEGIN or COMMIT fails, nothing of the group is stored and every work rejects.
 * A commit (appending the changed pages to the WAL, taking and dropping the file locks) is then
 * paid once per group instead of once per transaction: in an on-sale rush the reservations
 * waiting for the lock commit together. `enter(trx, work)` runs a work with `trx` as its
 * current transaction (so helpers it calls join it), inside its caller's async context.
 */
export function groupCommit<DB>(
	root: Kysely<DB>,
	enter: (trx: Transaction<DB>, work: () => Promise<unknown>) => Promise<unknown>,
): <T>(work: () => Promise<T>) => Promise<T> {
	const queue: Waiting<DB>[] = [];
	let draining = false;

	const runOne = async (trx: Transaction<DB>, work: Waiting<DB>['work']): Promise<Outcome> => {
		await sql`SAVEPOINT group_member`.execute(trx);
		try {
			const value = await work(trx);
			await sql`RELEASE group_member`.execute(trx);
			return { ok: true, value };
		} catch (error) {
			await sql`ROLLBACK TO group_member`.execute(trx);
			await sql`RELEASE group_member`.execute(trx);
			return { ok: false, error };
		}
	};

	const drain = async () => {
		draining = true;
		while (queue.length > 0) {
			const group = queue.splice(0, MAX_GROUP);
			const outcomes: Outcome[] = [];
			try {
				await root.transaction().execute(async (trx) => {
					// Alone, a work needs no savepoint: its throw rolls the transaction back.
					if (group.length === 1) {
						outcomes.push({ ok: true, value: await group[0]!.work(trx) });
						return;
					}
					for (const member of group) outcomes.push(await runOne(trx, member.work));
				});
			} catch (error) {
				for (const member of group) member.reject(error);
				continue;
			}
			group.forEach((member, index) => {
				const outcome = outcomes[index]!;
				if (outcome.ok) member.resolve(outcome.value);
				else member.reject(outcome.error);
			});
		}
		draining = false;
	};

	return <T>(work: () => Promise<T>) =>
		new Promise<T>((resolve, reject) => {
			// The group runs in whichever caller's context started it: each work gets back its own.
			const inCallerContext = AsyncLocalStorage.snapshot();
			queue.push({
				work: (trx) => inCallerContext(() => enter(trx, work)),
				resolve: resolve as (value: unknown) => void,
				reject,
			});
			if (!draining) void drain();
		});
}
