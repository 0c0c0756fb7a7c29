import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FormSchema, MailOutboxSchema } from '../../../src/lib/contract/index.ts';
import {
	claimDueMails,
	enqueueMail,
	MAX_ATTEMPTS,
	retryDelayMs,
} from '../../../src/backend/mail/outbox.ts';
import { mailSettingsFromEnv, smtpTransport } from '../../../src/backend/mail/transport.ts';
import { startMailWorker } from '../../../src/backend/mail/worker.ts';
import {
	CONFIRMATIONS_PER_CLIENT_PER_HOUR,
	CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
} from '../../../src/backend/mail/form-mails.ts';
import { parseMail, startSmtpSink, type SinkVerdict } from '../../support/smtp-sink.ts';
import { NOW, parsed, staffJar, startBackend, type TestBackend } from './harness.ts';

const FROM = 'Schloss Ravensau <noreply@schloss.example>';

const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
	for (const sink of sinks.splice(0)) await sink.close();
});

async function sink(verdict?: (raw: string) => SinkVerdict) {
	const started = await startSmtpSink(verdict);
	sinks.push(started);
	return started;
}

const entry = (values: Record<string, unknown>, locale = 'de') => ({
	method: 'POST',
	headers: { 'content-type': 'application/json', 'accept-language': locale },
	body: JSON.stringify({ form: 1, field_values: values }),
});

const visitor = (email = 'anna@example.org', extra: Record<string, unknown> = {}) => ({
	name: 'Anna',
	email,
	email2: email,
	topic: 'Presse',
	...extra,
});

async function outboxRows(backend: TestBackend) {
	return backend.db.all<{ kind: string; status: string; recipient: string; attempts: number }>(
		sql`SELECT kind, status, recipient, attempts, next_attempt_at FROM mail_outbox ORDER BY id`,
	);
}

