/**
 * A worker thread of the concurrency test: opens its own back end (its own SQLite connection) on
 * the shared data dir, waits at the barrier until every worker is ready, then sends its cart
 * requests at once and reports each answer's response code (0 for a reservation).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { assembleBackend } from '../../../src/backend/backend.ts';
import { fixtureSeeds } from './fixtures/seed.ts';

type Job = {
	dataDir: string;
	now: string;
	requests: number;
	body: unknown;
	barrier: SharedArrayBuffer;
};
const job = workerData as Job;

const backend = await assembleBackend({
	dataDir: job.dataDir,
	site: 'castle',
	now: () => new Date(job.now),
	seeds: fixtureSeeds,
});
const gate = new Int32Array(job.barrier);
Atomics.add(gate, 1, 1);
Atomics.wait(gate, 0, 0);

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
backend.close();
parentPort?.postMessage(codes);
