import { describe, expect, it } from 'vitest';
import sharp from '../../../src/backend/media/sharp.ts';
import { rasterize } from '../../../demo/pictures/demo-images.ts';

describe('sharp as the back end uses it', () => {
	it('keeps no libvips operation cache, also after images were made', async () => {
		const svg =
			'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#a33"/></svg>';
		const first = await rasterize(svg, 'webp');
		const again = await rasterize(svg, 'webp');
		expect(again.equals(first)).toBe(true);
		const { memory, files, items } = sharp.cache();
		expect({ memory: memory.max, files: files.max, items: items.max }).toEqual({
			memory: 0,
			files: 0,
			items: 0,
		});
		expect(memory.current).toBe(0);
	});
});
