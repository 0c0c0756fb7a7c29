import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	IMAGE_WIDTHS,
	ImageObjSchema,
	ImageThumbnailsSchema,
} from '../../../src/lib/contract/image.ts';
import {
	demoCachePath,
	demoImage,
	DemoImageParamError,
	demoThumbnails,
	parseDemoImagePath,
	renderDemoImage,
	toSeedSlug,
} from '../../../demo/pictures/demo-images.ts';

const spec = { motif: 'castle', seed: 'ostfassade', ratio: '3x2', alt: 'Ostfassade' } as const;

describe('demoImage', () => {
	it('describes the original and points at the 1280 px JPEG', () => {
		const image = demoImage(spec);
		expect(ImageObjSchema.parse(image)).toEqual(image);
		expect(image.url).toBe('/media/demo/castle/ostfassade/3x2/1280.jpg');
		expect(image.width).toBe(1920);
		expect(image.height).toBe(1280);
		expect(image.alt).toBe('Ostfassade');
		expect(image.copyright).toBeNull();
		expect(demoImage({ ...spec, copyright: 'Foto: Archiv' }).copyright).toBe('Foto: Archiv');
	});

	it('lists every breakpoint in AVIF, WebP and JPEG with matching heights', () => {
		const image = demoImage({ ...spec, ratio: '21x9' });
		expect(image.variants).toHaveLength(IMAGE_WIDTHS.length * 3);
		for (const format of ['avif', 'webp', 'jpg'] as const) {
			const widths = image.variants.filter((v) => v.format === format).map((v) => v.width);
			expect(widths).toEqual([...IMAGE_WIDTHS]);
		}
		const v320 = image.variants.find((v) => v.width === 320 && v.format === 'avif');
		expect(v320).toEqual({
			width: 320,
			height: 137, // 320 * 9 / 21 = 137.1
			format: 'avif',
			url: '/media/demo/castle/ostfassade/21x9/320.avif',
		});
		expect(image.height).toBe(823); // 1920 * 9 / 21 = 822.9
	});

	it('computes heights for every ratio', () => {
		const expected = { '3x2': 853, '4x5': 1600, '16x9': 720, '1x1': 1280, '3x1': 427, '21x9': 549 };
		for (const [ratio, height] of Object.entries(expected)) {
			const image = demoImage({ ...spec, ratio: ratio as keyof typeof expected });
			expect(image.variants.find((v) => v.width === 1280)?.height, ratio).toBe(height);
		}
	});

	it('turns a label into a seed slug', () => {
		const logo = demoImage({ motif: 'logo', seed: 'Städtische Bühnen Süd', ratio: '3x2', alt: '' });
		expect(logo.url).toBe('/media/demo/logo/staedtische-buehnen-sued/3x2/1280.jpg');
		expect(toSeedSlug('  Café & Bar  ')).toBe('cafe-bar');
		expect(() => toSeedSlug('!!!')).toThrow();
		expect(toSeedSlug('x'.repeat(100))).toHaveLength(80);
	});
});

describe('demoThumbnails', () => {
	it('gives large, medium and small WebP renditions', () => {
		const thumbs = demoThumbnails({ ...spec, ratio: '4x5' });
		expect(ImageThumbnailsSchema.parse(thumbs)).toEqual(thumbs);
		expect(thumbs).toEqual({
			large: '/media/demo/castle/ostfassade/4x5/1280.webp',
			medium: '/media/demo/castle/ostfassade/4x5/768.webp',
			small: '/media/demo/castle/ostfassade/4x5/320.webp',
		});
	});
});

