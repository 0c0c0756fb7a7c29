import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { createBackend } from '../../src/backend/app.ts';
import { loadDemoPack } from '../../src/backend/demo-loader.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../src/backend/ticketing/capacities.ts';
import type { EventListItem } from '../../src/lib/contract/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'inproc-'));
const backend = await createBackend({ dataDir, site: 'castle', content: loadDemoPack });
const app = backend.app;
const list = (await (await app.request('/de/api/events/?page_size=100')).json()) as {
	results: EventListItem[];
};
let target: any;
for (const event of list.results) {
	const group = event.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
	const price = group?.prices[0];
	if (event.id_jet !== null && group && price) {
		target = { idJet: event.id_jet, seatGroupId: group.id, saleTypeId: price.sale_type_id };
		break;
	}
}
await setCapacity(backend.db!, 'castle', {
	idJet: target.idJet,
	seatGroupId: target.seatGroupId,
	blockId: WHOLE_SEAT_GROUP,
	capacity: 1_000_000,
});
const body = {
	event_jet_id: target.idJet,
	seat_group: target.seatGroupId,
	sale_type_ids: [target.saleTypeId],
};
async function run(n: number) {
	const codes = new Map<string, number>();
	await Promise.all(
		Array.from({ length: 50 }, async (_, buyer) => {
			const csrf = `b-${buyer}`;
			let cart = '';
			for (let r = 0; r < n / 50; r++) {
				const res = await app.request('/de/api/shop-cart/', {
					method: 'POST',
					headers: {
						'content-type': 'application/json',
						'x-csrftoken': csrf,
						cookie: `csrftoken=${csrf}${cart}`,
					},
					body: JSON.stringify({ ...body, quantities: [((buyer + r) % 2) + 1] }),
				});
				const a = (await res.json()) as any;
				const set = /webshop_cart=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
				if (set) cart = set[1] ? `; webshop_cart=${set[1]}` : '';
				if (res.status === 400) cart = '';
				const k = `${res.status}:${a.response_code ?? a.field ?? ''}`;
				codes.set(k, (codes.get(k) ?? 0) + 1);
			}
		}),
	);
	return codes;
}
await run(1000);
const session = new Session();
session.connect();
const prof = process.env.PROF;
if (prof) {
	await session.post('Profiler.enable');
	await session.post('Profiler.start');
}
(globalThis as any).__sqlStats?.clear();
(globalThis as any).__slow = [];
const c0 = process.cpuUsage();
const t0 = performance.now();
const N = Number(process.env.N ?? 5000);
const codes = await run(N);
const cpu = process.cpuUsage(c0);
const wall = performance.now() - t0;
if (prof) {
	const { profile } = await session.post('Profiler.stop');
	writeFileSync(prof, JSON.stringify(profile));
}
console.log({
	cpuMsPerRequest: ((cpu.user + cpu.system) / 1000 / N).toFixed(3),
	wallPerReq: (wall / N).toFixed(3),
	codes: Object.fromEntries(codes),
});
const st = [
	...(((globalThis as any).__sqlStats ?? new Map()) as Map<string, [number, number]>),
].sort((a, b) => b[1][0] - a[1][0]);
let tot = 0;
for (const [, [ms]] of st) tot += ms;
console.log('sql total ms/req', (tot / N).toFixed(3));
for (const [q, [ms, n]] of st.slice(0, 25))
	console.log((ms / N).toFixed(4), 'ms/req', n, q.replace(/\s+/g, ' ').slice(0, 230));
const sl = ((globalThis as any).__slow ?? [])
	.filter((x: any) => x[0] === 'commit')
	.map((x: any) => x[1]);
console.log(
	'slow commits',
	sl.length,
	'sum',
	sl.reduce((a: number, b: number) => a + b, 0),
);
await backend.close();
