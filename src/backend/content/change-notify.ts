import { sql } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { ContentChange } from './content-change.ts';

/** The PostgreSQL channel every instance announces its committed content changes on. */
export const CHANGE_CHANNEL = 'venue_changes';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; stay clear of that. */
const MAX_PAYLOAD_BYTES = 7500;

/** A change as a notice carries it: what the server needs to mark its prebuilt pages stale. */
export type NoticeChange = { kind: string; locale: string; paths: string[] };

const NoticeSchema = z.object({
	site: z.string(),
	change: z.object({ kind: z.string(), locale: z.string(), paths: z.array(z.string()) }).optional(),
});

/**
 * What one NOTIFY carries: the site and the change itself, or — when the change is too big for
 * a notice — only the site, telling listeners to read the change feed (`content_changes`).
 */
export type ChangeNotice = z.infer<typeof NoticeSchema>;

/** The payload announcing `change`: the change itself when small enough, else only its site. */
export function noticePayload(change: ContentChange): string {
	const whole = JSON.stringify({
		site: change.site,
		change: { kind: change.kind, locale: change.locale, paths: change.paths },
	});
	if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return whole;
	return JSON.stringify({ site: change.site });
}

/** The notice in `payload`, or null when it is not one (a foreign or broken NOTIFY). */
export function parseNotice(payload: string | undefined): ChangeNotice | null {
	try {
		const parsed = NoticeSchema.safeParse(JSON.parse(payload ?? ''));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

/**
 * Tells every instance on the same PostgreSQL database of a recorded change (nothing on SQLite,
 * where instances poll the feed). Call it after the change is recorded in the feed: inside a
 * transaction PostgreSQL delivers the notice at commit, and drops it on rollback.
 */
export async function announceChange(db: Database, change: ContentChange): Promise<void> {
	if (db.engine !== 'postgres') return;
	await db.one(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${noticePayload(change)})`);
}

/** A running listener: whether it is connected right now, and how to stop it. */
export type ChangeListener = { readonly connected: boolean; close(): Promise<void> };

/** Options of `listenForChanges`. */
export type ListenOptions = {
	/** The PostgreSQL database (`postgres://…`). */
	url: string;
	/** Only notices of this site are passed on. */
	site: string;
	/** Hears each change another (or this) instance announced. */
	onChange: (change: NoticeChange) => void;
	/**
	 * Read the change feed now: called after every (re)connection — notices sent while no one
	 * listened are lost — and for notices too big to carry their change.
	 */
	onCatchUp: () => void;
	/** Hears when the connection is lost (with why) and when it is listening again. */
	onState?: (connected: boolean, reason?: string) => void;
	/** Wait before the first reconnection attempt, doubled up to `maxRetryMs`. Default 200 ms. */
	retryMs?: number;
	/** Default 5 s. */
	maxRetryMs?: number;
	/** How often the connection is checked with a query (a silent network loss). Default 10 s. */
	heartbeatMs?: number;
};

/**
 * LISTENs for change notices on a dedicated connection of its own (a pooled one would be handed
 * to other queries). When the connection drops it reconnects by itself, with a growing pause,
 * and catches up from the feed once it listens again. Never throws and never lets a connection
 * error escape as an unhandled 'error' event.
 */
export function listenForChanges(options: ListenOptions): ChangeListener {
	const minRetry = options.retryMs ?? 200;
	const maxRetry = options.maxRetryMs ?? 5000;
	let retry = minRetry;
	let client: pg.Client | null = null;
	let connected = false;
	let closed = false;
	let retryTimer: NodeJS.Timeout | undefined;
	let heartbeat: NodeJS.Timeout | undefined;
	// Only the first loss after being connected is reported, not every failed retry.
	let reportedDown = false;

	const lose = (current: pg.Client, reason: string) => {
		if (client !== current) return;
		client = null;
		clearInterval(heartbeat);
		const wasConnected = connected;
		connected = false;
		current.removeAllListeners('notification');
		void current.end().catch(() => {});
		if (closed) return;
		if (wasConnected || !reportedDown) {
			reportedDown = true;
			options.onState?.(false, reason);
		}
		retryTimer = setTimeout(connect, retry);
		retryTimer.unref();
		retry = Math.min(retry * 2, maxRetry);
	};

	const connect = () => {
		if (closed) return;
		const current = new pg.Client({
			connectionString: options.url,
			connectionTimeoutMillis: 5000,
			keepAlive: true,
		});
		client = current;
		current.on('error', (error) => lose(current, error.message));
		current.on('end', () => lose(current, 'connection ended'));
		current.on('notification', (message) => {
			if (message.channel !== CHANGE_CHANNEL) return;
			const notice = parseNotice(message.payload);
			if (!notice || notice.site !== options.site) return;
			if (notice.change) options.onChange(notice.change);
			else options.onCatchUp();
		});
		current
			.connect()
			.then(() => current.query(`LISTEN ${CHANGE_CHANNEL}`))
			.then(() => {
				if (client !== current) return;
				if (closed) {
					void current.end().catch(() => {});
					return;
				}
				connected = true;
				reportedDown = false;
				retry = minRetry;
				heartbeat = setInterval(() => {
					current.query('SELECT 1').catch((error: Error) => lose(current, error.message));
				}, options.heartbeatMs ?? 10_000);
				heartbeat.unref();
				options.onState?.(true);
				options.onCatchUp();
			})
			.catch((error: unknown) =>
				lose(current, error instanceof Error ? error.message : String(error)),
			);
	};

	connect();
	return {
		get connected() {
			return connected;
		},
		async close() {
			closed = true;
			clearTimeout(retryTimer);
			clearInterval(heartbeat);
			const current = client;
			client = null;
			connected = false;
			await current?.end().catch(() => {});
		},
	};
}
