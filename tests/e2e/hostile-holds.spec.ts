/**
 * Hostile visitors against the ticket holds and the form uploads of the castle server, over raw
 * sockets so that no client tidies up what is sent: nobody may hold a whole event date, no answer
 * is a 500, no seat is sold twice, and refused input changes nothing.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/backend/db/database.ts';
import type { EventListItem, SeatGroup } from '../../src/lib/contract/index.ts';
import { castleCapacities } from '../../demo/seed/castle/capacities.ts';
import { seatGroupCapacity } from '../../src/backend/ticketing/capacity-plan.ts';
import { castle } from '../../src/sites/castle.ts';
import { rawRequest, type RawAnswer } from '../support/raw-http.ts';
import { PORTS } from './servers.ts';

const PORT = PORTS.castle;
const CAP = castle.tickets.maxTicketsPerCart;
/** A small demo event no other spec books from (booking.spec.ts leaves it out too). */
const RECITAL = 'liederabend-schubert-hensel';

/** The answer's body with any chunked framing removed. */
function bodyOf(answer: RawAnswer): string {
	if (answer.headers['transfer-encoding'] !== 'chunked') return answer.body;
	const raw = answer.raw.subarray(answer.raw.indexOf('\r\n\r\n') + 4);
	const parts: Buffer[] = [];
	for (let at = 0; at < raw.length;) {
		const lineEnd = raw.indexOf('\r\n', at);
		const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
		if (!(size > 0)) break;
		parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
		at = lineEnd + 2 + size + 2;
	}
	return Buffer.concat(parts).toString('utf8');
}

function jsonOf(answer: RawAnswer): Record<string, unknown> {
	return JSON.parse(bodyOf(answer)) as Record<string, unknown>;
}

/** The value of a cookie the answer sets, if any. */
function setCookie(answer: RawAnswer, name: string): string | undefined {
	const head = answer.raw.toString('latin1', 0, answer.raw.indexOf('\r\n\r\n'));
	return new RegExp(`^set-cookie:\\s*${name}=([^;\\r\\n]*)`, 'im').exec(head)?.[1] || undefined;
}

type Send = { localAddress?: string; headers?: string[]; timeoutMs?: number };

/** One request as written, with Content-Length and `Connection: close`. */
function send(method: string, path: string, body: string | Buffer, options: Send = {}) {
	const bytes = typeof body === 'string' ? Buffer.from(body) : body;
	const head = [
		`${method} ${path} HTTP/1.1`,
		'Host: 127.0.0.1',
		...(options.headers ?? []),
		`Content-Length: ${bytes.length}`,
		'Connection: close',
	];
	return rawRequest(PORT, Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), bytes]), {
		...(options.localAddress ? { localAddress: options.localAddress } : {}),
		timeoutMs: options.timeoutMs ?? 20_000,
	});
}

/** An anonymous visitor: the CSRF token the site hands out, and its cart once it has one. */
type Visitor = { csrf: string; cart?: string; localAddress?: string };

async function newVisitor(localAddress?: string): Promise<Visitor> {
	const answer = await rawRequest(
		PORT,
		'GET /de/api/user-details/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
		localAddress ? { localAddress } : {},
	);
	const csrf = setCookie(answer, 'csrftoken');
	if (!csrf) throw new Error(`no CSRF cookie from user-details (${answer.status})`);
	return { csrf, ...(localAddress ? { localAddress } : {}) };
}

function cookiesOf(visitor: Visitor): string {
	const cart = visitor.cart ? `; webshop_cart=${visitor.cart}` : '';
	return `Cookie: csrftoken=${visitor.csrf}${cart}`;
}

/** POST /de/api/shop-cart/ with `body` as written; keeps the cart cookie the answer sets. */
async function addToCart(visitor: Visitor, body: string): Promise<RawAnswer> {
	const answer = await send('POST', '/de/api/shop-cart/', body, {
		headers: [cookiesOf(visitor), `X-CSRFToken: ${visitor.csrf}`, 'Content-Type: application/json'],
	});
	const cart = setCookie(answer, 'webshop_cart');
	if (cart) visitor.cart = cart;
	return answer;
}

async function upcomingEvents(): Promise<EventListItem[]> {
	const events: EventListItem[] = [];
	for (let page = 1; page <= 20; page += 1) {
		const answer = await send('GET', `/de/api/events/?page=${page}&page_size=100`, '');
		expect(answer.status).toBe(200);
		const list = jsonOf(answer) as { results: EventListItem[]; next?: string | null };
		events.push(...list.results);
		if (!list.next) break;
	}
	return events;
}

/** A date of the recital with a seat group (no timeslots) still on sale. */
async function recitalDate(): Promise<{ event: EventListItem; group: SeatGroup }> {
	for (const event of await upcomingEvents()) {
		if (event.slug !== RECITAL || !event.id_jet) continue;
		const group = event.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
		if (group && group.prices.length > 0) return { event, group };
	}
	throw new Error(`no bookable date of ${RECITAL}`);
}

