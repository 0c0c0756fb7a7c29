/**
 * Demo images for seeded content: contract objects pointing at generated renditions, and the
 * renderer that produces a rendition on first request and serves it from a file cache afterwards.
 *
 * URL scheme (same origin as the site): /media/demo/{motif}/{seed}/{ratio}/{width}.{format}
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from '../../src/backend/media/sharp.ts';
import { z } from 'zod';
import {
	IMAGE_WIDTHS,
	ImageFormatSchema,
	type ImageFormat,
	type ImageObj,
	type ImageThumbnails,
} from '../../src/lib/contract/image.ts';
import {
	ART_MOTIFS,
	ART_RATIOS,
	heightFor,
	renderArtSvg,
	type ArtMotif,
	type ArtRatio,
} from './art.ts';
import { PACK_MEDIA_PREFIX } from '../../src/backend/content-pack.ts';
import { directoryStore } from '../../src/backend/media/store-directory.ts';
import type { MediaStore } from '../../src/backend/media/store.ts';

/** Where the demo pictures are served: the URL space the back end leaves to a content pack. */
export const DEMO_MEDIA_PREFIX = PACK_MEDIA_PREFIX;

/** Width of the original rendition; the contract's width/height describe it. */
export const ORIGINAL_WIDTH = 1920;

/** Widths a demo rendition may be requested at: the image breakpoints plus the original. */
export const DEMO_WIDTHS = [...IMAGE_WIDTHS, ORIGINAL_WIDTH] as const;

/** Formats listed in an image object's variants, best first. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const satisfies readonly ImageFormat[];

/** Seeds are URL-safe slugs. */
export const SEED_PATTERN = /^[a-z0-9-]{1,80}$/;

/**
 * Bumped whenever the artwork changes, so renditions cached on disk by an older version are not
 * served again (the URLs stay the same).
 */
export const ART_VERSION = 1;

const CONTENT_TYPES: Record<ImageFormat, string> = {
	avif: 'image/avif',
	webp: 'image/webp',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
};

export const DemoImageParamsSchema = z.object({
	motif: z.enum(ART_MOTIFS, { error: 'Unknown motif' }),
	seed: z.string().regex(SEED_PATTERN, { error: 'Seed must match [a-z0-9-]{1,80}' }),
	ratio: z.enum(ART_RATIOS, { error: 'Unknown ratio' }),
	width: z.coerce
		.number({ error: 'Width must be a number' })
		.refine((w) => (DEMO_WIDTHS as readonly number[]).includes(w), {
			error: `Width must be one of ${DEMO_WIDTHS.join(', ')}`,
		}),
	format: ImageFormatSchema,
});
export type DemoImageParams = z.infer<typeof DemoImageParamsSchema>;

/** Path parameters as the route receives them; `file` is "{width}.{format}". */
export interface DemoImagePathParams {
	motif: string;
	seed: string;
	ratio: string;
	file: string;
}

/** A malformed demo-image request; `field` names the offending parameter. */
export class DemoImageParamError extends Error {
	readonly field: string;
	constructor(field: string, message: string) {
		super(message);
		this.name = 'DemoImageParamError';
		this.field = field;
	}
}

/** Validates route parameters; throws DemoImageParamError naming the first bad field. */
export function parseDemoImagePath(params: DemoImagePathParams): DemoImageParams {
	const match = /^([1-9][0-9]{0,4})\.([a-z]{3,4})$/.exec(params.file ?? '');
	if (!match) {
		// Tell apart a bad width from a bad format where the file name allows it.
		const dot = (params.file ?? '').lastIndexOf('.');
		if (dot > 0 && !/^[1-9][0-9]{0,4}$/.test(params.file.slice(0, dot))) {
			throw new DemoImageParamError('width', 'Width must be a number');
		}
		if (dot > 0) throw new DemoImageParamError('format', 'Unknown format');
		throw new DemoImageParamError('file', 'File must be "{width}.{format}"');
	}
	const result = DemoImageParamsSchema.safeParse({
		motif: params.motif,
		seed: params.seed,
		ratio: params.ratio,
		width: match[1],
		format: match[2],
	});
	if (!result.success) {
		const issue = result.error.issues[0];
		const field = String(issue?.path[0] ?? 'path');
		throw new DemoImageParamError(field, issue?.message ?? 'Invalid parameter');
	}
	return result.data;
}

/**
 * Turns any label into a seed slug: lower case, umlauts transliterated, other characters collapsed
 * into hyphens, at most 80 characters. Throws when nothing usable remains.
 */
export function toSeedSlug(label: string): string {
	const slug = label
		.toLowerCase()
		.replace(/ä/g, 'ae')
		.replace(/ö/g, 'oe')
		.replace(/ü/g, 'ue')
		.replace(/ß/g, 'ss')
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 80)
		.replace(/-+$/g, '');
	if (!slug) throw new Error(`Cannot make a seed from "${label}"`);
	return slug;
}

/** URL of one rendition. */
export function demoImageUrl(
	motif: ArtMotif,
	seed: string,
	ratio: ArtRatio,
	width: number,
	format: ImageFormat,
): string {
	return `${DEMO_MEDIA_PREFIX}/${motif}/${seed}/${ratio}/${width}.${format}`;
}

