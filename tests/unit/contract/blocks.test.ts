import { describe, expect, it } from 'vitest';
import {
	BLOG_COUNT_MAX,
	BLOG_COUNT_MIN,
	FULLTEASER_TEXT_MAX,
	isAllowedEmbed,
	ModuleSchema,
	TOOLBAR_MODULE_KINDS,
	MODULE_MODELS,
} from '../../../src/lib/contract/index.ts';

const image = { url: '/media/demo/a.jpg', width: 800, height: 600, alt: 'Saal' };
const base = { id: 1, slug: 'block' };
const accepts = (data: unknown) => ModuleSchema.safeParse(data).success;
const firstIssuePath = (data: unknown) =>
	ModuleSchema.safeParse(data).error?.issues[0]?.path.join('.');

describe('embed allowlists (SPEC §5)', () => {
	it.each([
		['audio', 'https://open.spotify.com/episode/1', true],
		['audio', 'https://w.soundcloud.com/player/?url=x', true],
		['audio', 'https://www.youtube.com/watch?v=1', false],
		['viewer', 'https://e.issuu.com/embed.html?d=x', true],
		['viewer', 'https://docs.example.com/x.pdf', false],
		['video', 'https://youtu.be/abc', true],
		['video', 'https://player.vimeo.com/video/1', true],
		['video', 'http://www.youtube.com/watch?v=1', false],
		['video', 'https://youtube.com.evil.example/x', false],
		['socialmedia', 'https://www.instagram.com/p/x', true],
		['socialmedia', 'https://open.spotify.com/x', false],
	] as const)('%s embed %s → %s', (kind, url, allowed) => {
		expect(isAllowedEmbed(kind, url)).toBe(allowed);
	});

	it('rejects a video block from another host', () => {
		const video = { ...base, model: 'video', image, video_url: 'https://videos.example.com/1' };
		expect(accepts(video)).toBe(false);
		expect(accepts({ ...video, video_url: 'https://www.youtube.com/watch?v=1' })).toBe(true);
	});

	it('rejects a non-URL embed', () => {
		expect(accepts({ ...base, model: 'audio', embed: 'not a url' })).toBe(false);
	});
});

describe('headline block', () => {
	it.each([2, 3, 4, 5, 6])('accepts level %i', (level) => {
		expect(accepts({ ...base, model: 'headline', content: 'Titel', headline_level: level })).toBe(
			true,
		);
	});
	it.each([1, 7, 2.5, '3'])('rejects level %j', (level) => {
		expect(accepts({ ...base, model: 'headline', content: 'Titel', headline_level: level })).toBe(
			false,
		);
	});
	it('requires content', () => {
		expect(firstIssuePath({ ...base, model: 'headline', content: '   ' })).toBe('content');
	});
});

describe('blog teaser list and full teaser limits', () => {
	it('accepts counts 1 to 8 only', () => {
		expect(accepts({ ...base, model: 'blogteaserlist', count: BLOG_COUNT_MIN })).toBe(true);
		expect(accepts({ ...base, model: 'blogteaserlist', count: BLOG_COUNT_MAX })).toBe(true);
		expect(accepts({ ...base, model: 'blogteaserlist', count: 0 })).toBe(false);
		expect(accepts({ ...base, model: 'blogteaserlist', count: 9 })).toBe(false);
	});

	it('limits the full-teaser text to 3000 characters and requires an image', () => {
		const teaser = { ...base, model: 'fullteaser', image };
		expect(accepts({ ...teaser, text: 'x'.repeat(FULLTEASER_TEXT_MAX) })).toBe(true);
		expect(accepts({ ...teaser, text: 'x'.repeat(FULLTEASER_TEXT_MAX + 1) })).toBe(false);
		expect(accepts({ ...base, model: 'fullteaser' })).toBe(false);
	});
});

describe('required editor fields (SPEC §5)', () => {
	it.each([
		[{ model: 'link', link_text: 'Mehr', link: '' }, 'link'],
		[{ model: 'link', link_text: '', link: '/de' }, 'link_text'],
		[{ model: 'image' }, 'image'],
		[{ model: 'html', html_code: '' }, 'html_code'],
		[{ model: 'form', hubspot_id: '' }, 'hubspot_id'],
		[{ model: 'venue' }, 'venue'],
		[{ model: 'heromedia' }, 'online_from'],
		[{ model: 'twocolumns', text: '' }, 'text'],
	])('%j fails at %s', (data, field) => {
		expect(firstIssuePath({ ...base, ...data })).toBe(field);
	});
});

describe('containers', () => {
	it('nests modules in section columns and validates the children', () => {
		const section = {
			...base,
			model: 'section',
			layout: '50-50',
			background: 'cc02',
			columns: [
				{ classes: 'col', children: [{ id: 2, slug: 'h', model: 'headline', content: 'A' }] },
				{ classes: 'col', children: [] },
			],
		};
		expect(accepts(section)).toBe(true);
		expect(accepts({ ...section, layout: '40-60' })).toBe(false);
		expect(accepts({ ...section, background: 'cc09' })).toBe(false);
		const badChild = structuredClone(section);
		badChild.columns[0]!.children = [{ id: 2, slug: 'h', model: 'headline', content: '' }];
		expect(accepts(badChild)).toBe(false);
	});

	it('rejects unknown models and offers only known models in the toolbar', () => {
		expect(accepts({ ...base, model: 'carousel' })).toBe(false);
		for (const kind of TOOLBAR_MODULE_KINDS) expect(MODULE_MODELS).toContain(kind);
	});
});
