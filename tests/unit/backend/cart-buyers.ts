import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuyerJob, BuyerMessage } from './cart-buyer.worker.ts';
import { databaseUrlOf, NOW } from './harness.ts';

const SCRIPT = fileURLToPath(new URL('./cart-buyer.worker.ts', import.meta.url));

/** A buyer process whose back end is open, waiting for the start signal. */
type ReadyBuyer = { child: ChildProcess; codes: Promise<number[]> };

async function startBuyer(job: BuyerJob): Promise<ReadyBuyer> {
	// Node runs the TypeScript itself; the parent's flags (vitest's) are not the child's business.
	const child = fork(SCRIPT, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
	const exited = new Promise<never>((_, reject) =>
		child.once('exit', (code) => reject(new Error(`buyer process exited with ${code}`))),
	);
	exited.catch(() => {});
	const answer = (wanted: 'ready' | 'codes') =>
		Promise.race([
			new Promise<BuyerMessage>((resolve) => {
				const listen = (message: BuyerMessage) => {
					if (wanted in message) {
						child.off('message', listen);
						resolve(message);
					}
				};
				child.on('message', listen);
			}),
			exited,
		]);
	const ready = answer('ready');
	const codes = answer('codes').then((message) => ('codes' in message ? message.codes : []));
	codes.catch(() => {});
	child.send(job);
	await ready;
	return { child, codes };
}

/**
 * Starts `processes` buyer processes, each with its own back end on `dataDir`'s database; once
 * all are open they send `requests` cart requests each at the same moment. Answers every
 * response code (0: reserved).
 */
export async function buyInProcesses(
	dataDir: string,
	options: { processes: number; requests: number; body: unknown; now?: Date },
): Promise<{ start(): void; codes: Promise<number[]> }> {
	const databaseUrl = await databaseUrlOf(dataDir);
	const buyers = await Promise.all(
		Array.from({ length: options.processes }, () =>
			startBuyer({
				dataDir,
				databaseUrl,
				now: (options.now ?? NOW).toISOString(),
				requests: options.requests,
				body: options.body,
			}),
		),
	);
	return {
		start: () => {
			for (const buyer of buyers) buyer.child.send('go');
		},
		codes: Promise.all(buyers.map((buyer) => buyer.codes)).then((all) => all.flat()),
	};
}