describe('form mails through a real SMTP server', () => {
	it('sends the venue a notification and the visitor a confirmation, text and HTML, in the entry’s language', async () => {
		const smtp = await sink();
		const backend = await startBackend({ mail: { smtpUrl: smtp.url, from: FROM } });
		expect((await backend.request('/de/api/forms-entries/', entry(visitor()))).status).toBe(201);
		expect(
			(await backend.request('/en/api/forms-entries/', entry(visitor('ben@example.org'), 'en')))
				.status,
		).toBe(201);
		await smtp.waitFor(4);
		const mails = smtp.received.map((mail) => ({ ...mail, parsed: parseMail(mail.raw) }));
		const to = (address: string) => mails.filter((mail) => mail.to.includes(address));

		const [deNote, enNote] = to('kontakt@venue.example');
		expect(deNote?.to).toEqual(['kontakt@venue.example']);
		expect(deNote?.parsed.header('subject')).toBe('Neuer Formulareintrag: Kontakt');
		expect(deNote?.parsed.header('reply-to')).toBe('anna@example.org');
		expect(deNote?.parsed.header('from')).toBe(FROM);
		expect(deNote?.parsed.header('auto-submitted')).toBe('auto-generated');
		expect(deNote?.parsed.header('message-id')).toMatch(
			/^<outbox-castle-\d+-\d+@schloss\.example>$/,
		);
		expect(deNote?.parsed.header('content-type')).toMatch(/^multipart\/alternative/);
		expect(deNote?.parsed.text).toContain(
			'Über das Formular „Kontakt“ ist am 1. Dezember 2026 um 11:00',
		);
		expect(deNote?.parsed.text).toMatch(/Thema:\n {4}Presse/);
		expect(deNote?.parsed.html).toContain('<html lang="de">');
		expect(deNote?.parsed.html).toMatch(/<th scope="row"[^>]*>Thema<\/th><td[^>]*>Presse<\/td>/);
		expect(enNote?.parsed.header('subject')).toBe('New form entry: Contact');
		expect(enNote?.parsed.text).toContain(
			'An entry came in through the form “Contact” on 1 December 2026',
		);
		expect(enNote?.parsed.html).toContain('<html lang="en">');

		const deConfirmation = to('anna@example.org')[0]?.parsed;
		expect(deConfirmation?.header('subject')).toBe('Ihre Nachricht an Schloss Ravensau: Kontakt');
		expect(deConfirmation?.header('reply-to')).toBeUndefined();
		expect(deConfirmation?.text).toContain('vielen Dank für Ihre Nachricht');
		expect(deConfirmation?.html).toContain('Ihr Team von Schloss Ravensau');
		const enConfirmation = to('ben@example.org')[0]?.parsed;
		expect(enConfirmation?.header('subject')).toBe('Your message to Ravensau Palace: Contact');
		expect(enConfirmation?.text).toContain('thank you for your message');
		// The confirmation repeats nothing the visitor typed.
		expect(enConfirmation?.text).not.toContain('Presse');

		await expect
			.poll(async () => (await outboxRows(backend)).map((row) => row.status))
			.toEqual(['sent', 'sent', 'sent', 'sent']);
	});

	it('lets no form value add a header, a recipient or markup', async () => {
		const smtp = await sink();
		const backend = await startBackend({ mail: { smtpUrl: smtp.url, from: FROM } });
		const hostile =
			'Anna\r\nBcc: evil@attacker.example\r\nSubject: spam\r\n\r\n<script>alert(1)</script>';
		const refused = await backend.request(
			'/de/api/forms-entries/',
			entry({ ...visitor(), email: 'a@b.de\r\nBcc: evil@attacker.example', email2: 'a@b.de' }),
		);
		expect(refused.status).toBe(400);
		const response = await backend.request(
			'/de/api/forms-entries/',
			entry(visitor('anna@example.org', { name: hostile })),
		);
		expect(response.status).toBe(201);
		await smtp.waitFor(2);
		expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
			'anna@example.org',
			'kontakt@venue.example',
		]);
		for (const mail of smtp.received) {
			const { headers, html } = parseMail(mail.raw);
			expect(headers.has('bcc')).toBe(false);
			expect(headers.get('subject')).toHaveLength(1);
			expect(html).not.toContain('<script>');
		}
		const note = parseMail(
			smtp.received.find((mail) => mail.to.includes('kontakt@venue.example'))?.raw ?? '',
		);
		expect(note.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
		expect(note.text).toContain('Bcc: evil@attacker.example');
	});

	it('keeps mails in the outbox without SMTP and shows them to staff only', async () => {
		const backend = await startBackend();
		const form = await parsed(await backend.request('/de/api/forms/1/'), FormSchema);
		expect(form.notify_email).toBe('');
		expect((await backend.request('/de/api/forms-entries/', entry(visitor()))).status).toBe(201);
		expect(await backend.request('/api/dashboard/mail-outbox/')).toHaveProperty('status', 401);
		const jar = await staffJar(backend);
		const outbox = await parsed(
			await backend.request('/de/api/dashboard/mail-outbox/?status=pending', { jar }),
			MailOutboxSchema,
		);
		expect(outbox.sending).toBe(false);
		expect(outbox.counts).toEqual({ pending: 2, sent: 0, failed: 0 });
		expect(outbox.mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
			['form-confirmation', 'anna@example.org'],
			['form-notification', 'kontakt@venue.example'],
		]);
		const staffForm = await parsed(await backend.request('/de/api/forms/1/', { jar }), FormSchema);
		expect(staffForm.notify_email).toBe('kontakt@venue.example');
		const bad = await backend.request('/de/api/dashboard/mail-outbox/?status=lost&limit=9999', {
			jar,
		});
		expect(bad.status).toBe(400);
	});

	it('confirms to one address at most three times a day and for one client ten times an hour', async () => {
		const backend = await startBackend();
		const answers = await Promise.all(
			Array.from({ length: 6 }, () =>
				backend.request('/de/api/forms-entries/', entry(visitor('Victim@Example.org'))),
			),
		);
		expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
		const rows = await outboxRows(backend);
		expect(rows.filter((row) => row.kind === 'form-notification')).toHaveLength(6);
		const confirmations = rows.filter((row) => row.kind === 'form-confirmation');
		expect(confirmations).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
		expect(new Set(confirmations.map((row) => row.recipient))).toEqual(
			new Set(['victim@example.org']),
		);
		// One client address: at most ten confirmations an hour, whatever addresses it gives.
		for (let index = 0; index < 9; index += 1) {
			await backend.request('/de/api/forms-entries/', entry(visitor(`guest${index}@example.org`)));
		}
		const after = await outboxRows(backend);
		expect(after.filter((row) => row.kind === 'form-confirmation')).toHaveLength(
			CONFIRMATIONS_PER_CLIENT_PER_HOUR,
		);
		expect(after.filter((row) => row.kind === 'form-notification')).toHaveLength(15);
	});
});

