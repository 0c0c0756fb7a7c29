/**
 * The one server (`npm start`): static files of the build, then Astro's on-demand handler, and on
 * the same origin the back-end paths (embedded back end, or a proxy to CMS_API_URL).
 * Builds first when no build for the current SITE exists. Stops gracefully on SIGTERM/SIGINT.
 */
// First: packages read NODE_ENV when they load.
import './production-mode.ts';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { getRequestListener } from '@hono/node-server';
import { currentSiteName, externalBaseUrl } from '../lib/cms/transport.ts';
import { isApiPath, isBackendPath } from '../lib/links/backend-paths.ts';
import { mountBackend } from './backend-handler.ts';
import { RenderCache } from './render-cache.ts';
import { RenderLimit } from './render-limit.ts';
import {
	cacheKey,
	EVENTS_API_QUERY_KEYS,
	PAGE_QUERY_KEYS,
	SEARCH_API_QUERY_KEYS,
} from './cache-key.ts';
import { hasCookie, isSharedPageRequest, SESSION_COOKIE } from './shared-page-request.ts';
import { isPagePath, mayServePrebuilt } from './page-request.ts';
import { withErrorPageFallback } from './error-page-fallback.ts';
import { reportError } from './error-reporting.ts';
import { answerHealth } from './health.ts';
import {
	createRequestLogger,
	logBytes,
	requestLoggingEnabled,
	trackRequest,
	type RequestLogEntry,
	type TrackOptions,
} from './request-log.ts';
import { JSON_ANSWER, withWholeAnswer } from './whole-answer.ts';
import { preferredEncoding } from './compression.ts';
import { sendStaticFile, type StaticFile } from './static-files.ts';
import { answerPrebuilt } from './prebuilt-answer.ts';
import { isTlsRequest, securityHeaders } from './security-headers.ts';
import { localeFromPath } from '../lib/i18n/negotiate.ts';
import { answerHalfClosedRequests, gateRequest, refuseConnect } from './request-gate.ts';
import { startBackupsFromEnv } from '../backend/backup/backup-timer.ts';
import { listenForChanges } from '../backend/content/change-notify.ts';
import { isPostgresUrl } from '../backend/db/database.ts';
import { openOrExit } from './start-failure.ts';
import { sql } from 'kysely';
import type { FeedEntry } from '../backend/content/change-feed.ts';
import { provideSelfRebuild } from '../lib/publish/self-rebuild.ts';
import { REBUILD_HOOK_ENV } from '../lib/publish/trigger-rebuild.ts';
import { Releases } from './rebuild/releases.ts';
import { loadServedBuild, type LoadOptions, type ServedBuild } from './rebuild/served-build.ts';
import { BuildSwitch } from './rebuild/build-switch.ts';
import { createSelfRebuild } from './rebuild/self-rebuild.ts';
import { astroBuildCommand, DEFAULT_BUILD_HEAP_MB } from './rebuild/build-runner.ts';

const FEED_POLL_MS = 5000;

const site = currentSiteName();
const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';
const distDir = resolve(process.env['DIST_DIR'] ?? `dist/${site}`);
// Publish's own rebuilds live beside DIST_DIR; the pointer there names the one to serve.
const releases = new Releases(distDir);

if (!existsSync(join(distDir, 'server', 'entry.mjs'))) {
	console.log(`No build for SITE=${site} yet: building first …`);
	const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
	if (build.status !== 0) process.exit(build.status ?? 1);
}

// Pages for anonymous visitors, kept a second in memory; any content change empties it.
const renderCache = new RenderCache();
// On-demand renders at once (and waiting): beyond that 503, so prebuilt and cached answers stay fast.
const renderLimit = new RenderLimit();
const databaseUrl = process.env['DATABASE_URL'];
// Changes heard before the build is loaded are read from the feed when it loads.
let recordChange: (change: Pick<FeedEntry, 'kind' | 'locale' | 'paths'>) => void = () => {};
// An unreachable or refusing PostgreSQL: one line saying so, and exit 1.
const backend = await openOrExit(databaseUrl, () =>
	mountBackend({
		externalUrl: externalBaseUrl(),
		dataDir: resolve(process.env['DATA_DIR'] ?? './data'),
		site,
		// The embedded back end tells of each edit at once: the next request renders it fresh.
		onChange: (change) => recordChange(change),
	}),
);
// BACKUP_DIR + BACKUP_EVERY: the embedded back end's data is backed up on a timer.
if (!externalBaseUrl())
	startBackupsFromEnv(resolve(process.env['DATA_DIR'] ?? './data'), process.env);
const fetchFromBackend = (path: string) =>
	Promise.resolve(backend.fetch(new Request(`http://backend${path}`)));
