import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
	AuditPageSchema,
	CartDetailSchema,
	WaitlistEntryStateSchema,
	WaitlistJoinTargetSchema,
	WaitlistOverviewSchema,
} from '../../../src/lib/contract/index.ts';
import { parseMail, startSmtpSink } from '../../support/smtp-sink.ts';
import { addToCart, capacity, EVENT, parkett, rangSlot, visitor } from './cart-visitor.ts';
import {
	CookieJar,
	jsonWrite,
	loginAs,
	NOW,
	staffJar,
	startBackend,
	type TestBackend,
} from './harness.ts';
import { purgePastEntries } from '../../../src/backend/waitlist/purge.ts';

const FROM = 'Schloss Ravensau <noreply@schloss.example>';
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
	for (const sink of sinks.splice(0)) await sink.close();
});

/** A back end whose clock the test moves (`clock.now`). */
async function backendWithClock(mail?: { smtpUrl: string; from: string }) {
	const clock = { now: NOW };
	const options: Parameters<typeof startBackend>[0] = { ...(mail ? { mail } : {}) };
	Object.defineProperty(options, 'now', { get: () => clock.now, enumerable: true });
	const backend = await startBackend(options);
	return { backend, clock };
}

type Join = Partial<{
	event_jet_id: unknown;
	seat_group: unknown;
	block_id: unknown;
	quantity: unknown;
	name: unknown;
	email: unknown;
}>;

