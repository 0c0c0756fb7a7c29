import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quantile } from '../backend/timing.ts';
import { startRealServer, type LoadServer } from '../load/processes.ts';
import { staffSession, type StaffSession } from './staff-session.ts';

/** How long an edit takes to show on every instance's prebuilt page, on one engine. */
export type InstancesBench = {
	engine: 'sqlite' | 'postgres';
	instances: number;
	edits: number;
	/** From the save's answer until every instance serves the edited page, per edit (ms). */
	samplesMs: number[];
	medianMs: number;
	maxMs: number;
};

/** Time until `check` holds, polling every 10 ms; throws after `timeoutMs`. */
async function timeUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
	const start = performance.now();
	while (performance.now() - start < timeoutMs) {
		if (await check().catch(() => false)) return performance.now() - start;
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
	throw new Error(`not seen within ${timeoutMs} ms`);
}

async function firstCmsPage(origin: string): Promise<{ id: number; path: string }> {
	const pages = (await (await fetch(`${origin}/de/pageeditor-api/page-list`)).json()) as {
		id: number;
		urls: { de?: string };
	}[];
	const found = pages.find((entry) => entry.urls.de?.split('/').filter(Boolean).length === 2);
	if (!found?.urls.de) throw new Error('no CMS page below /de');
	return { id: found.id, path: new URL(found.urls.de, origin).pathname };
}

async function saveHeadline(origin: string, staff: StaffSession, pageId: number, text: string) {
	const response = await fetch(`${origin}/de/pageeditor-api/headline/`, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			cookie: staff.cookie,
			'x-csrftoken': staff.csrf,
		},
		body: JSON.stringify({
			model: 'headline',
			slug: `headline-bench-${Math.random().toString(36).slice(2)}`,
			content: text,
			content_type: 'page',
			object_id: pageId,
		}),
	});
	await response.body?.cancel();
	if (response.status !== 201) throw new Error(`save answered ${response.status}`);
}

/**
 * Starts two servers (`src/server/start.ts`, castle build in `distDir`) on one data dir — or, with
 * `databaseUrl`, on one PostgreSQL database — saves `edits` headlines on a prebuilt CMS page
 * through the first, and times from each save's answer until both serve the page with it.
 * SQLite instances learn of each other's edits from the feed poll (5 s); PostgreSQL ones hear
 * them (LISTEN/NOTIFY).
 */
export async function benchInstances(options: {
	distDir: string;
	ports: readonly [number, number];
	edits: number;
	databaseUrl?: string;
}): Promise<InstancesBench> {
	const dataDir = mkdtempSync(join(tmpdir(), 'bench-instances-'));
	const env: Record<string, string> = {
		LOG_REQUESTS: 'false',
		...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
	};
	const servers: LoadServer[] = [];
	try {
		// One after the other: the first seeds the shared data.
		for (const port of options.ports) {
			servers.push(
				await startRealServer({ site: 'castle', port, distDir: options.distDir, dataDir, env }),
			);
		}
		const origins = servers.map((server) => server.origin);
		const [first] = origins;
		if (!first) throw new Error('no server');
		const staff = await staffSession(first, { ...env, DATA_DIR: dataDir });
		const page = await firstCmsPage(first);
		// Each renders the page on demand once, so the timing is of hearing, not of loading code.
		for (const origin of origins) await (await fetch(`${origin}${page.path}?noToolbar`)).text();
		const samplesMs: number[] = [];
		for (let edit = 0; edit < options.edits; edit += 1) {
			const text = `Bench-Schlagzeile ${edit} ${Date.now()}`;
			await saveHeadline(first, staff, page.id, text);
			const times = await Promise.all(
				origins.map((origin) =>
					timeUntil(
						async () => (await (await fetch(`${origin}${page.path}`)).text()).includes(text),
						15_000,
					),
				),
			);
			samplesMs.push(Math.round(Math.max(...times)));
		}
		const sorted = [...samplesMs].sort((a, b) => a - b);
		return {
			engine: options.databaseUrl ? 'postgres' : 'sqlite',
			instances: servers.length,
			edits: options.edits,
			samplesMs,
			medianMs: quantile(sorted, 0.5),
			maxMs: sorted.at(-1) ?? Number.NaN,
		};
	} finally {
		await Promise.all(servers.map((server) => server.stop()));
		rmSync(dataDir, { recursive: true, force: true });
	}
}