describe('parseDemoImagePath', () => {
	const ok = { motif: 'stage', seed: 'nathan-ringparabel', ratio: '16x9', file: '640.webp' };
	const fieldOf = (params: typeof ok) => {
		try {
			parseDemoImagePath(params);
		} catch (error) {
			if (error instanceof DemoImageParamError) return error.field;
			throw error;
		}
		return null;
	};

	it('accepts valid parameters', () => {
		expect(parseDemoImagePath(ok)).toEqual({
			motif: 'stage',
			seed: 'nathan-ringparabel',
			ratio: '16x9',
			width: 640,
			format: 'webp',
		});
		expect(parseDemoImagePath({ ...ok, file: '1920.jpeg' }).width).toBe(1920);
	});

	it('names the field that is wrong', () => {
		expect(fieldOf({ ...ok, motif: 'castles' })).toBe('motif');
		expect(fieldOf({ ...ok, seed: 'Nathan' })).toBe('seed');
		expect(fieldOf({ ...ok, seed: 'a'.repeat(81) })).toBe('seed');
		expect(fieldOf({ ...ok, seed: 'a_b' })).toBe('seed');
		expect(fieldOf({ ...ok, ratio: '2x3' })).toBe('ratio');
		expect(fieldOf({ ...ok, file: '641.webp' })).toBe('width');
		expect(fieldOf({ ...ok, file: '0640.webp' })).toBe('width');
		expect(fieldOf({ ...ok, file: 'big.webp' })).toBe('width');
		expect(fieldOf({ ...ok, file: '640.bmp' })).toBe('format');
		expect(fieldOf({ ...ok, file: '640.WEBP' })).toBe('format');
		expect(fieldOf({ ...ok, file: '640' })).toBe('file');
	});
});

describe('renderDemoImage', () => {
	let cacheDir: string;
	beforeEach(async () => {
		cacheDir = await mkdtemp(join(tmpdir(), 'media-cache-'));
	});
	afterEach(async () => {
		await rm(cacheDir, { recursive: true, force: true });
	});

	const params = { motif: 'sculpture', seed: 'torso', ratio: '1x1', file: '320.jpg' };
	const render = async (p: typeof params) => {
		const rendition = await renderDemoImage(p, cacheDir, () => true);
		if (rendition === null) throw new Error('not rendered');
		return rendition;
	};

	it('renders on first request, then serves the cached file', async () => {
		const first = await render(params);
		expect(first.contentType).toBe('image/jpeg');
		expect(first.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
		const file = demoCachePath(cacheDir, parseDemoImagePath(params));
		expect(await readFile(file)).toEqual(first.body);

		// Replace the cached file: the second answer must come from it, not from a new render.
		await writeFile(file, 'cached');
		const second = await render(params);
		expect(second.body.toString()).toBe('cached');
		// jpeg and jpg share the cached file.
		const jpeg = await render({ ...params, file: '320.jpeg' });
		expect(jpeg.body.toString()).toBe('cached');
	});

	it('renders concurrent requests once and leaves no temporary files', async () => {
		const results = await Promise.all(
			Array.from({ length: 4 }, () => render({ ...params, file: '320.webp' })),
		);
		for (const r of results) expect(r.body.equals(results[0]?.body ?? Buffer.alloc(0))).toBe(true);
		const file = demoCachePath(cacheDir, parseDemoImagePath({ ...params, file: '320.webp' }));
		expect(await readdir(dirname(file))).toEqual(['320.webp']);
	});

	it('renders the same bytes for the same parameters', async () => {
		const a = await render({ ...params, file: '320.png' });
		await rm(cacheDir, { recursive: true, force: true });
		const b = await render({ ...params, file: '320.png' });
		expect(a.body.equals(b.body)).toBe(true);
		expect(a.contentType).toBe('image/png');
	});

	it('rejects bad parameters before touching the cache', async () => {
		await expect(render({ ...params, motif: 'selfie' })).rejects.toBeInstanceOf(
			DemoImageParamError,
		);
		expect(await readdir(cacheDir)).toEqual([]);
	});

	it('renders nothing that mayRender refuses, yet serves what is cached', async () => {
		const asked: string[] = [];
		const refuse = (p: { seed: string }) => (asked.push(p.seed), false);
		expect(await renderDemoImage(params, cacheDir, refuse)).toBeNull();
		expect(asked).toEqual(['torso']);
		expect(await readdir(cacheDir)).toEqual([]);
		await render(params);
		expect((await renderDemoImage(params, cacheDir, refuse))?.contentType).toBe('image/jpeg');
	});
});
