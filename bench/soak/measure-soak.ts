import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRealServer } from '../load/processes.ts';
import { rssMb } from '../load/proc-stats.ts';
import {
	nextRequest,
	randomSource,
	readCatalogue,
	type SoakCatalogue,
	type SoakKind,
	type SoakRequest,
} from './mix.ts';

/** The server's resident memory at one moment of the soak. */
export type RssSample = { atSeconds: number; rssMb: number };

/** Requests of one kind over the whole soak. */
export type SoakKindCount = { kind: SoakKind; requests: number; failed: number; refused: number };

/** The soak of one server. */
export type SoakBench = {
	site: string;
	seconds: number;
	visitors: number;
	sampleEverySeconds: number;
	/** RSS after start, before any request. */
	startRssMb: number;
	samples: RssSample[];
	kinds: SoakKindCount[];
	/** The bars: max RSS, and the last window's max at most the window after warm-up's + margin. */
	maxRssMb: number;
	steadyMarginMb: number;
	/** The length of the warm-up and of the two windows compared (a minute, less on short soaks). */
	windowSeconds: number;
};

/** One visitor's cart: its CSRF token and the cart cookie once it has one. */
type Visitor = { csrf: string; cart: string };

/** Sends one request of the mix; answers its status (0 when the connection failed). */
async function send(
	origin: string,
	request: SoakRequest,
	visitor: Visitor,
	catalogue: SoakCatalogue,
): Promise<number> {
	if (request.kind !== 'cart') {
		const response = await fetch(`${origin}${request.path}`, { redirect: 'manual' });
		await response.arrayBuffer();
		return response.status;
	}
	const group = catalogue.seatGroup;
	if (!group) return 200;
	const response = await fetch(`${origin}${request.path}`, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			'x-csrftoken': visitor.csrf,
			cookie: `csrftoken=${visitor.csrf}${visitor.cart}`,
		},
		body: JSON.stringify({
			event_jet_id: group.idJet,
			seat_group: group.seatGroupId,
			sale_type_ids: [group.saleTypeId],
			quantities: [1],
		}),
	});
	const answer = (await response.json()) as { field?: string };
	const set = /webshop_cart=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
	if (set) visitor.cart = set[1] ? `; webshop_cart=${set[1]}` : '';
	// A full cart: the visitor leaves it (its seats are freed when it expires) and starts another.
	if (response.status === 400 && answer.field === 'quantities') {
		visitor.cart = '';
		return 200;
	}
	return response.status;
}

/**
 * Starts the real server of `site` as `npm start` does (its Node flags; build in `distDir`, fresh
 * temporary data dir) and lets
 * `visitors` concurrent visitors send the mix of mix.ts for `seconds`, sampling the server's RSS
 * (from /proc) every `sampleEverySeconds`. A 503 of the render cap counts as refused, any other
 * status ≥ 500 or a failed connection as failed.
 */
export async function benchSoak(options: {
	site: string;
	distDir: string;
	port: number;
	seconds: number;
	visitors: number;
	sampleEverySeconds: number;
	maxRssMb: number;
	steadyMarginMb: number;
}): Promise<SoakBench> {
	const work = mkdtempSync(join(tmpdir(), 'bench-soak-'));
	const dataDir = join(work, 'data');
	mkdirSync(dataDir);
	const server = await startRealServer({
		site: options.site,
		port: options.port,
		distDir: options.distDir,
		dataDir,
	});
	try {
		const startRssMb = Math.round(rssMb(server.pid) ?? 0);
		const catalogue = await readCatalogue(server.origin);
		const counts = new Map<SoakKind, SoakKindCount>();
		const count = (kind: SoakKind) => {
			let entry = counts.get(kind);
			if (!entry) counts.set(kind, (entry = { kind, requests: 0, failed: 0, refused: 0 }));
			return entry;
		};
		const started = performance.now();
		const until = started + options.seconds * 1000;
		const samples: RssSample[] = [];
		const sample = () =>
			samples.push({
				atSeconds: Math.round((performance.now() - started) / 1000),
				rssMb: Math.round(rssMb(server.pid) ?? 0),
			});
		sample();
		const sampler = setInterval(sample, options.sampleEverySeconds * 1000);
		const visit = async (index: number) => {
			const random = randomSource(index + 1);
			const visitor: Visitor = { csrf: `soak-visitor-${index}`, cart: '' };
			while (performance.now() < until) {
				const request = nextRequest(random, catalogue);
				const entry = count(request.kind);
				entry.requests += 1;
				const status = await send(server.origin, request, visitor, catalogue).catch(() => 0);
				if (status === 503) entry.refused += 1;
				else if (status === 0 || status >= 500) entry.failed += 1;
			}
		};
		await Promise.all(Array.from({ length: options.visitors }, (_, index) => visit(index)));
		clearInterval(sampler);
		sample();
		return {
			site: options.site,
			seconds: options.seconds,
			visitors: options.visitors,
			sampleEverySeconds: options.sampleEverySeconds,
			startRssMb,
			samples,
			kinds: [...counts.values()],
			maxRssMb: options.maxRssMb,
			steadyMarginMb: options.steadyMarginMb,
			windowSeconds: Math.min(60, Math.floor(options.seconds / 4)),
		};
	} finally {
		await server.stop();
		rmSync(work, { recursive: true, force: true });
	}
}