describe('the outbox worker', () => {
	const mail = (recipient: string) => ({
		site: 'castle',
		kind: 'form-notification' as const,
		locale: 'de',
		recipient,
		subject: 'Betreff',
		text: 'Text',
		html: '<p>Text</p>',
	});

	it('retries a refused mail with backoff and gives up on a permanent refusal', async () => {
		let verdict: SinkVerdict = { code: 451, message: 'try later' };
		const smtp = await sink((raw) =>
			raw.includes('To: gone@') ? { code: 550, message: 'no such user' } : verdict,
		);
		const backend = await startBackend();
		let clock = NOW;
		const errors: unknown[] = [];
		await enqueueMail(backend.db, mail('later@example.org'), clock);
		await enqueueMail(backend.db, mail('gone@example.org'), clock);
		const worker = startMailWorker({
			db: backend.db,
			site: 'castle',
			transport: smtpTransport({ smtpUrl: smtp.url, from: FROM }),
			from: FROM,
			now: () => clock,
			pollMs: 60_000,
			onError: (error) => errors.push(error),
		});
		try {
			await expect.poll(() => errors.length).toBe(2);
			let rows = await outboxRows(backend);
			expect(rows.map((row) => [row.recipient, row.status, row.attempts])).toEqual([
				['later@example.org', 'pending', 1],
				['gone@example.org', 'failed', 1],
			]);
			// Not due a second before its retry time.
			const early = new Date(NOW.getTime() + retryDelayMs(1) - 1000);
			expect(
				await claimDueMails(backend.db, {
					site: 'castle',
					token: 'early',
					now: early,
					leaseEnd: early,
					limit: 10,
				}),
			).toEqual([]);
			verdict = 'accept';
			clock = new Date(NOW.getTime() + retryDelayMs(1));
			worker.wake();
			await smtp.waitFor(1);
			await expect.poll(async () => (await outboxRows(backend))[0]?.status).toBe('sent');
			rows = await outboxRows(backend);
			expect(rows[0]?.attempts).toBe(2);
			expect(smtp.received.map((received) => received.to)).toEqual([['later@example.org']]);
		} finally {
			await worker.stop();
		}
		expect(retryDelayMs(1)).toBe(60_000);
		expect(retryDelayMs(MAX_ATTEMPTS)).toBe(2 * 60 * 60_000);
	});

	it('keeps sent and given-up mails 30 days; waiting ones stay until they are sent', async () => {
		const backend = await startBackend();
		const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);
		const old = await enqueueMail(backend.db, mail('old-sent@example.org'), daysAgo(31));
		const failed = await enqueueMail(backend.db, mail('old-failed@example.org'), daysAgo(31));
		await enqueueMail(backend.db, mail('old-waiting@example.org'), daysAgo(31));
		const recent = await enqueueMail(backend.db, mail('recent@example.org'), daysAgo(29));
		await backend.db.run(
			sql`UPDATE mail_outbox SET status = 'sent' WHERE id IN (${old}, ${recent})`,
		);
		await backend.db.run(sql`UPDATE mail_outbox SET status = 'failed' WHERE id = ${failed}`);
		// Another site's old mail is not this site's to drop.
		await enqueueMail(backend.db, { ...mail('region@example.org'), site: 'region' }, daysAgo(40));
		await backend.db.run(sql`UPDATE mail_outbox SET status = 'sent' WHERE site = 'region'`);
		await enqueueMail(backend.db, mail('new@example.org'), NOW);
		const rows = await backend.db.all<{ recipient: string }>(
			sql`SELECT recipient FROM mail_outbox ORDER BY id`,
		);
		expect(rows.map((row) => row.recipient)).toEqual([
			'old-waiting@example.org',
			'recent@example.org',
			'region@example.org',
			'new@example.org',
		]);
	});

	it('sends a mail whose worker died once its lease ran out, and never twice to concurrent workers', async () => {
		const smtp = await sink();
		const backend = await startBackend();
		for (let index = 0; index < 12; index += 1) {
			await enqueueMail(backend.db, mail(`guest${index}@example.org`), NOW);
		}
		// A worker claims three and dies before sending them.
		const dead = await claimDueMails(backend.db, {
			site: 'castle',
			token: 'dead-worker',
			now: NOW,
			leaseEnd: new Date(NOW.getTime() + 60_000),
			limit: 3,
		});
		expect(dead).toHaveLength(3);
		// Concurrent claims split the rest: no mail is claimed twice.
		const claims = await Promise.all(
			['a', 'b', 'c'].map((token) =>
				claimDueMails(backend.db, {
					site: 'castle',
					token,
					now: NOW,
					leaseEnd: new Date(NOW.getTime() + 60_000),
					limit: 5,
				}),
			),
		);
		const ids = claims.flat().map((claimed) => claimed.id);
		expect(ids).toHaveLength(9);
		expect(new Set([...ids, ...dead.map((claimed) => claimed.id)]).size).toBe(12);
		// After every lease, a new worker (a restarted process) sends all twelve exactly once.
		const later = new Date(NOW.getTime() + 61_000);
		const worker = startMailWorker({
			db: backend.db,
			site: 'castle',
			transport: smtpTransport({ smtpUrl: smtp.url, from: FROM }),
			from: FROM,
			now: () => later,
		});
		try {
			await smtp.waitFor(12);
			await expect
				.poll(async () => (await outboxRows(backend)).every((row) => row.status === 'sent'))
				.toBe(true);
		} finally {
			await worker.stop();
		}
		expect(smtp.received.flatMap((received) => received.to).sort()).toHaveLength(12);
		expect(new Set(smtp.received.flatMap((received) => received.to)).size).toBe(12);
		// Another site's worker takes none of them.
		expect(
			await claimDueMails(backend.db, {
				site: 'region',
				token: 'x',
				now: later,
				leaseEnd: later,
				limit: 10,
			}),
		).toEqual([]);
	});
});

describe('mail settings', () => {
	it('reads SMTP_URL and MAIL_FROM and refuses malformed ones', () => {
		expect(mailSettingsFromEnv({})).toBeUndefined();
		expect(
			mailSettingsFromEnv({
				SMTP_URL: 'smtp://u:p@mail.example:587',
				SITE_URL: 'https://venue.example',
			}),
		).toEqual({ smtpUrl: 'smtp://u:p@mail.example:587', from: 'noreply@venue.example' });
		expect(() => mailSettingsFromEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
		expect(() =>
			mailSettingsFromEnv({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'a@b.de\r\nBcc: c@d.de' }),
		).toThrow(/MAIL_FROM/);
		expect(
			mailSettingsFromEnv({
				SMTP_URL: 'smtps://mail.example',
				MAIL_FROM: 'Theater <kasse@theater.example>',
			})?.from,
		).toBe('Theater <kasse@theater.example>');
	});
});
