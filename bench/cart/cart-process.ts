import { spawn, type ChildProcess } from 'node:child_process';
import type { EventListItem } from '../../src/lib/contract/index.ts';

/**
 * Starts the cart bench's server (cart-server.ts: the embedded back end alone over HTTP) on
 * `dataDir` (or the PostgreSQL database `databaseUrl`) and answers it once it listens.
 */
export function startServer(
	dataDir: string,
	port: number,
	databaseUrl: string | undefined,
): Promise<ChildProcess> {
	const env = { ...process.env };
	if (databaseUrl) env['DATABASE_URL'] = databaseUrl;
	else delete env['DATABASE_URL'];
	const child = spawn(process.execPath, ['bench/cart/cart-server.ts', dataDir, String(port)], {
		stdio: ['ignore', 'pipe', 'inherit'],
		env,
	});
	return new Promise((resolve, reject) => {
		child.once('exit', (code) => reject(new Error(`cart server exited with ${code}`)));
		child.stdout?.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('ready')) resolve(child);
		});
	});
}

/** Stops a server and waits until it has closed its database. */
export function stopServer(server: ChildProcess): Promise<void> {
	if (server.exitCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		server.once('exit', () => resolve());
		server.kill('SIGTERM');
	});
}

/** The seat group the bench buys from: the first of `events` bookable without timeslots. */
export function bookableIn(events: readonly EventListItem[]) {
	for (const event of events) {
		const group = event.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
		const price = group?.prices[0];
		if (event.id_jet !== null && group && price) {
			return {
				eventId: event.id,
				idJet: event.id_jet,
				seatGroupId: group.id,
				saleTypeId: price.sale_type_id,
				price: price.price,
			};
		}
	}
	return undefined;
}

/** The first upcoming event with a bookable seat group without timeslots. */
export async function bookableSeatGroup(origin: string) {
	const response = await fetch(`${origin}/de/api/events/?page_size=100`);
	const { results } = (await response.json()) as { results: EventListItem[] };
	const target = bookableIn(results);
	if (!target) throw new Error('no bookable seat group in the demo content');
	return target;
}

/** The server process's CPU time so far, in milliseconds. */
export async function serverCpuMs(origin: string): Promise<number> {
	const response = await fetch(`${origin}/__bench/cpu`);
	return ((await response.json()) as { micros: number }).micros / 1000;
}
