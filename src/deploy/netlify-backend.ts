import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPostgresUrl } from '../backend/db/database.ts';
import { embeddedBackend } from '../lib/cms/transport.ts';

/** Environment variables of the Netlify build or function. */
type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where a Netlify site's back end lives: `external` at CMS_API_URL (proxied by `_redirects`), or
 * `own` — with DATABASE_URL naming a PostgreSQL database and no CMS_API_URL, the back end runs
 * inside the site's own function. Throws with what to set when neither is configured.
 */
export function netlifyBackendMode(env: Env): 'external' | 'own' {
	if (env['CMS_API_URL']?.trim()) return 'external';
	if (isPostgresUrl(env['DATABASE_URL']?.trim())) return 'own';
	throw new Error(
		'Neither CMS_API_URL nor DATABASE_URL is set. On Netlify the back end either runs in the ' +
			"site's own function on PostgreSQL — set DATABASE_URL=postgres://… (scopes: Builds and " +
			'Functions) and MEDIA_S3_BUCKET for uploads — or elsewhere: set CMS_API_URL to its origin. ' +
			'The embedded SQLite back end cannot run in Netlify Functions.',
	);
}

/**
 * Prepares the process of a Netlify function for its own back end: a function may write only
 * below the temp dir, so the data dir (form uploads awaiting submission) goes there unless
 * DATA_DIR says otherwise. Uploads and images belong in MEDIA_S3_BUCKET (README 'Netlify').
 */
export function prepareFunctionEnv(env: NodeJS.ProcessEnv = process.env): void {
	env['DATA_DIR'] ??= join(tmpdir(), 'venue-data');
}

/**
 * Answers a back-end path (`/api/…`, `/pageeditor-api/…`, `/accounts/…`, `/media/…`) inside the
 * Netlify function with the back end of this function instance — the same one the pages render
 * from (one pool of database connections per instance). `clientAddress` is the visitor's address
 * as Netlify's edge reports it (Astro's `context.clientAddress`): the back end counts login
 * attempts per address with it, as it does with a socket's peer on the node server.
 */
export async function answerOnNetlify(
	request: Request,
	clientAddress: string | undefined,
): Promise<Response> {
	const backend = await embeddedBackend();
	const incoming = {
		headers: Object.fromEntries(request.headers),
		socket: { remoteAddress: clientAddress, encrypted: true },
	};
	return backend.app.fetch(request, { incoming });
}
