import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SiteName } from '../../src/backend/app.ts';
import { seeds } from '../../demo/seed/index.ts';
import { astroBuild } from './astro-build.ts';
import { fitBuildTimes, type BuildFit } from './fit.ts';
import { clonesFor, isGeneratedPage, withSize, type SiteSize } from './large-seed.ts';
import { seedDataDir } from './seed-data-dir.ts';

/** One build of the bench: its content, how long it took and what it wrote. */
export type BuildRun = {
	label: string;
	/** Articles, productions and CMS pages in the content (each in both locales); null = demo. */
	size: SiteSize | null;
	/** Prerendered pages the generated clones should add (2 locales × clones). */
	expectedGeneratedPages: number;
	/** HTML files the build wrote, and how many of them are pages of generated clones. */
	htmlPages: number;
	generatedPages: number;
	seedSeconds: number;
	buildSeconds: number;
	/** CPU seconds of the build, all threads (null when the build did not report them). */
	cpuSeconds: number | null;
	pagesPerSecond: number;
	msPerPage: number;
};

/** The build bench of one site. */
export type BuildBench = {
	site: SiteName;
	/** Largest ms per page allowed, as a multiple of the smallest generated size's. */
	maxGrowth: number;
	/** Fewest pages per second allowed at the largest size. */
	minPagesPerSecond: number;
	/** Largest fixed cost allowed (seconds, the fit's intercept). */
	maxFixedSeconds: number;
	/** Build seconds over HTML pages fitted by least squares across every run. */
	fit: BuildFit;
	/** The same fit of CPU seconds (all threads), which other work on the machine distorts less. */
	cpuFit: BuildFit | null;
	/** The machine's 1-minute load average at the end (wall-clock times suffer when it is high). */
	loadAverage: number;
	runs: BuildRun[];
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A folder under the temp dir whose builds can import the project's packages (Node walks up). */
function buildRoot(): string {
	const root = mkdtempSync(join(tmpdir(), 'bench-build-'));
	symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
	return root;
}

async function buildOnce(
	root: string,
	site: SiteName,
	label: string,
	size: SiteSize | null,
): Promise<BuildRun> {
	const folder = label.replaceAll(/[^\w-]/g, '_');
	const dataDir = join(root, `data-${folder}`);
	const distDir = join(root, `dist-${folder}`);
	mkdirSync(dataDir);
	try {
		const seed = size === null ? seeds[site] : withSize(seeds[site], size);
		const seedSeconds = await seedDataDir(dataDir, site, seed);
		const clones = size === null ? null : clonesFor(seeds[site], size);
		const build = await astroBuild({ site, distDir, dataDir });
		const htmlPages = build.htmlFiles.length;
		return {
			label,
			size,
			expectedGeneratedPages: clones
				? 2 * (clones.articles + clones.productions + clones.pages)
				: 0,
			htmlPages,
			generatedPages: build.htmlFiles.filter(isGeneratedPage).length,
			seedSeconds: round(seedSeconds, 1),
			buildSeconds: round(build.seconds, 1),
			cpuSeconds: build.cpuSeconds === null ? null : round(build.cpuSeconds, 1),
			pagesPerSecond: round(htmlPages / build.seconds, 1),
			msPerPage: round((build.seconds * 1000) / htmlPages, 1),
		};
	} finally {
		rmSync(dataDir, { recursive: true, force: true });
		rmSync(distDir, { recursive: true, force: true });
	}
}

/**
 * Times `astro build` of `site` for its demo content and for each of `sizes` (demo content topped
 * up with clones, seeded into a fresh temporary data dir before the build), one after the other,
 * each into its own temporary DIST_DIR that is removed afterwards. Counts the HTML each build wrote
 * and how many pages of the clones are among them (proof the build read the big content).
 */
export async function benchBuild(options: {
	site: SiteName;
	sizes: { label: string; size: SiteSize }[];
	maxGrowth: number;
	minPagesPerSecond: number;
	maxFixedSeconds: number;
}): Promise<BuildBench> {
	const root = buildRoot();
	try {
		const runs: BuildRun[] = [];
		runs.push(await buildOnce(root, options.site, 'demo', null));
		for (const { label, size } of options.sizes) {
			runs.push(await buildOnce(root, options.site, label, size));
		}
		return {
			site: options.site,
			maxGrowth: options.maxGrowth,
			minPagesPerSecond: options.minPagesPerSecond,
			maxFixedSeconds: options.maxFixedSeconds,
			fit: fitBuildTimes(runs),
			cpuFit: runs.every((run) => run.cpuSeconds !== null)
				? fitBuildTimes(runs.map((run) => ({ ...run, buildSeconds: run.cpuSeconds ?? 0 })))
				: null,
			loadAverage: loadavg()[0] ?? 0,
			runs,
		};
	} finally {
		rmSync(root, { recursive: true, force: true });
	}
}
