import { sql } from 'kysely';
import { ImageObjSchema, type ImageObj, type LibraryImage } from '../../src/lib/contract/index.ts';
import type { Database } from '../../src/backend/db/database.ts';
import { DEMO_MEDIA_PREFIX } from './demo-images.ts';

/** Kinds whose demo images are offered in the library (events repeat the same motifs). */
const SOURCE_KINDS = ['page', 'container', 'article', 'production', 'venue', 'series', 'person'];

const DEMO_PATH = new RegExp(`^${DEMO_MEDIA_PREFIX}/([a-z0-9-]+)/([a-z0-9-]+)/([a-z0-9-]+)/`);

const cache = new WeakMap<Database, Map<string, Promise<LibraryImage[]>>>();

/** Every image object (url, width, height, variants) anywhere inside `value`. */
function collectImages(value: unknown, found: ImageObj[]): void {
	if (Array.isArray(value)) {
		for (const item of value) collectImages(item, found);
		return;
	}
	if (typeof value !== 'object' || value === null) return;
	const record = value as Record<string, unknown>;
	if (typeof record['url'] === 'string' && record['url'].startsWith(`${DEMO_MEDIA_PREFIX}/`)) {
		const image = ImageObjSchema.safeParse(value);
		if (image.success) found.push(image.data);
		return;
	}
	for (const child of Object.values(record)) collectImages(child, found);
}

/** The WebP variant closest to `width` from below (else the smallest), or the image's URL. */
function webpAt(image: ImageObj, width: number): string {
	const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
	return (webp.filter((v) => v.width <= width).at(-1) ?? webp[0])?.url ?? image.url;
}

/**
 * The demo images the seeded content of `site` refers to, as library entries (one per motif,
 * seed and ratio; named by their alt text), sorted by name. Read once per database.
 */
export function demoLibraryImages(db: Database, site: string): Promise<LibraryImage[]> {
	let bySite = cache.get(db);
	if (bySite === undefined) {
		bySite = new Map();
		cache.set(db, bySite);
	}
	let known = bySite.get(site);
	if (known === undefined) {
		known = readDemoLibrary(db, site);
		// A failed read (the database away for a moment) is tried again by the next request.
		known.catch(() => bySite.delete(site));
		bySite.set(site, known);
	}
	return known;
}

async function readDemoLibrary(db: Database, site: string): Promise<LibraryImage[]> {
	const prefix = `${DEMO_MEDIA_PREFIX}/`;
	const rows = await db.all(
		sql`SELECT body, updated_at FROM documents
			WHERE site = ${site} AND kind IN (${sql.join(SOURCE_KINDS)})
			AND ${db.engine === 'postgres' ? sql`strpos(body, ${prefix})` : sql`instr(body, ${prefix})`} > 0`,
	);
	const entries = new Map<string, LibraryImage>();
	for (const row of rows) {
		const images: ImageObj[] = [];
		collectImages(JSON.parse(String(row['body'])), images);
		for (const image of images) {
			const match = DEMO_PATH.exec(image.url);
			if (!match) continue;
			const id = `demo-${match[1]}-${match[2]}-${match[3]}`;
			if (entries.has(id)) continue;
			entries.set(id, {
				id,
				name: image.alt || match[2] || id,
				created_at: String(row['updated_at']),
				image: { ...image, alt: '' },
				image_thumbnails: {
					large: webpAt(image, 1280),
					medium: webpAt(image, 768),
					small: webpAt(image, 320),
				},
			});
		}
	}
	return [...entries.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
