import { Agent, request } from 'node:http';
import { quantile } from '../backend/timing.ts';

/** How an offered stream of reservations was answered. */
export type OfferedRate = {
	offeredPerSecond: number;
	seconds: number;
	requests: number;
	reserved: number;
	/** Reservations answered per second, from the first send to the last answer. */
	reservedPerSecond: number;
	/** Latency from each request's scheduled send time (queueing in the client counts too). */
	p50Ms: number;
	p99Ms: number;
	maxMs: number;
	/** Answers other than a reservation: HTTP errors, refusals, failed connections. */
	failed: number;
};

type Answer = { ms: number; reserved: boolean };

function post(agent: Agent, origin: URL, body: string, csrf: string): Promise<boolean> {
	return new Promise((resolve) => {
		const req = request(
			{
				agent,
				host: origin.hostname,
				port: origin.port,
				method: 'POST',
				path: '/de/api/shop-cart/',
				headers: {
					'content-type': 'application/json',
					'content-length': Buffer.byteLength(body),
					'x-csrftoken': csrf,
					cookie: `csrftoken=${csrf}`,
				},
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () => {
					if (res.statusCode !== 200) return resolve(false);
					const answer = JSON.parse(Buffer.concat(chunks).toString()) as {
						response_code?: number;
					};
					resolve(answer.response_code === undefined);
				});
				res.on('error', () => resolve(false));
			},
		);
		req.on('error', () => resolve(false));
		req.end(body);
	});
}

/**
 * Offers reservations at a fixed rate, whatever the server answers (an open loop, as visitors
 * arrive in a rush): `perSecond` new visitors a second for `seconds`, each adding one ticket of
 * `body`'s seat group to a new cart. Latency counts from the moment a request was due, so a
 * server (or client) falling behind shows in it instead of slowing the offer down.
 */
export async function offerReservations(
	origin: string,
	body: Record<string, unknown>,
	perSecond: number,
	seconds: number,
): Promise<OfferedRate> {
	const url = new URL(origin);
	const agent = new Agent({ keepAlive: true, maxSockets: 256 });
	const total = perSecond * seconds;
	const answers: Promise<Answer>[] = [];
	const payload = JSON.stringify({ ...body, quantities: [1] });
	const start = performance.now();
	await new Promise<void>((done) => {
		const sendDue = () => {
			const due = Math.min(total, Math.floor(((performance.now() - start) * perSecond) / 1000));
			while (answers.length < due) {
				const index = answers.length;
				const scheduled = start + (index * 1000) / perSecond;
				answers.push(
					post(agent, url, payload, `rush-${index}`).then((reserved) => ({
						ms: performance.now() - scheduled,
						reserved,
					})),
				);
			}
			if (answers.length >= total) done();
			else setTimeout(sendDue, 1);
		};
		sendDue();
	});
	const settled = await Promise.all(answers);
	const elapsed = (performance.now() - start) / 1000;
	agent.destroy();
	const times = settled.map((answer) => answer.ms).sort((a, b) => a - b);
	const reserved = settled.filter((answer) => answer.reserved).length;
	const round = (ms: number) => Math.round(ms * 100) / 100;
	return {
		offeredPerSecond: perSecond,
		seconds,
		requests: settled.length,
		reserved,
		reservedPerSecond: Math.round(reserved / elapsed),
		p50Ms: round(quantile(times, 0.5)),
		p99Ms: round(quantile(times, 0.99)),
		maxMs: round(times.at(-1) ?? Number.NaN),
		failed: settled.length - reserved,
	};
}
