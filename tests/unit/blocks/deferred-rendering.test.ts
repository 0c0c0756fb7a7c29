import { describe, expect, it } from 'vitest';
import { mayDeferRendering } from '../../../src/components/deferred-rendering.ts';
import type { Module } from '../../../src/lib/contract/blocks.ts';

// Only the fields mayDeferRendering reads; the rest of a module does not change the answer.
const leaf = (model: string) => ({ model }) as unknown as Module;
const section = (children: Module[], ground: { background?: string; image?: object } = {}) =>
	({
		model: 'section',
		extra_class: '',
		background: ground.background ?? null,
		image: ground.image ?? null,
		columns: [{ classes: '', children }],
	}) as unknown as Module;

describe('mayDeferRendering', () => {
	it('lets blocks whose text sits on the page ground skip rendering out of sight', () => {
		for (const model of ['text', 'headline', 'teaserlist', 'imagelist', 'image', 'faq']) {
			expect(mayDeferRendering(leaf(model)), model).toBe(true);
		}
	});

	it('renders at once what paints its own ground behind text: bands, embeds, venue cards', () => {
		for (const model of ['heromedia', 'video', 'socialmedia', 'venue', 'venuelist', 'html']) {
			expect(mayDeferRendering(leaf(model)), model).toBe(false);
		}
	});

	it('renders at once a block an editor put on a dark band by an extra class', () => {
		expect(
			mayDeferRendering({ model: 'twocolumns', extra_class: 'cc02' } as unknown as Module),
		).toBe(false);
		expect(mayDeferRendering({ model: 'twocolumns', extra_class: '' } as unknown as Module)).toBe(
			true,
		);
		expect(
			mayDeferRendering({ model: 'link', extra_class: 'is-centered cc01' } as unknown as Module),
		).toBe(true);
		expect(
			mayDeferRendering({ model: 'link', extra_class: 'is-centered cc03' } as unknown as Module),
		).toBe(false);
	});

	it('judges a section by its ground and by every block it holds', () => {
		expect(mayDeferRendering(section([leaf('text'), leaf('image')]))).toBe(true);
		expect(mayDeferRendering(section([leaf('text')], { background: 'cc02' }))).toBe(false);
		expect(mayDeferRendering(section([leaf('text')], { background: 'cc01' }))).toBe(true);
		expect(mayDeferRendering(section([leaf('text')], { image: {} }))).toBe(false);
		expect(mayDeferRendering(section([leaf('text'), leaf('video')]))).toBe(false);
		expect(
			mayDeferRendering({
				model: 'container',
				columns: [{ classes: '', children: [section([leaf('video')])] }],
			} as unknown as Module),
		).toBe(false);
	});
});
