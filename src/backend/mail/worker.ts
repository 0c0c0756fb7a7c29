import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { claimDueMails, markFailed, markSent, releaseClaims, type ClaimedMail } from './outbox.ts';
import { isPermanentFailure, type MailTransport } from './transport.ts';

/** A running outbox worker. */
export type MailWorker = {
	/** Looks for due mails now (after a mail was queued) instead of at the next poll. */
	wake(): void;
	/** Finishes the mail being sent, then stops; claimed mails not yet sent go back at once. */
	stop(): Promise<void>;
};

export type MailWorkerOptions = {
	db: Database;
	site: string;
	transport: MailTransport;
	/** The sender (`MAIL_FROM`). */
	from: string;
	now?: () => Date;
	/** How often the outbox is looked at when nothing woke the worker. */
	pollMs?: number;
	/** How long a claim holds; a worker dead for longer leaves its mails to the others. */
	leaseMs?: number;
	batch?: number;
	/** Hears of each failed try and of a failed look at the outbox (default: one line on stderr). */
	onError?: (error: unknown) => void;
};

/** The domain of the sender, for Message-IDs. */
function senderDomain(from: string): string {
	return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * Sends the outbox of `site`: claims due mails (any number of workers, on any instance, may run
 * on one database), sends each, and records the outcome — sent; due again after a backoff; or
 * failed after a permanent refusal or the last attempt. Each mail's Message-ID is fixed by its
 * row, so a mail sent twice (a worker dying between the server's OK and its record) is one
 * message to the recipient's client.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
	const now = options.now ?? (() => new Date());
	const pollMs = options.pollMs ?? 15_000;
	const leaseMs = options.leaseMs ?? 5 * 60_000;
	const batch = options.batch ?? 10;
	const onError =
		options.onError ??
		((error: unknown) =>
			console.error(`Mail: ${error instanceof Error ? error.message : String(error)}`));
	const domain = senderDomain(options.from);
	let stopped = false;
	let wakeUp: (() => void) | undefined;
	let pendingWake = false;

	async function send(mail: ClaimedMail, token: string): Promise<void> {
		try {
			await options.transport.send({
				from: options.from,
				to: mail.recipient,
				...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
				subject: mail.subject,
				text: mail.text,
				html: mail.html,
				messageId: `<outbox-${mail.site}-${mail.id}-${Date.parse(mail.createdAt)}@${domain}>`,
			});
			await markSent(options.db, mail.id, token, now());
		} catch (error) {
			onError(error);
			await markFailed(options.db, mail, {
				token,
				now: now(),
				error: error instanceof Error ? error.message : String(error),
				permanent: isPermanentFailure(error),
			});
		}
	}

	/** One round: claim, send each; answers how many were claimed. */
	async function round(): Promise<number> {
		const token = randomUUID();
		const start = now();
		const claimed = await claimDueMails(options.db, {
			site: options.site,
			token,
			now: start,
			leaseEnd: new Date(start.getTime() + leaseMs),
			limit: batch,
		});
		for (const mail of claimed) {
			if (stopped) break;
			await send(mail, token);
		}
		if (stopped) await releaseClaims(options.db, token);
		return claimed.length;
	}

	const pause = () =>
		new Promise<void>((resolve) => {
			if (pendingWake || stopped) {
				pendingWake = false;
				resolve();
				return;
			}
			const timer = setTimeout(done, pollMs);
			function done() {
				clearTimeout(timer);
				wakeUp = undefined;
				resolve();
			}
			wakeUp = done;
		});

	const running = (async () => {
		while (!stopped) {
			pendingWake = false;
			let claimed = 0;
			try {
				claimed = await round();
			} catch (error) {
				onError(error);
			}
			if (claimed < batch && !stopped) await pause();
		}
	})();

	return {
		wake() {
			pendingWake = true;
			wakeUp?.();
		},
		async stop() {
			stopped = true;
			wakeUp?.();
			await running;
			options.transport.close();
		},
	};
}
