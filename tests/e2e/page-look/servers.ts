import { linkSync, copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { OWN_PORTS, ownDataDir, startNode, waitForOk, type Started } from '../fuzz/processes.ts';

/**
 * The moment the page-look servers and browser believe it is: a Wednesday, 10:00 in Berlin, with
 * no holiday near. Far enough ahead that the cookies the site sets are not expired by the
 * browser's real clock.
 */
export const FIXED_NOW = '2030-03-06T09:00:00Z';

const SITES = { castle: OWN_PORTS.lookCastle, region: OWN_PORTS.lookRegion } as const;
type Site = keyof typeof SITES;

const distRoot = process.env['E2E_DIST_ROOT'] ?? 'dist';
const PAGE_FILE = /\.html(\.br|\.gz)?$/;
/**
 * Pages that exist only prerendered (no on-demand route renders them: the team list, the magazine
 * and its topics): kept, as the build made them.
 */
const PRERENDERED_ONLY = /^client\/(de|en)\/(team|magazine|magazine\/tags)$/;

/**
 * The build of `site` without its prerendered pages (but `PRERENDERED_ONLY`), hard-linked beside
 * it (inside the project, so the server's imports still resolve): its server renders every page
 * on demand, from content seeded at the fixed clock, rather than serving pages prerendered around
 * the build's day.
 */
function buildWithoutPages(site: Site): string {
	const from = join(distRoot, site);
	const to = join(distRoot, '.page-look', site);
	rmSync(to, { recursive: true, force: true });
	const copy = (dir: string) => {
		mkdirSync(join(to, dir), { recursive: true });
		for (const entry of readdirSync(join(from, dir), { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) copy(path);
			else if (
				!(dir.startsWith('client') && PAGE_FILE.test(entry.name)) ||
				PRERENDERED_ONLY.test(dir)
			) {
				try {
					linkSync(join(from, path), join(to, path));
				} catch {
					copyFileSync(join(from, path), join(to, path));
				}
			}
		}
	};
	copy('');
	return to;
}

/**
 * Starts both deployments on a clock fixed at `FIXED_NOW` (each seeds its demo content around it
 * in a data dir of its own) and answers their origins once both answer.
 */
export async function startLookServers(): Promise<{
	origins: Record<Site, string>;
	servers: Started[];
}> {
	const entries = (Object.keys(SITES) as Site[]).map((site) => {
		const server = startNode(
			'src/server/start.ts',
			{
				SITE: site,
				PORT: String(SITES[site]),
				DIST_DIR: buildWithoutPages(site),
				DATA_DIR: ownDataDir(`page-look-${site}`),
				FIXED_NOW,
				LOG_REQUESTS: 'false',
			},
			['--import', './tests/e2e/page-look/fixed-clock.ts'],
		);
		return [site, server, `http://127.0.0.1:${SITES[site]}`] as const;
	});
	const servers = entries.map(([, server]) => server);
	try {
		await Promise.all(
			entries.map(([, server, origin]) => waitForOk(`${origin}/de`, server, 240_000)),
		);
	} catch (error) {
		await Promise.all(servers.map((server) => server.stop()));
		throw error;
	}
	return {
		origins: Object.fromEntries(entries.map(([site, , origin]) => [site, origin])) as Record<
			Site,
			string
		>,
		servers,
	};
}