/** POST /{locale}/api/waitlist/ as a visitor; the status and the JSON answer. */
async function join(backend: TestBackend, body: Join | string, locale = 'de', jar = visitor()) {
	const payload =
		typeof body === 'string'
			? body
			: {
					event_jet_id: EVENT.idJet,
					seat_group: EVENT.parkett,
					quantity: 1,
					name: 'Anna',
					email: 'anna@example.org',
					...body,
				};
	const response = await backend.request(`/${locale}/api/waitlist/`, {
		method: 'POST',
		jar,
		headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
		body: typeof payload === 'string' ? payload : JSON.stringify(payload),
	});
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The entries as stored, in line order. */
async function entries(backend: TestBackend) {
	return backend.db.all<{ email: string; status: string; token: string; cart_token: string }>(
		sql`SELECT email, status, token, cart_token FROM waitlist_entries ORDER BY id`,
	);
}

/** The outbox's mails of `kind`, oldest first. */
async function mails(backend: TestBackend, kind: string) {
	return backend.db.all<{ recipient: string; subject: string; text_body: string; locale: string }>(
		sql`SELECT recipient, subject, text_body, locale FROM mail_outbox WHERE kind = ${kind}
			ORDER BY id`,
	);
}

/** The site's entry page path a mail's text links to (the first such link). */
function pageLink(text: string): string {
	const match = /https?:\/\/[^/\s]+(\/(?:de|en)\/waitlist\/[\w-]{32}\/)(?:\s|$)/.exec(text);
	if (!match?.[1]) throw new Error(`No entry link in: ${text}`);
	return match[1];
}

/** The back end's path of the entry behind site page `page` (`/de/waitlist/{token}/`). */
const apiOf = (page: string) => page.replace(/^\/(de|en)\/waitlist\//, '/$1/api/waitlist/');

/** The entry state the page `page` shows (GET …/state/). */
async function stateOf(backend: TestBackend, page: string) {
	const response = await backend.request(`${apiOf(page)}state/`);
	expect(response.status).toBe(200);
	return WaitlistEntryStateSchema.parse(await response.json());
}

/** Presses the `action` button of the entry page `page`: a form POST with the visitor's CSRF token. */
async function press(backend: TestBackend, page: string, action: string, jar = visitor()) {
	return backend.request(`${apiOf(page)}${action}/`, {
		method: 'POST',
		jar,
		body: new URLSearchParams({ csrfmiddlewaretoken: jar.get('csrftoken') ?? '' }),
	});
}

/** Held seats of the fixture event, `group:block → held` (counters at zero left out). */
async function held(backend: TestBackend) {
	const rows = await backend.db.all<{ seat_group_id: number; block_id: number; held: number }>(
		sql`SELECT seat_group_id, block_id, held FROM seat_holds WHERE id_jet = ${EVENT.idJet}
			AND held > 0 ORDER BY seat_group_id, block_id`,
	);
	return Object.fromEntries(
		rows.map((row) => [`${row.seat_group_id}:${row.block_id}`, Number(row.held)]),
	);
}

/** Removes the visitor's first cart line (`quantity` of it, all when undefined). */
async function removeFirstLine(backend: TestBackend, jar: CookieJar, quantity?: number) {
	const token = jar.get('webshop_cart') ?? '';
	const cart = CartDetailSchema.parse(
		await (await backend.request(`/de/api/shop-cart/${token}/`)).json(),
	);
	const response = await backend.request(
		`/de/api/shop-cart/${token}/remove/`,
		jsonWrite(jar, 'POST', { line_id: cart.tickets[0]?.line_id, quantity }),
	);
	expect(response.status).toBe(200);
}

describe('waiting lists', () => {
	it('offers freed seats to the first confirmed entries that fit, by mail in their language, before anyone else', async () => {
		const smtp = await startSmtpSink();
		sinks.push(smtp);
		const { backend, clock } = await backendWithClock({ smtpUrl: smtp.url, from: FROM });
		await capacity(backend, EVENT.parkett, 3);
		const holder = visitor();
		expect((await addToCart(backend, holder, parkett(3))).body).toMatchObject({
			tickets_quantity: 3,
		});
		// Sold out: Anna (German) wants 2, Ben (English) 1; Carl never confirms.
		expect(await join(backend, { quantity: 2 })).toEqual({
			status: 202,
			body: { status: 'confirmation_sent' },
		});
		expect((await join(backend, { email: 'Ben@Example.org', name: 'Ben' }, 'en')).status).toBe(202);
		expect((await join(backend, { email: 'carl@example.org' })).status).toBe(202);
		// Joining twice changes nothing and answers the same.
		expect((await join(backend, { quantity: 2 })).status).toBe(202);
		expect((await entries(backend)).map((e) => [e.email, e.status])).toEqual([
			['anna@example.org', 'unconfirmed'],
			['ben@example.org', 'unconfirmed'],
			['carl@example.org', 'unconfirmed'],
		]);
		const [toAnna, toBen] = await mails(backend, 'waitlist-confirmation');
		expect(toAnna?.subject).toBe('Bitte bestätigen: Warteliste für Konzert 2');
		expect(toBen?.subject).toBe('Please confirm: waiting list for Concert 2');
		// The link itself confirms nothing (mail scanners open links); the page's button does.
		const annaPage = pageLink(toAnna?.text_body ?? '');
		const benPage = pageLink(toBen?.text_body ?? '');
		expect(annaPage).toMatch(/^\/de\//);
		expect(benPage).toMatch(/^\/en\//);
		expect((await entries(backend))[0]?.status).toBe('unconfirmed');
		expect((await press(backend, annaPage, 'confirm')).status).toBe(303);
		const confirmed = await press(backend, benPage, 'confirm');
		expect(confirmed.headers.get('location')).toBe(`${benPage}?done=confirmed`);
		expect(await stateOf(backend, benPage)).toMatchObject({ status: 'waiting', position: 2 });
		// Links of mails sent before the site's page move there.
		const old = await backend.request(`${apiOf(benPage)}?done=confirmed`);
		expect([old.status, old.headers.get('location')]).toEqual([301, `${benPage}?done=confirmed`]);

		// One seat comes back (removal): Anna's 2 do not fit, Ben's 1 does; nobody else gets it.
		await removeFirstLine(backend, holder, 1);
		expect((await entries(backend)).map((e) => e.status)).toEqual([
			'waiting',
			'offered',
			'unconfirmed',
		]);
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
		const events = (await (await backend.request('/de/api/events/2/')).json()) as {
			seat_groups: { id: number; status: string }[];
		};
		expect(events.seat_groups.find((g) => g.id === EVENT.parkett)?.status).toBe('0');

		// Ben opens his offer twice: the same cart, his now, holding his ticket for 24 hours.
		const [offerToBen] = await mails(backend, 'waitlist-offer');
		expect(offerToBen?.subject).toBe('Seats free for you: Concert 2');
		const offerPath = /https?:\/\/[^/\s]+(\/en\/api\/waitlist\/[\w-]{32}\/offer\/)/.exec(
			offerToBen?.text_body ?? '',
		)?.[1];
		const benJar = visitor();
		const opened = await Promise.all([
			backend.request(offerPath ?? '', { jar: benJar }),
			backend.request(offerPath ?? '', { jar: new CookieJar() }),
		]);
		const targets = opened.map((response) => response.headers.get('location'));
		expect(targets[0]).toMatch(/^\/webshop\/cart\/[\w-]+$/);
		expect(targets[1]).toBe(targets[0]);
		const cart = CartDetailSchema.parse(
			await (
				await backend.request(`/de/api/shop-cart/${benJar.get('webshop_cart') ?? ''}/`)
			).json(),
		);
		expect(cart.tickets.map((t) => [t.seat_group_id, t.amount])).toEqual([[EVENT.parkett, 1]]);
		expect(Date.parse(cart.expires_at)).toBe(NOW.getTime() + 24 * 3_600_000);
		expect((await entries(backend))[1]?.status).toBe('accepted');

		// The holder's cart expires: 2 seats back, Anna's offer; Carl (unconfirmed) gets none.
		clock.now = minutes(16);
		await backend.request('/de/api/events/2/');
		expect((await entries(backend)).map((e) => e.status)).toEqual([
			'offered',
			'accepted',
			'unconfirmed',
		]);
		expect(await held(backend)).toEqual({ [`${EVENT.parkett}:0`]: 3 });
		// Anna releases them: nobody waits any more, so they are on sale again.
		const [, offerToAnna] = await mails(backend, 'waitlist-offer');
		expect(offerToAnna?.subject).toBe('Plätze für Sie frei: Konzert 2');
		const declined = await press(backend, pageLink(offerToAnna?.text_body ?? ''), 'decline');
		expect(declined.headers.get('location')).toMatch(/\?done=declined$/);
		expect(await held(backend)).toEqual({ [`${EVENT.parkett}:0`]: 1 });
		expect((await addToCart(backend, visitor(), parkett(2))).body).toMatchObject({
			tickets_quantity: 2,
		});

		// Every mail went out as text and HTML, in the entry's language, with a way off the list.
		await smtp.waitFor(5);
		const sent = smtp.received.map((mail) => ({ to: mail.to, parsed: parseMail(mail.raw) }));
		expect(sent.map((mail) => mail.to[0]).sort()).toEqual([
			'anna@example.org',
			'anna@example.org',
			'ben@example.org',
			'ben@example.org',
			'carl@example.org',
		]);
		for (const mail of sent) {
			expect(mail.parsed.header('content-type')).toMatch(/^multipart\/alternative/);
			const german = mail.to[0] !== 'ben@example.org';
			expect(mail.parsed.html).toContain(`<html lang="${german ? 'de' : 'en'}">`);
			expect(mail.parsed.text).toContain(
				german ? 'Hier melden Sie sich ab: http' : 'Leave it here: http',
			);
			expect(mail.parsed.text).toContain(german ? 'Konzert 2' : 'Concert 2');
		}
	});
});

describe('waiting lists under concurrency and attack', () => {
	it('offers each freed seat once, whatever runs at the same time', async () => {
		const { backend, clock } = await backendWithClock();
		await capacity(backend, EVENT.rang, 2, EVENT.slot);
		const holders = [visitor(), visitor()];
		for (const jar of holders) await addToCart(backend, jar, rangSlot(1));
		// Concurrent joins: one entry per address, however often it is sent.
		const joins = await Promise.all([
			...Array.from({ length: 4 }, () =>
				join(backend, { seat_group: EVENT.rang, block_id: EVENT.slot, email: 'dora@example.org' }),
			),
			...['eva', 'finn', 'gus'].map((name) =>
				join(backend, {
					seat_group: EVENT.rang,
					block_id: EVENT.slot,
					email: `${name}@example.org`,
				}),
			),
		]);
		expect(joins.map((answer) => answer.status)).toEqual(Array(7).fill(202));
		const listed = await entries(backend);
		expect(listed.map((e) => e.email).sort()).toEqual([
			'dora@example.org',
			'eva@example.org',
			'finn@example.org',
			'gus@example.org',
		]);
		for (const { text_body } of await mails(backend, 'waitlist-confirmation')) {
			expect((await press(backend, pageLink(text_body), 'confirm')).status).toBe(303);
		}
		// Both seats come back at once (removal and expiry) while others try to buy them.
		clock.now = minutes(16);
		const stranger = await Promise.all([
			removeFirstLine(backend, holders[0] ?? visitor()).catch(() => undefined),
			backend.request('/de/api/events/2/'),
			...Array.from({ length: 4 }, () => addToCart(backend, visitor(), rangSlot(1))),
		]);
		for (const answer of stranger.slice(2)) {
			expect((answer as { body: unknown }).body).toMatchObject({ response_code: -214 });
		}
		expect((await entries(backend)).map((e) => e.status)).toEqual([
			'offered',
			'offered',
			'waiting',
			'waiting',
		]);
		expect(await held(backend)).toEqual({
			[`${EVENT.rang}:0`]: 2,
			[`${EVENT.rang}:${EVENT.slot}`]: 2,
		});
		expect(await mails(backend, 'waitlist-offer')).toHaveLength(2);
		// The first in line releases hers three times at once: one seat, freed once, to the third.
		const doraPage = pageLink((await mails(backend, 'waitlist-offer'))[0]?.text_body ?? '');
		const releases = await Promise.all(
			Array.from({ length: 3 }, () => press(backend, doraPage, 'decline')),
		);
		expect(releases.map((r) => r.headers.get('location')).sort()).toEqual([
			`${doraPage}`,
			`${doraPage}`,
			`${doraPage}?done=declined`,
		]);
		expect((await entries(backend)).map((e) => e.status)).toEqual([
			'declined',
			'offered',
			'offered',
			'waiting',
		]);
		expect(await held(backend)).toEqual({
			[`${EVENT.rang}:0`]: 2,
			[`${EVENT.rang}:${EVENT.slot}`]: 2,
		});
		// Unopened offers run out after 24 hours: the seat goes on to the fourth.
		clock.now = new Date(minutes(16).getTime() + 24 * 3_600_000 + 1000);
		await backend.request('/de/api/events/2/');
		expect((await entries(backend)).map((e) => e.status)).toEqual([
			'declined',
			'lapsed',
			'lapsed',
			'offered',
		]);
		expect(await held(backend)).toEqual({
			[`${EVENT.rang}:0`]: 1,
			[`${EVENT.rang}:${EVENT.slot}`]: 1,
		});
	});

	it('lets staff see, remove and offer by hand, and raise capacity for the list; refuses bad input', async () => {
		const { backend, clock } = await backendWithClock();
		await capacity(backend, EVENT.parkett, 1);
		// Not sold out yet: book directly.
		expect(await join(backend, {})).toMatchObject({ status: 409, body: { field: 'seat_group' } });
		await addToCart(backend, visitor(), parkett(1));
		const bad: [Join | string, string][] = [
			['{', 'body'],
			['[1]', 'body'],
			[{ quantity: 0 }, 'quantity'],
			[{ quantity: 11 }, 'quantity'],
			[{ quantity: '2' }, 'quantity'],
			[{ name: '' }, 'name'],
			[{ name: 'x'.repeat(121) }, 'name'],
			[{ name: { deep: [1] } }, 'name'],
			[{ email: 'not an address' }, 'email'],
			[{ email: `${'a'.repeat(250)}@example.org` }, 'email'],
			[{ event_jet_id: 999_999 }, 'event_jet_id'],
			[{ seat_group: EVENT.rang }, 'block_id'],
			[{ block_id: EVENT.slot }, 'block_id'],
			[{ seat_group: 77 }, 'seat_group'],
		];
		for (const [body, field] of bad) {
			const answer = await join(backend, body);
			expect([answer.status, answer.body['field']], JSON.stringify(body)).toEqual([400, field]);
		}
		const noCsrf = new CookieJar();
		expect((await join(backend, {}, 'de', noCsrf)).status).toBe(403);
		expect(await entries(backend)).toEqual([]);
		// Unknown or malformed links: a page saying so, never a 500; a POST without token: 403.
		expect((await backend.request('/de/api/waitlist/x/state/')).status).toBe(404);
		const unknownOffer = await backend.request(`/de/api/waitlist/${'a'.repeat(32)}/offer/`);
		expect(unknownOffer.headers.get('location')).toBe(`/de/waitlist/${'a'.repeat(32)}/`);

		for (const name of ['hana', 'ida', 'jo']) {
			await join(backend, { email: `${name}@example.org`, name: `<b>${name}</b>` });
		}
		const [hana, ida, jo] = await mails(backend, 'waitlist-confirmation');
		expect(
			(
				await backend.request(`${apiOf(pageLink(hana?.text_body ?? ''))}confirm/`, {
					method: 'POST',
				})
			).status,
		).toBe(403);
		for (const mail of [hana, ida, jo])
			await press(backend, pageLink(mail?.text_body ?? ''), 'confirm');

		const staff = await staffJar(backend);
		expect((await backend.request('/de/api/dashboard/waitlist/')).status).toBe(401);
		const overview = WaitlistOverviewSchema.parse(
			await (await backend.request('/de/api/dashboard/waitlist/', { jar: staff })).json(),
		);
		expect(overview.dates).toHaveLength(1);
		expect(overview.dates[0]?.title).toBe('Konzert 2');
		expect(overview.dates[0]?.entries.map((e) => [e.name, e.status])).toEqual([
			['<b>hana</b>', 'waiting'],
			['<b>ida</b>', 'waiting'],
			['<b>jo</b>', 'waiting'],
		]);
		const [first, second, third] = overview.dates[0]?.entries ?? [];
		// Writes need the session's CSRF token.
		expect(
			(
				await backend.request(`/de/api/dashboard/waitlist/${first?.id}/remove/`, {
					method: 'POST',
					jar: staff,
				})
			).status,
		).toBe(403);
		expect(
			(
				await backend.request(
					`/de/api/dashboard/waitlist/${first?.id}/remove/`,
					jsonWrite(staff, 'POST', {}),
				)
			).status,
		).toBe(200);
		// No seat is free: an offer by hand is refused.
		expect(
			(
				await backend.request(
					`/de/api/dashboard/waitlist/${third?.id}/offer/`,
					jsonWrite(staff, 'POST', {}),
				)
			).status,
		).toBe(409);
		// Staff raise the capacity by one: the seat goes to the first in line (Ida), not on sale.
		const raised = await backend.request(
			'/de/api/dashboard/ticketing-capacity/',
			jsonWrite(staff, 'POST', {
				event_jet_id: EVENT.idJet,
				seat_group: EVENT.parkett,
				capacity: 2,
			}),
		);
		expect(await raised.json()).toEqual({ offered: 1 });
		expect(
			(
				await backend.request(
					'/de/api/dashboard/ticketing-capacity/',
					jsonWrite(staff, 'POST', {
						event_jet_id: EVENT.idJet,
						seat_group: EVENT.parkett,
						capacity: -1,
					}),
				)
			).status,
		).toBe(400);
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
		// One more seat; staff offer it to Jo by hand.
		await backend.request(
			'/de/api/dashboard/ticketing-capacity/',
			jsonWrite(staff, 'POST', {
				event_jet_id: EVENT.idJet,
				seat_group: EVENT.parkett,
				capacity: 3,
			}),
		);
		expect((await entries(backend)).map((e) => e.status)).toEqual([
			'removed',
			'offered',
			'offered',
		]);
		expect(second?.name).toBe('<b>ida</b>');
		// The entry page escapes what the visitor typed, and an unconfirmed entry expires unoffered.
		await join(backend, { email: 'kim@example.org' });
		clock.now = new Date(NOW.getTime() + 49 * 3_600_000);
		const kim = (await mails(backend, 'waitlist-confirmation')).at(-1);
		expect(await stateOf(backend, pageLink(kim?.text_body ?? ''))).toMatchObject({
			status: 'expired',
			confirm_open: false,
		});

		// The join page's back end: the target, and the page's form posts answered by redirects.
		expect((await addToCart(backend, visitor(), parkett(3))).body).toMatchObject({
			tickets_quantity: 3,
		});
		const target = WaitlistJoinTargetSchema.parse(
			await (
				await backend.request(
					`/en/api/waitlist/target/?event_jet_id=${EVENT.idJet}&seat_group=${EVENT.parkett}`,
				)
			).json(),
		);
		expect(target).toMatchObject({ on_sale: false, max_tickets: 10, slots: [] });
		const jar = visitor();
		const send = (fields: Record<string, string>) =>
			backend.request('/en/api/waitlist/join/', {
				method: 'POST',
				jar,
				body: new URLSearchParams({
					csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
					event_jet_id: String(EVENT.idJet),
					seat_group: String(EVENT.parkett),
					name: '<script>x</script>',
					email: 'lea@example.org',
					quantity: '2',
					...fields,
				}),
			});
		const page = `/en/waitlist/?event_jet_id=${EVENT.idJet}&seat_group=${EVENT.parkett}`;
		const refused = await send({ email: 'lea@' });
		expect([refused.status, refused.headers.get('location')]).toEqual([
			303,
			`${page}&invalid=email`,
		]);
		const joined = await send({});
		expect([joined.status, joined.headers.get('location')]).toEqual([303, `${page}&sent=1`]);
		expect((await entries(backend)).at(-1)).toMatchObject({ email: 'lea@example.org' });
		expect((await send({ csrfmiddlewaretoken: 'forged' })).status).toBe(403);
		// The join form's old address moves to the page; unknown ids and seat groups on sale never 500.
		const moved = await backend.request(
			`/de/api/waitlist/join/?event_jet_id=${EVENT.idJet}&seat_group=${EVENT.parkett}`,
		);
		expect(moved.headers.get('location')).toBe(
			`/de/waitlist/?event_jet_id=${EVENT.idJet}&seat_group=${EVENT.parkett}`,
		);
		expect((await backend.request('/de/api/waitlist/target/?event_jet_id=x')).status).toBe(404);
		const onSale = await backend.request(
			'/de/api/waitlist/target/?event_jet_id=5003&seat_group=1021',
		);
		expect((await onSale.json()) as unknown).toMatchObject({ on_sale: true });
	});
});

describe('waiting lists: the audit log and the purge of past dates', () => {
	it('records staff removals and hand-made offers without the visitor, and deletes a list 30 days after its date', async () => {
		const { backend, clock } = await backendWithClock();
		await capacity(backend, EVENT.parkett, 2);
		expect((await addToCart(backend, visitor(), parkett(2))).body).toMatchObject({
			tickets_quantity: 2,
		});
		await join(backend, { email: 'mia@example.org', name: 'Mia' });
		await join(backend, { email: 'nils@example.org', name: 'Nils' });
		for (const mail of await mails(backend, 'waitlist-confirmation')) {
			expect((await press(backend, pageLink(mail.text_body), 'confirm')).status).toBe(303);
		}
		// A seat more, set without the route (which would offer it at once): staff offer it by hand.
		await capacity(backend, EVENT.parkett, 3);
		const staff = await staffJar(backend);
		const overview = WaitlistOverviewSchema.parse(
			await (await backend.request('/de/api/dashboard/waitlist/', { jar: staff })).json(),
		);
		const [mia, nils] = overview.dates[0]?.entries ?? [];
		const write = (path: string) =>
			backend.request(`/de/api/dashboard/waitlist/${path}`, jsonWrite(staff, 'POST', {}));
		expect((await write(`${nils?.id}/offer/`)).status).toBe(200);
		expect((await write(`${mia?.id}/remove/`)).status).toBe(200);
		// Refused writes are not recorded.
		expect((await write(`${mia?.id}/offer/`)).status).toBe(409);
		const audit = AuditPageSchema.parse(
			await (await backend.request('/de/api/dashboard/audit-log/', { jar: staff })).json(),
		);
		const actions = audit.entries.filter((entry) => entry.action.startsWith('waitlist_'));
		expect(actions.map((entry) => [entry.action, entry.target])).toEqual([
			['waitlist_removed', `#${mia?.id} · ${EVENT.idJet}/${EVENT.parkett}`],
			['waitlist_offered', `#${nils?.id} · ${EVENT.idJet}/${EVENT.parkett}`],
		]);
		expect(JSON.stringify(actions)).not.toMatch(/mia|nils/i);

		// The purge, by the clock: kept until 30 days after the date ended, then gone.
		const { body } = (await backend.db.one<{ body: string }>(
			sql`SELECT body FROM documents WHERE kind = 'event' AND id = ${EVENT.id} LIMIT 1`,
		)) ?? { body: '{}' };
		const date = JSON.parse(body) as { date_start: string; date_end?: string | null };
		const ended = Date.parse(date.date_end ?? date.date_start);
		const day = 24 * 3_600_000;
		expect(await purgePastEntries(backend.db, 'castle', new Date(ended + 29 * day))).toBe(0);
		expect(await entries(backend)).toHaveLength(2);
		// The hub's panel purges too (as the hourly timer does).
		clock.now = new Date(ended + 31 * day);
		const later = WaitlistOverviewSchema.parse(
			await (
				await backend.request('/de/api/dashboard/waitlist/', {
					jar: await loginAs(backend, 'editor'),
				})
			).json(),
		);
		expect(later.dates).toEqual([]);
		expect(await entries(backend)).toEqual([]);
	});
});
