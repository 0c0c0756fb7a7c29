/**
 * The flood of bench/load/measure-flood.ts, run in a worker thread so that its 50 connections
 * do not delay the probes timed on the main thread. Receives { origin, connections, seconds,
 * paths } as workerData; posts { result, statuses } when done. Each request gets a new query
 * value: `${path}${n}` with n counting up.
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
					return { ...request, path: `${paths[counter % paths.length] ?? '/de?x='}${counter}` };
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