export interface DemoImageSpec {
	motif: ArtMotif;
	/** A slug, or any label (it is slugged; for logos the label's words become the wordmark). */
	seed: string;
	ratio: ArtRatio;
	alt: string;
	copyright?: string | null;
}

/** The contract image object for a demo image. Renders nothing; renditions are made on request. */
export function demoImage(spec: DemoImageSpec): ImageObj {
	const seed = SEED_PATTERN.test(spec.seed) ? spec.seed : toSeedSlug(spec.seed);
	const variants = VARIANT_FORMATS.flatMap((format) =>
		IMAGE_WIDTHS.map((width) => ({
			width,
			height: heightFor(spec.ratio, width),
			format,
			url: demoImageUrl(spec.motif, seed, spec.ratio, width, format),
		})),
	);
	return {
		url: demoImageUrl(spec.motif, seed, spec.ratio, 1280, 'jpg'),
		width: ORIGINAL_WIDTH,
		height: heightFor(spec.ratio, ORIGINAL_WIDTH),
		alt: spec.alt,
		copyright: spec.copyright ?? null,
		variants,
	};
}

/** Ready-made thumbnail URLs (WebP) for a demo image. */
export function demoThumbnails(spec: DemoImageSpec): ImageThumbnails {
	const seed = SEED_PATTERN.test(spec.seed) ? spec.seed : toSeedSlug(spec.seed);
	return {
		large: demoImageUrl(spec.motif, seed, spec.ratio, 1280, 'webp'),
		medium: demoImageUrl(spec.motif, seed, spec.ratio, 768, 'webp'),
		small: demoImageUrl(spec.motif, seed, spec.ratio, 320, 'webp'),
	};
}

/** Encodes an SVG composition at its own pixel size into the requested format. */
export async function rasterize(svg: string, format: ImageFormat): Promise<Buffer> {
	const image = sharp(Buffer.from(svg), { limitInputPixels: 1920 * 2400 + 1 });
	switch (format) {
		case 'avif':
			// Modest effort: well under a second at 1536 px on two cores, still far smaller than JPEG.
			return image.avif({ quality: 50, effort: 1 }).toBuffer();
		case 'webp':
			return image.webp({ quality: 78, effort: 4 }).toBuffer();
		case 'png':
			return image.png({ compressionLevel: 8 }).toBuffer();
		case 'gif':
			return image.gif({ effort: 4 }).toBuffer();
		default:
			return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
	}
}

// Rendering is CPU-bound: run a few at a time and let the rest wait, so a page full of uncached
// images cannot exhaust memory; identical requests in flight share one render.
const MAX_RENDERS = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Promise<Buffer>>();

async function withRenderSlot<T>(task: () => Promise<T>): Promise<T> {
	if (running >= MAX_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
	running++;
	try {
		return await task();
	} finally {
		running--;
		waiting.shift()?.();
	}
}

/** The key a rendition is cached under in the demo cache (jpeg and jpg share one object). */
export function demoCacheKey(p: DemoImageParams): string {
	const ext = p.format === 'jpeg' ? 'jpg' : p.format;
	return `v${ART_VERSION}/${p.motif}/${p.seed}/${p.ratio}/${p.width}.${ext}`;
}

/** Where a rendition is cached in a demo cache directory. */
export function demoCachePath(cacheDir: string, p: DemoImageParams): string {
	return join(cacheDir, ...demoCacheKey(p).split('/'));
}

async function renderToCache(p: DemoImageParams, cache: MediaStore, key: string): Promise<Buffer> {
	const svg = renderArtSvg({ motif: p.motif, seed: p.seed, ratio: p.ratio, width: p.width });
	const body = await withRenderSlot(() => rasterize(svg, p.format));
	// The store writes atomically: readers (of any instance) see the whole rendition or none.
	await cache.put(key, body, CONTENT_TYPES[p.format]);
	return body;
}

/**
 * Serves one rendition: validates the path parameters (throws DemoImageParamError), reads it from
 * the demo cache (a media store shared by every instance, or a directory) when there, else
 * renders and caches it if `mayRender` allows (null when it does not, before any rendering).
 */
export async function renderDemoImage(
	pathParams: DemoImagePathParams,
	cache: MediaStore | string,
	mayRender: (params: DemoImageParams) => boolean | Promise<boolean>,
): Promise<{ body: Buffer; contentType: string } | null> {
	const p = parseDemoImagePath(pathParams);
	const contentType = CONTENT_TYPES[p.format];
	const store = typeof cache === 'string' ? directoryStore(cache) : cache;
	const key = demoCacheKey(p);
	const cached = await store.get(key);
	if (cached !== undefined) return { body: Buffer.from(cached), contentType };
	if (!(await mayRender(p))) return null;
	const jobKey = `${store.location}\0${key}`;
	let job = inFlight.get(jobKey);
	if (!job) {
		job = renderToCache(p, store, key).finally(() => inFlight.delete(jobKey));
		inFlight.set(jobKey, job);
	}
	return { body: await job, contentType };
}
