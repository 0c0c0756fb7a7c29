/**
 * The flood of bench/load/measure-flood.ts, run in a worker thread so that its 50 connections
 * do not delay the probes timed on the main thread. Receives { origin, connections, seconds,
 * paths } as workerData; posts { result, statuses } when done. Each request gets a new query
 * value: `${path}${n}` with n counting up, or — where the path holds `{words}` — twelve made-up
 * words of eleven letters (what costs a forgiving search the most).
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { origin, connections, seconds, paths } = workerData as {
	origin: string;
	connections: number;
	seconds: number;
	paths: string[];
};
let counter = 0;

/** Twelve words of eleven letters no text holds, different for every `n`. */
const madeUpWords = (n: number) =>
	Array.from({ length: 12 }, (_, i) => `q${(n * 12 + i).toString(36).padStart(6, 'x')}zvkw`).join(
		'+',
	);
const statuses: Record<string, number> = {};
const instance = autocannon(
	{
		url: origin,
		connections,
		duration: seconds,
		requests: [
			{
				setupRequest: (request) => {
					counter += 1;
					const path = paths[counter % paths.length] ?? '/de?x=';
					return {
						...request,
						path: path.includes('{words}')
							? path.replace('{words}', madeUpWords(counter))
							: `${path}${counter}`,
					};
				},
			},
		],
	},
	(error, result) => {
		if (error) throw error;
		parentPort?.postMessage({ result, statuses });
	},
);
instance.on('response', (_client: unknown, status: number) => {
	statuses[status] = (statuses[status] ?? 0) + 1;
});
