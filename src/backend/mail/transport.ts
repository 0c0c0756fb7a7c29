import nodemailer from 'nodemailer';
import { z } from 'zod';

/** One message as the worker hands it to the SMTP server. */
export type MailMessage = {
	from: string;
	to: string;
	replyTo?: string;
	subject: string;
	text: string;
	html: string;
	messageId: string;
};

/** Sends a message; rejects when the server did not accept it (`responseCode` when it said why). */
export type MailTransport = { send(message: MailMessage): Promise<void>; close(): void };

/** How mail leaves the site: `SMTP_URL` and the sender `MAIL_FROM`. */
export type MailSettings = { smtpUrl: string; from: string };

// No line break may reach a header; nodemailer would encode it, but a sender so configured is a
// mistake to report at start, not a header to send.
const AddressSchema = z
	.string()
	.trim()
	.min(3)
	.max(320)
	.regex(/^[^\r\n]*$/, 'must be one line')
	.regex(
		/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
		'must be an address or "Name <address>"',
	);

const SmtpUrlSchema = z
	.string()
	.trim()
	.refine((value) => /^smtps?:\/\/[^/]/i.test(value) && URL.canParse(value), {
		message: 'must be smtp://… or smtps://…',
	});

/**
 * The mail settings from the environment: `SMTP_URL` (`smtp://user:pass@host:587`, STARTTLS when
 * the server offers it; `smtps://…:465` for TLS from the start) and `MAIL_FROM` (the sender,
 * default `noreply@` the host of `SITE_URL`). Undefined without `SMTP_URL`: mails then stay in
 * the outbox. Throws on a malformed value, so a bad setting stops the server at start.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings | undefined {
	const url = env['SMTP_URL'];
	if (url === undefined || url.trim() === '') return undefined;
	const smtpUrl = SmtpUrlSchema.safeParse(url);
	if (!smtpUrl.success) throw new Error('SMTP_URL must be smtp://… or smtps://…');
	const host = URL.canParse(env['SITE_URL'] ?? '')
		? new URL(env['SITE_URL'] ?? '').hostname
		: 'localhost';
	const from = AddressSchema.safeParse(env['MAIL_FROM'] ?? `noreply@${host}`);
	if (!from.success) throw new Error(`MAIL_FROM ${from.error.issues[0]?.message ?? 'is invalid'}`);
	return { smtpUrl: smtpUrl.data, from: from.data };
}

/** An SMTP transport (nodemailer, one pooled connection) for `settings.smtpUrl`. */
export function smtpTransport(settings: MailSettings): MailTransport {
	const url = new URL(settings.smtpUrl);
	const transporter = nodemailer.createTransport({
		host: url.hostname,
		port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
		secure: url.protocol === 'smtps:',
		...(url.username
			? {
					auth: {
						user: decodeURIComponent(url.username),
						pass: decodeURIComponent(url.password),
					},
				}
			: {}),
		pool: true,
		maxConnections: 1,
		// Bounded, so a hanging server releases the mail well within its claim's lease.
		connectionTimeout: 20_000,
		greetingTimeout: 20_000,
		socketTimeout: 60_000,
		// `?tls=insecure` accepts a self-signed certificate (a relay on the local network).
		...(url.searchParams.get('tls') === 'insecure' ? { tls: { rejectUnauthorized: false } } : {}),
	});
	return {
		async send(message) {
			await transporter.sendMail({
				from: message.from,
				to: message.to,
				...(message.replyTo ? { replyTo: message.replyTo } : {}),
				subject: message.subject,
				text: message.text,
				html: message.html,
				messageId: message.messageId,
				// Automatic mails: no out-of-office replies back to the sender (RFC 3834).
				headers: { 'Auto-Submitted': 'auto-generated' },
			});
		},
		close: () => transporter.close(),
	};
}

/** True when the server's answer says trying again cannot help (5xx: recipient or message refused). */
export function isPermanentFailure(error: unknown): boolean {
	const code = (error as { responseCode?: unknown } | null)?.responseCode;
	return typeof code === 'number' && code >= 500 && code < 600;
}
