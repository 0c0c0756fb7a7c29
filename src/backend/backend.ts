import { Hono } from 'hono';
import { CpuBudget, SEARCH_BUDGET, type CpuBudgetOptions } from './work/cpu-budget.ts';
import { auditKeepDaysFromEnv, createAuditLog } from './audit/audit-log.ts';
import { loadUser } from './auth/guards.ts';
import { createDocumentStore, type ContentChange } from './content/documents.ts';
import { createPageDrafts } from './content/page-drafts.ts';
import type { ContentPack, LoadContentPack } from './content-pack.ts';
import { contentPackFor } from './content/needs-pack.ts';
import { ensureSeeded } from './content/seed-site.ts';
import type { AppEnv, BackendContext, SiteName } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { handleError } from './http/errors.ts';
import { jsonCharset, limitBodies } from './http/middleware.ts';
import { dataDirMedia, type MediaStorage } from './media/store.ts';
import { createAccountsApp } from './routes/accounts.ts';
import { createApiApp } from './routes/api.ts';
import { createPageEditorApp } from './routes/page-editor.ts';
import { smtpTransport, type MailSettings, type MailTransport } from './mail/transport.ts';
import { startMailWorker, type MailWorker } from './mail/worker.ts';
import { DEFAULT_CAPACITY_PLAN } from './ticketing/capacity-plan.ts';

/** Options of one back-end instance. */
export type BackendOptions = {
	/** Folder of `cms.sqlite` (unless `databaseUrl`), uploads and temporary files (created when missing). */
	dataDir: string;
	/** `postgres://…`: keep everything in that PostgreSQL database instead of the data dir's SQLite file. */
	databaseUrl?: string | undefined;
	/** Where uploads and generated images go; default the data dir's own folders. */
	media?: MediaStorage | undefined;
	/** The deployment this instance serves; the database may hold both. */
	site: SiteName;
	/** The clock (tests pin it); defaults to the system time. */
	now?: () => Date;
	/**
	 * The content pack (the demo): a loader is called only when the site needs seeding or its
	 * content shows the pack's pictures (`needsContentPack`); a pack itself is always used (tests).
	 * Without one an unseeded site stays empty.
	 */
	content?: LoadContentPack | ContentPack | undefined;
	/** Hears of every committed content change (for invalidating rendered pages). */
	onChange?: (change: ContentChange) => void;
	/** Extra apps mounted at the root after the API (e.g. the media server), made with the context. */
	extraApps?: (ctx: BackendContext) => Hono[];
	/** How long the audit log keeps entries; default AUDIT_KEEP_DAYS, else 365 days. */
	auditKeepDays?: number;
	/**
	 * Send this site's outbox: over SMTP (`SMTP_URL`, `MAIL_FROM`), or through a given transport
	 * (tests). Without it mails are queued and stay in the outbox (the hub lists them).
	 */
	mail?: MailSettings | { transport: MailTransport; from: string; pollMs?: number } | undefined;
	/** The share of the process searching may take; default SEARCH_BUDGET (tests pin a small one). */
	searchBudget?: CpuBudgetOptions;
};

/** A running back end: the Hono app, its database, and a way to close it. */
export type Backend = { app: Hono; db: Database; close(): Promise<void> };

/** The path prefixes every API is served under: none, and each site locale. */
const PREFIXES = ['', '/de', '/en'] as const;
/** The page editor also works in the editor-only locales (SPEC §9). */
const EDITOR_ONLY_PREFIXES = ['/ja', '/la'] as const;

/**
 * Opens the data dir's database (migrating it), seeds `site` on first use and assembles the
 * routes: `/api`, `/pageeditor-api` (each also under `/de` and `/en`; the page editor also under
 * `/ja` and `/la`) and `/accounts`.
 */
export async function assembleBackend(options: BackendOptions): Promise<Backend> {
	const now = options.now ?? (() => new Date());
	// Read before the database opens: a bad AUDIT_KEEP_DAYS stops the start with its message.
	const auditKeepDays = options.auditKeepDays ?? auditKeepDaysFromEnv(process.env);
	const db = await openDatabase({ dataDir: options.dataDir, url: options.databaseUrl });
	// Every write lands in the change feed inside its own transaction; `onChange` hears of it
	// once committed.
	const store = createDocumentStore(db, options.site, now, {
		recordChanges: true,
		onChange: (change) => {
			options.onChange?.(change);
		},
	});
	let pack: ContentPack | undefined;
	try {
		pack = await contentPackFor(db, options.site, options.content);
		if (pack) {
			// Seeding reports no changes: nothing has been rendered from this content yet.
			await ensureSeeded(
				db,
				createDocumentStore(db, options.site, now),
				pack.seeds[options.site],
				now,
			);
		}
	} catch (error) {
		await db.close();
		throw error;
	}
	const worker: MailWorker | undefined = options.mail
		? startMailWorker({
				db,
				site: options.site,
				transport:
					'transport' in options.mail ? options.mail.transport : smtpTransport(options.mail),
				from: options.mail.from,
				now,
				...('pollMs' in options.mail && options.mail.pollMs ? { pollMs: options.mail.pollMs } : {}),
			})
		: undefined;
	const ctx: BackendContext = {
		db,
		site: options.site,
		dataDir: options.dataDir,
		media: options.media ?? dataDirMedia(options.dataDir),
		now,
		store,
		drafts: createPageDrafts(db, store, now),
		capacityPlan: pack?.capacityPlans[options.site] ?? DEFAULT_CAPACITY_PLAN,
		packLibraryImages: () => pack?.libraryImages(db, options.site) ?? Promise.resolve([]),
		audit: createAuditLog(db, now, auditKeepDays),
		mail: { sending: worker !== undefined, queued: () => worker?.wake() },
		searchBudget: new CpuBudget(options.searchBudget ?? SEARCH_BUDGET),
	};

	const app = new Hono<AppEnv>({ strict: false });
	app.use('*', jsonCharset, limitBodies, loadUser(ctx));
	const api = createApiApp(ctx);
	const pageEditor = createPageEditorApp(ctx);
	for (const prefix of PREFIXES) {
		app.route(`${prefix}/api`, api);
		app.route(`${prefix}/pageeditor-api`, pageEditor);
	}
	for (const prefix of EDITOR_ONLY_PREFIXES) app.route(`${prefix}/pageeditor-api`, pageEditor);
	app.route('/accounts', createAccountsApp(ctx));

	// The public app has no request variables of its own; the typed routes live inside it.
	const root = new Hono({ strict: false });
	root.onError(handleError);
	root.notFound((c) => c.json({ error: 'Not found' }, 404));
	root.route('/', app);
	for (const extra of options.extraApps?.(ctx) ?? []) root.route('/', extra);
	if (pack) root.route('/', pack.mediaApp(db, ctx.media));
	const close = async () => {
		await worker?.stop();
		await db.close();
	};
	return { app: root, db, close };
}
