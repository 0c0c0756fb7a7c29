/**
 * A buyer process of the concurrency tests: a back end of its own (its own process, its own
 * database connections) on the shared data dir or PostgreSQL database. Talks to its parent over
 * IPC: receives the job, answers 'ready' once its back end is open, waits for 'go', then sends
 * all its cart requests at once and answers each one's response code (0 for a reservation, the
 * HTTP status for anything but 200).
 */
import { assembleBackend } from '../../../src/backend/backend.ts';
import { fixtureSeeds } from './fixtures/seed.ts';
import { packWith } from '../../../demo/pack.ts';

/** What the parent sends first. */
export type BuyerJob = {
	dataDir: string;
	databaseUrl: string | undefined;
	now: string;
	requests: number;
	body: unknown;
};

/** What the buyer answers: 'ready', then its codes. */
export type BuyerMessage = { ready: true } | { codes: number[] };

const send = (message: BuyerMessage) =>
	new Promise<void>((resolve, reject) =>
		process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
	);
const next = () => new Promise<unknown>((resolve) => process.once('message', resolve));

const job = (await next()) as BuyerJob;
const backend = await assembleBackend({
	dataDir: job.dataDir,
	databaseUrl: job.databaseUrl,
	site: 'castle',
	now: () => new Date(job.now),
	content: packWith(fixtureSeeds),
});
await send({ ready: true });
await next();

const codes = await Promise.all(
	Array.from({ length: job.requests }, async (_, index) => {
		const response = await backend.app.request('/de/api/shop-cart/', {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				'x-csrftoken': `buyer-${index}`,
				cookie: `csrftoken=buyer-${index}`,
			},
			body: JSON.stringify(job.body),
		});
		const body = (await response.json()) as { response_code?: number };
		return response.status === 200 ? (body.response_code ?? 0) : response.status;
	}),
);
await backend.close();
await send({ codes });
process.disconnect();