// Every file of the build with its answers' headers built once (security headers included; the
// CSP only on pages), its bytes in memory up to a bound. HSTS and the request's id come per request.
const loadOptions: LoadOptions = {
	staticFiles: {
		headers: securityHeaders({ headers: {}, encrypted: false }),
		exclude: (path) => isBackendPath(path) || path === '/healthz',
	},
	onChange: () => renderCache.clear(),
	fetchFeed: fetchFromBackend,
};
// The served build (files, handler, which pages changed since it started), replaced as one value.
const builds = new BuildSwitch(
	await loadServedBuild(await releases.servedDir(), loadOptions),
	loadOptions,
	() => renderCache.clear(),
);
// Publish builds the site itself unless a hook (Netlify, CI) does, or SELF_REBUILD=false.
const selfRebuild =
	process.env[REBUILD_HOOK_ENV]?.trim() || process.env['SELF_REBUILD'] === 'false'
		? undefined
		: createSelfRebuild(
				releases,
				builds,
				astroBuildCommand(Number(process.env['REBUILD_MAX_MEMORY_MB']) || DEFAULT_BUILD_HEAP_MB),
			);
provideSelfRebuild(selfRebuild);
recordChange = (change) => builds.current.freshness.record(change);
// On PostgreSQL every instance hears the others' edits as they commit (LISTEN/NOTIFY), and reads
// the feed again after each reconnection, so nothing is missed while it was away.
const changeListener =
	!externalBaseUrl() && isPostgresUrl(databaseUrl)
		? listenForChanges({
				url: databaseUrl,
				site,
				onChange: (change) => recordChange(change),
				onCatchUp: () => void builds.current.freshness.poll(fetchFromBackend),
				onState: (connected, reason) =>
					console.log(
						connected
							? 'change listener: listening'
							: `change listener: connection lost (${reason ?? 'unknown'}), reconnecting`,
					),
			})
		: undefined;
// Every few seconds, what changed since last time: edits made through another instance on the
// same data dir, or through another back end, so no instance serves a stale prebuilt page long.
// And the build to serve: a rollback, or a build another instance made on shared storage.
setInterval(() => {
	void builds.current.freshness.poll(fetchFromBackend);
	void builds.follow(releases);
}, FEED_POLL_MS).unref();
// Node itself reads and drops a body the back end answered without reading (no cut connection).
const backendListener = getRequestListener(backend.fetch, { autoCleanupIncoming: false });

const requestLogger = requestLoggingEnabled(process.env['LOG_REQUESTS'])
	? createRequestLogger()
	: undefined;
const healthDeps = {
	site,
	get builtAt() {
		return builds.current.builtAt;
	},
	fetchBackend: (path: string, signal: AbortSignal) =>
		Promise.resolve(backend.fetch(new Request(`http://backend${path}`, { signal }))),
	...(backend.db ? { pingDatabase: () => backend.db!.one(sql`SELECT 1`) } : {}),
	...(changeListener ? { listening: () => changeListener.connected } : {}),
};
// 503 (the 'site offline' page, the render cap) and 501 (a method the site never serves) are
// answers by design rather than failures.
const reportFailedAnswer = (entry: RequestLogEntry, errorPageFailed: boolean) => {
	if (entry.status < 500 || entry.status === 503 || entry.status === 501) return;
	const message = errorPageFailed ? 'Error page failed to render' : `Answered ${entry.status}`;
	void reportError(new Error(message), {
		requestId: entry.id,
		method: entry.method,
		path: entry.path,
		status: entry.status,
		site,
	});
};

/**
 * Back-end reads whose answers depend on nothing but the URL (no cookie, no user), with the query
 * parameters they read: the event list's calls, the hottest in an on-sale rush, and autocomplete,
 * asked at every pause in typing.
 */
const SHARED_API: readonly [RegExp, ReadonlySet<string>][] = [
	[/^\/(?:de|en)\/api\/events\/?$/, EVENTS_API_QUERY_KEYS],
	[/^\/(?:de|en)\/api\/search\/autocomplete\/?$/, SEARCH_API_QUERY_KEYS],
];
/** The query parameters `pathname` reads when it is a shared back-end read, else null. */
const sharedApiKeys = (pathname: string) =>
	SHARED_API.find(([path]) => path.test(pathname))?.[1] ?? null;
const hasSessionCookie = (req: IncomingMessage) =>
	hasCookie(req.headers.cookie ?? null, SESSION_COOKIE);

// The headers are the same for every request over TLS, and for every other: built once each.
const headerSets = new Map(
	[false, true].map((tls) => [tls, securityHeaders({ headers: {}, encrypted: tls })]),
);
/** What a TLS answer carries beyond the others (HSTS), as name/value pairs. */
const TLS_ONLY = Object.entries(headerSets.get(true)!)
	.filter(([name]) => !(name in headerSets.get(false)!))
	.flat();
/** A prebuilt file may be served: an asset, or a page that no content change has touched. */
const servable = (build: ServedBuild, file: StaticFile, pathname: string) =>
	!file.page || !build.freshness.isStale(pathname);

/** The tracking of every prebuilt answer: one object, no closure per request. */
const STATIC_TRACKING: TrackOptions = {
	logger: requestLogger,
	onFinish: (entry) => reportFailedAnswer(entry, false),
	setIdHeader: false,
};

