import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startBackend, TEST_ENGINE } from './harness.ts';

describe('no request holds the database indefinitely', () => {
	it('bounds statements, open transactions and lock waits', async () => {
		const { db } = await startBackend();
		if (TEST_ENGINE === 'postgres') {
			const setting = async (name: string) =>
				(await db.one<{ value: string }>(sql`SELECT current_setting(${name}) AS value`))?.value;
			expect(await setting('statement_timeout')).toBe('30s');
			expect(await setting('idle_in_transaction_session_timeout')).toBe('1min');
		} else {
			const row = await db.one<{ timeout: number }>(sql`PRAGMA busy_timeout`);
			expect(Number(row?.timeout)).toBe(5000);
		}
	});
});
