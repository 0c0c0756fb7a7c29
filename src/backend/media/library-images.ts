import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp, { type Metadata, type OutputInfo } from './sharp.ts';
import {
	IMAGE_WIDTHS,
	LibraryImageSchema,
	type ImageObj,
	type ImageThumbnails,
	type LibraryImage,
} from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { sniffLibraryImageType } from './image-type.ts';
import { dataDirMedia, type MediaStore } from './store.ts';

/** Key prefix of library images in the media store, and their URL. */
const LIBRARY_KEY = 'uploads/library';
const LIBRARY_URL = '/media/uploads/library';

/** Library images per page of GET /pageeditor-api/images/. */
export const LIBRARY_PAGE_SIZE = 24;

/** Widths of the ready-made thumbnails (large, medium, small). */
const THUMBNAIL_WIDTHS = { large: 1280, medium: 768, small: 320 } as const;

// Decoding bombs: refuse images beyond 100 megapixels.
const MAX_PIXELS = 100_000_000;

/** What an upload is stored as. */
export type NewLibraryImage = { name: string; bytes: Uint8Array; by: number | null };

/** The widths renditions are made at: the breakpoints up to the original, or the original alone. */
function renditionWidths(width: number): number[] {
	const widths = IMAGE_WIDTHS.filter((w) => w <= width);
	return widths.length > 0 ? widths : [width];
}

/** The upright size of an image (EXIF orientations 5–8 swap width and height). */
async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
	let meta: Metadata;
	try {
		meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
	} catch {
		throw badRequest('The file is not a readable image', 'file');
	}
	const { width, height } = meta;
	if (!width || !height) throw badRequest('The file is not a readable image', 'file');
	return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** A WebP rendition `width` pixels wide, upright; 400 `file` when the image cannot be decoded. */
async function webpRendition(
	bytes: Uint8Array,
	width: number,
): Promise<{ data: Buffer; info: OutputInfo }> {
	try {
		return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
			.rotate()
			.resize({ width, withoutEnlargement: true })
			.webp({ quality: 80 })
			.toBuffer({ resolveWithObject: true });
	} catch {
		throw badRequest('The file is not a readable image', 'file');
	}
}

/**
 * Stores an uploaded image in the library: checks its type by its bytes (400 `file` otherwise),
 * keeps the original and WebP renditions at the image breakpoints up to its width in the media
 * store (`media`, or a data dir's own) under `uploads/library/{id}/`, records it and answers its
 * library entry.
 */
export async function addLibraryImage(
	db: Database,
	site: string,
	media: MediaStore | string,
	upload: NewLibraryImage,
	now: Date,
): Promise<LibraryImage> {
	const type = sniffLibraryImageType(upload.bytes);
	if (type === undefined) {
		throw badRequest('Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded', 'file');
	}
	const { width, height } = await uprightSize(upload.bytes);
	const id = randomUUID();
	const store = typeof media === 'string' ? dataDirMedia(media).files : media;
	const folder = `${LIBRARY_KEY}/${id}`;
	const url = (file: string) => `${LIBRARY_URL}/${id}/${file}`;
	try {
		const original = `original.${type.extension}`;
		await store.put(`${folder}/${original}`, upload.bytes, type.contentType);
		const variants: ImageObj['variants'] = [];
		for (const target of renditionWidths(width)) {
			const { data, info } = await webpRendition(upload.bytes, target);
			const file = `${info.width}.webp`;
			await store.put(`${folder}/${file}`, data, 'image/webp');
			variants.push({ width: info.width, height: info.height, format: 'webp', url: url(file) });
		}
		const thumbnail = (wanted: number) =>
			(variants.filter((v) => v.width <= wanted).at(-1) ?? variants[0])?.url ?? url(original);
		const image: ImageObj = {
			url: variants.at(-1)?.url ?? url(original),
			width,
			height,
			alt: '',
			copyright: null,
			variants,
		};
		const thumbnails: ImageThumbnails = {
			large: thumbnail(THUMBNAIL_WIDTHS.large),
			medium: thumbnail(THUMBNAIL_WIDTHS.medium),
			small: thumbnail(THUMBNAIL_WIDTHS.small),
		};
		const entry = LibraryImageSchema.parse({
			id,
			name: upload.name,
			created_at: now.toISOString(),
			image,
			image_thumbnails: thumbnails,
		});
		await db.run(
			sql`INSERT INTO library_images (id, site, name, content_type, size, width, height, image,
					image_thumbnails, created_at, created_by)
				VALUES (${id}, ${site}, ${entry.name}, ${type.contentType}, ${upload.bytes.byteLength},
					${width}, ${height}, ${JSON.stringify(entry.image)},
					${JSON.stringify(entry.image_thumbnails)}, ${entry.created_at}, ${upload.by})`,
		);
		return entry;
	} catch (error) {
		// Nothing half-made stays behind: no files without a record.
		await store.removeAll(folder);
		throw error;
	}
}

/**
 * One page of the site's library whose name contains `q` (case-insensitive), and the count: the
 * uploads newest first, then `packImages` (the content pack's pictures the site uses), by name.
 */
export async function listLibraryImages(
	db: Database,
	site: string,
	q: string,
	page: number,
	packImages: () => Promise<LibraryImage[]> = () => Promise.resolve([]),
): Promise<{ count: number; results: LibraryImage[] }> {
	const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
	// SQLite's LIKE ignores the case of ASCII letters; ILIKE under COLLATE "C" does the same.
	const like = db.engine === 'postgres' ? sql`ILIKE` : sql`LIKE`;
	const where = sql`site = ${site} AND name ${like} ${pattern} ESCAPE '\\'`;
	// Uploads of one millisecond: the later one first (the later row; on PostgreSQL the later
	// inserting transaction, as each upload commits in its own).
	const insertion = db.engine === 'postgres' ? sql`xmin::text::bigint` : sql`rowid`;
	const offset = (page - 1) * LIBRARY_PAGE_SIZE;
	const counted = await db.one(sql`SELECT COUNT(*) AS n FROM library_images WHERE ${where}`);
	const uploadCount = Number(counted?.['n'] ?? 0);
	const rows = await db.all(
		sql`SELECT id, name, created_at, image, image_thumbnails FROM library_images
			WHERE ${where} ORDER BY created_at DESC, ${insertion} DESC
			LIMIT ${LIBRARY_PAGE_SIZE} OFFSET ${offset}`,
	);
	const uploads = rows.map((row) =>
		LibraryImageSchema.parse({
			id: String(row['id']),
			name: String(row['name']),
			created_at: String(row['created_at']),
			image: JSON.parse(String(row['image'])) as unknown,
			image_thumbnails: JSON.parse(String(row['image_thumbnails'])) as unknown,
		}),
	);
	const needle = q.toLocaleLowerCase('de');
	const demos = (await packImages()).filter((entry) =>
		entry.name.toLocaleLowerCase('de').includes(needle),
	);
	const demoStart = Math.max(0, offset - uploadCount);
	const fill = demos.slice(demoStart, demoStart + LIBRARY_PAGE_SIZE - uploads.length);
	return { count: uploadCount + demos.length, results: [...uploads, ...fill] };
}