/** Every request: id and log line, security headers, /healthz, then the site or the back end. */
const server = createServer((req, res) => {
	// One build for the whole request, even when a switch happens while it is answered.
	const build = builds.current;
	const tls = isTlsRequest({
		headers: req.headers,
		encrypted: 'encrypted' in req.socket,
		remoteAddress: req.socket.remoteAddress,
	});
	// The hot path: a plain target (no query, nothing to decode or normalise, so the gate would
	// pass it as it is) naming a file of the build, sent with the headers built at start.
	if (req.method === 'GET' || req.method === 'HEAD') {
		const target = req.url ?? '';
		const file = build.staticFiles.byTarget(target);
		if (file && servable(build, file, target)) {
			answerPrebuilt(req, res, file, tls ? TLS_ONLY : null, STATIC_TRACKING);
			return;
		}
	}
	let errorPageFailed = false;
	trackRequest(req, res, {
		logger: requestLogger,
		onFinish: (entry) => reportFailedAnswer(entry, errorPageFailed),
	});
	for (const [name, value] of Object.entries(headerSets.get(tls)!)) res.setHeader(name, value);
	// A refused request is answered here, with the headers of a document.
	const url = gateRequest(req, res, isBackendPath);
	if (!url) return;
	const { pathname } = url;
	if (answerHealth(req, res, healthDeps)) return;
	if (isBackendPath(pathname)) {
		const encoding = preferredEncoding(req.headers['accept-encoding']);
		const answerFromBackend = () => {
			// An API's HEAD is answered as its GET (Node sends no body for a HEAD), with the GET's
			// Content-Length, Content-Encoding and Vary; the listener reads the method before it
			// first waits. Media and login pages keep the back end's own HEAD (no file read for it).
			const asGet = req.method === 'HEAD' && isApiPath(pathname);
			if (req.method !== 'HEAD' || asGet) withWholeAnswer(res, encoding, JSON_ANSWER);
			if (asGet) req.method = 'GET';
			void backendListener(req, res);
			if (asGet) req.method = 'HEAD';
		};
		const shared = req.method === 'GET' && !hasSessionCookie(req) ? sharedApiKeys(pathname) : null;
		if (shared) {
			renderCache.handle(`${cacheKey(url, shared)}|api|${encoding ?? ''}`, res, () =>
				renderLimit.run(res, answerFromBackend),
			);
		} else {
			answerFromBackend();
		}
		return;
	}
	const encoding = preferredEncoding(req.headers['accept-encoding']);
	const prebuiltAllowed =
		!isPagePath(url.pathname) || (mayServePrebuilt(url) && !build.freshness.isStale(url.pathname));
	const renderPage = () => {
		withErrorPageFallback(res, localeFromPath(url.pathname) ?? 'de', () => {
			errorPageFailed = true;
		});
		withWholeAnswer(res, encoding);
		renderLimit.run(res, () => build.handler(req, res));
	};
	// A prebuilt file where one may be served (from memory: no render cache needed); else Astro's
	// handler skips the prerendered route and renders its on-demand twin.
	const file = prebuiltAllowed ? build.staticFiles.find(url.pathname) : undefined;
	if (file && servable(build, file, url.pathname)) {
		// The build's assets go without the CSP, which would only add 2 KB to every small file;
		// every other answer keeps it (a 404 for a missing asset is a page).
		if (!file.page) res.removeHeader('Content-Security-Policy');
		logBytes(res, sendStaticFile(req, res, file, encoding));
		return;
	}
	const sharedPage =
		req.method === 'GET' &&
		isPagePath(url.pathname) &&
		isSharedPageRequest(url, req.headers.cookie ?? null);
	if (!sharedPage) {
		renderPage();
		return;
	}
	// Kept in memory a moment, prebuilt or rendered: the same bytes for every anonymous visitor.
	const alertDismissed = /(?:^|;\s*)alert_dismissed=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
	const key = `${cacheKey(url, PAGE_QUERY_KEYS)}|${alertDismissed ?? ''}|${encoding ?? ''}`;
	renderCache.handle(key, res, renderPage);
});

server.on('connect', refuseConnect);
answerHalfClosedRequests(server);
server.listen(port, host, () => {
	console.log(
		`Venue site (${site}) on http://${host}:${port}/de — back end: ${externalBaseUrl() ?? 'embedded'}`,
	);
});

let stopping = false;
function stop(signal: string): void {
	if (stopping) return;
	stopping = true;
	console.log(`${signal}: closing …`);
	selfRebuild?.runner.stop();
	// Give open requests up to 10 s, then leave regardless.
	const force = setTimeout(() => process.exit(0), 10_000);
	force.unref();
	server.close(() => {
		void Promise.all([changeListener?.close(), backend.close()]).finally(() => process.exit(0));
	});
	server.closeIdleConnections();
}
process.on('unhandledRejection', (reason) => void reportError(reason, { site, kind: 'rejection' }));
process.on('uncaughtException', (error) => {
	// The process is in an unknown state: report (at most 2 s), then leave for the supervisor.
	void reportError(error, { site, kind: 'uncaught' }).finally(() => process.exit(1));
});
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
