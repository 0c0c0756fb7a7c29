import { z } from 'zod';

export const MailStatusSchema = z.enum(['pending', 'sent', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** One mail of the outbox as the hub lists it (no body: the hub shows what and to whom). */
export const OutboxMailSchema = z.object({
	id: z.number().int().positive(),
	kind: z.string(),
	locale: z.string(),
	recipient: z.string(),
	subject: z.string(),
	status: MailStatusSchema,
	attempts: z.number().int().nonnegative(),
	/** When it is tried next (pending), ISO. */
	next_attempt_at: z.string(),
	last_error: z.string(),
	created_at: z.string(),
	sent_at: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/**
 * GET /api/dashboard/mail-outbox/ (staff): how many mails of the site wait, were sent or were
 * given up, the latest of them (newest first; `status` filters), and whether this server sends
 * (`sending`: SMTP_URL is set; without it mails wait in the outbox).
 */
export const MailOutboxSchema = z.object({
	sending: z.boolean(),
	counts: z.object({
		pending: z.number().int().nonnegative(),
		sent: z.number().int().nonnegative(),
		failed: z.number().int().nonnegative(),
	}),
	mails: z.array(OutboxMailSchema),
});
export type MailOutbox = z.infer<typeof MailOutboxSchema>;
