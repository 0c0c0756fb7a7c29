import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/backend/db/database.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../src/backend/ticketing/capacities.ts';
import { bookableSeatGroup, serverCpuMs, startServer, stopServer } from './cart-process.ts';
import { offerReservations, type OfferedRate } from './offered-rate.ts';

/** An on-sale rush on the embedded back end: a fixed rate of reservations, and what it cost. */
export type CartRush = OfferedRate & { serverCpuMsPerReservation: number };

/**
 * Starts the cart server on a fresh data dir (embedded SQLite, castle demo content), gives one
 * seat group more seats than the rush can take, and offers `perSecond` reservations a second
 * for `seconds` (offered-rate.ts), each from a new visitor.
 */
export async function benchCartRush(options: {
	port: number;
	perSecond: number;
	seconds: number;
}): Promise<CartRush> {
	const dataDir = mkdtempSync(join(tmpdir(), 'bench-rush-'));
	const db = await openDatabase({ dataDir });
	const server = await startServer(dataDir, options.port, undefined);
	try {
		const origin = `http://127.0.0.1:${options.port}`;
		const target = await bookableSeatGroup(origin);
		await setCapacity(db, 'castle', {
			idJet: target.idJet,
			seatGroupId: target.seatGroupId,
			blockId: WHOLE_SEAT_GROUP,
			capacity: options.perSecond * options.seconds * 10,
		});
		const body = {
			event_jet_id: target.idJet,
			seat_group: target.seatGroupId,
			sale_type_ids: [target.saleTypeId],
		};
		// A second of the same offer first: the server's code and statements are warm.
		await offerReservations(origin, body, options.perSecond, 1);
		const cpuBefore = await serverCpuMs(origin);
		const rush = await offerReservations(origin, body, options.perSecond, options.seconds);
		const cpu = (await serverCpuMs(origin)) - cpuBefore;
		return {
			...rush,
			serverCpuMsPerReservation: Math.round((cpu / Math.max(1, rush.reserved)) * 100) / 100,
		};
	} finally {
		await db.close();
		await stopServer(server);
		rmSync(dataDir, { recursive: true, force: true });
	}
}