/**
 * What the castle server's database says: tickets live carts hold in a seat group of a date, and
 * how many carts exist (the servers and the tests share E2E_DATA_DIR, see playwright.config.ts,
 * and DATABASE_URL when the servers run on PostgreSQL).
 */
async function ledger(idJet: number, groupId: number): Promise<{ held: number; carts: number }> {
	const db = await openDatabase({
		dataDir: join(process.env['E2E_DATA_DIR'] ?? '', 'castle'),
		url: process.env['DATABASE_URL'],
	});
	try {
		const held = await db.one<{ n: number }>(
			sql`SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_items
				WHERE id_jet = ${idJet} AND seat_group_id = ${groupId}
					AND expires_at > ${new Date().toISOString()}`,
		);
		const carts = await db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM carts`);
		return { held: Number(held?.n), carts: Number(carts?.n) };
	} finally {
		await db.close();
	}
}

async function groupStatus(eventId: number, groupId: number): Promise<string | undefined> {
	const answer = await send('GET', `/de/api/events/${eventId}/`, '');
	const detail = jsonOf(answer) as { seat_groups: SeatGroup[] };
	return detail.seat_groups.find((g) => g.id === groupId)?.status;
}

test.describe('hostile visitors against ticket holds', () => {
	test('cannot hold a whole date; refused input holds nothing; the last seat is sold once', async () => {
		test.setTimeout(120_000);
		const { event, group } = await recitalDate();
		const seats = seatGroupCapacity(castleCapacities, [RECITAL], event.seat_groups.indexOf(group));
		expect(seats).toBeGreaterThan(CAP);
		const saleType = group.prices[0]!.sale_type_id;
		const base = { event_jet_id: event.id_jet, seat_group: group.id };
		const ask = (saleTypes: unknown, quantities: unknown) =>
			JSON.stringify({ ...base, sale_type_ids: saleTypes, quantities });
		const many = (n: number, value: unknown) => Array.from({ length: n }, () => value);
		const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

		const hostile: [string, string][] = [
			['every seat in one line', ask([saleType], [seats])],
			['the sale type repeated', ask(many(seats / 2, saleType), many(seats / 2, 2))],
			['the cap plus one, split', ask([saleType, saleType], [CAP, 1])],
			['a huge quantity', ask([saleType], [1_000_000_000])],
			[
				'past the safe integers',
				`{"event_jet_id":${event.id_jet},"seat_group":${group.id},"sale_type_ids":[${saleType}],"quantities":[9007199254740993]}`,
			],
			[
				'an infinite quantity',
				`{"event_jet_id":${event.id_jet},"seat_group":${group.id},"sale_type_ids":[${saleType}],"quantities":[1e999]}`,
			],
			['a negative quantity', ask([saleType], [-5])],
			['a negative line against a big one', ask([saleType, saleType], [seats, -seats + 1])],
			['zero', ask([saleType], [0])],
			['a fraction', ask([saleType], [1.5])],
			['a string', ask([saleType], ['3'])],
			['null', ask([saleType], [null])],
			['true', ask([saleType], [true])],
			['an array in an array', ask([saleType], [[3]])],
			['an object', ask([saleType], { 0: 3 })],
			['thousands of lines', ask(many(5000, saleType), many(5000, 1))],
			['more quantities than sale types', ask([saleType], [1, 1, 1])],
			[
				'deep JSON as quantities',
				`{"event_jet_id":${event.id_jet},"seat_group":${group.id},"sale_type_ids":[${saleType}],"quantities":${deep(100_000)}}`,
			],
			[
				'deep JSON as the event',
				ask([saleType], [1]).replace(/"event_jet_id":\d+/, `"event_jet_id":${deep(200_000)}`),
			],
			[
				'a seat group of another event',
				JSON.stringify({ ...base, seat_group: 1, sale_type_ids: [saleType], quantities: [1] }),
			],
			['a sale type of no group', ask([999_999], [1])],
			[
				'an event that does not exist',
				JSON.stringify({
					...base,
					event_jet_id: 999_999_999,
					sale_type_ids: [saleType],
					quantities: [1],
				}),
			],
			['not JSON', '{"quantities": [1'],
			['JSON that is an array', '[1,2,3]'],
		];
		const idJet = event.id_jet ?? 0;
		const before = await ledger(idJet, group.id);
		for (const [what, body] of hostile) {
			const visitor = await newVisitor();
			const answer = await addToCart(visitor, body);
			expect(answer.status, what).toBe(400);
			expect(jsonOf(answer), what).toMatchObject({
				error: expect.any(String),
				field: expect.any(String),
			});
			expect(visitor.cart, `${what}: no cart`).toBeUndefined();
		}

		expect(await ledger(idJet, group.id), 'refused requests hold nothing, make no cart').toEqual(
			before,
		);

		// One visitor may add up to the cap over several requests, and not one ticket more.
		const collector = await newVisitor();
		const half = Math.floor(CAP / 2);
		expect(jsonOf(await addToCart(collector, ask([saleType], [half])))).toMatchObject({
			tickets_quantity: half,
		});
		expect(jsonOf(await addToCart(collector, ask([saleType], [CAP - half])))).toMatchObject({
			tickets_quantity: CAP,
		});
		const beyond = await addToCart(collector, ask([saleType], [1]));
		expect(beyond.status).toBe(400);
		expect(jsonOf(beyond)).toMatchObject({ field: 'quantities' });

		// Thirty visitors race for the seats left: exactly those are sold, the rest hear -214.
		const left = seats - (await ledger(idJet, group.id)).held;
		expect(left).toBeGreaterThan(0);
		expect(left).toBeLessThan(30);
		const racers = await Promise.all(Array.from({ length: 30 }, () => newVisitor()));
		const answers = await Promise.all(
			racers.map((visitor) => addToCart(visitor, ask([saleType], [1]))),
		);
		for (const answer of answers) expect(answer.status).toBe(200);
		const bodies = answers.map(jsonOf);
		expect(bodies.filter((b) => b['tickets_quantity'] === 1)).toHaveLength(left);
		expect(bodies.filter((b) => b['response_code'] === -214)).toHaveLength(30 - left);
		expect((await ledger(idJet, group.id)).held).toBe(seats);
		await expect.poll(() => groupStatus(event.id, group.id)).toBe('0');
		const late = await addToCart(await newVisitor(), ask([saleType], [1]));
		expect(jsonOf(late)).toMatchObject({ response_code: -214 });
	});
});

test.describe('hostile visitors against form uploads', () => {
	/** A multipart upload of `bytes` named `name`; the boundary is fixed. */
	function multipart(name: string, bytes: Buffer, field = 'file'): Buffer {
		const boundary = 'hostileboundary0123456789';
		return Buffer.concat([
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
			),
			bytes,
			Buffer.from(`\r\n--${boundary}--\r\n`),
		]);
	}
	const pdf = (size: number) => {
		const bytes = Buffer.alloc(size, 0x20);
		bytes.write('%PDF-1.7\n');
		return bytes;
	};

	async function upload(
		visitor: Visitor,
		body: Buffer,
		headers: string[] = [],
	): Promise<RawAnswer> {
		return send('POST', '/de/api/temp-files/', body, {
			headers: [
				cookiesOf(visitor),
				`X-CSRFToken: ${visitor.csrf}`,
				'Content-Type: multipart/form-data; boundary=hostileboundary0123456789',
				...headers,
			],
			...(visitor.localAddress ? { localAddress: visitor.localAddress } : {}),
		});
	}

	test('a flood of big files stops at 50 MB per address, whatever X-Forwarded-For says', async () => {
		test.setTimeout(120_000);
		// A loopback address of its own, so this flood does not count against other specs' uploads.
		const flooder = await newVisitor('127.0.0.2');
		const statuses: number[] = [];
		for (let n = 0; n < 7; n += 1) {
			const answer = await upload(flooder, multipart(`scan-${n}.pdf`, pdf(9 * 1024 * 1024)), [
				`X-Forwarded-For: 10.0.${n}.1`,
			]);
			statuses.push(answer.status);
			if (answer.status === 429) expect(jsonOf(answer)).toMatchObject({ field: 'file' });
		}
		expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);

		// Declares 11 MB but sends only the head of it: refused from the header, nothing stored.
		const liar = await newVisitor('127.0.0.4');
		const tooBig = await rawRequest(
			PORT,
			[
				'POST /de/api/temp-files/ HTTP/1.1',
				'Host: 127.0.0.1',
				cookiesOf(liar),
				`X-CSRFToken: ${liar.csrf}`,
				'Content-Type: multipart/form-data; boundary=hostileboundary0123456789',
				`Content-Length: ${11 * 1024 * 1024}`,
				'Connection: close',
				'',
				multipart('big.pdf', pdf(64)).subarray(0, 120).toString('latin1'),
			].join('\r\n'),
			{ localAddress: '127.0.0.4' },
		);
		expect(tooBig.status).toBe(400);
		expect(jsonOf(tooBig)).toMatchObject({ field: 'file' });
	});

	test('a flood of tiny files stops at 100 per address; malformed uploads answer 400', async () => {
		test.setTimeout(120_000);
		const flooder = await newVisitor('127.0.0.3');
		const statuses: number[] = [];
		for (let n = 0; n < 110; n += 1) {
			statuses.push((await upload(flooder, multipart(`tiny-${n}.pdf`, pdf(1024)))).status);
		}
		expect(statuses).toEqual([...Array(100).fill(201), ...Array(10).fill(429)]);

		const other = await newVisitor('127.0.0.5');
		const manyParts = Buffer.concat(
			Array.from({ length: 5000 }, (_, n) => multipart(`p${n}.pdf`, pdf(16), `f${n}`)),
		);
		for (const [what, body] of [
			['no file field', multipart('a.pdf', pdf(64), 'other')],
			['an executable', multipart('a.exe', Buffer.from('MZ\x90\x00'))],
			['a broken boundary', Buffer.from('--wrong\r\n\r\nnothing')],
			['thousands of parts', manyParts],
		] as const) {
			const answer = await upload(other, body);
			expect(answer.status, what).toBeGreaterThanOrEqual(400);
			expect(answer.status, what).toBeLessThan(500);
		}
	});
});
