import { describe, expect, it } from 'vitest';
import { seeds } from '../../../demo/seed/index.ts';
import { checkPage, PALETTES, type Palette } from '../../../src/lib/a11y-check/index.ts';
import { ModuleSchema, SITE_LOCALES, type Module } from '../../../src/lib/contract/index.ts';

const image = (alt: string, decorative?: boolean) => ({
	url: '/media/x.jpg',
	width: 400,
	height: 300,
	alt,
	...(decorative === undefined ? {} : { decorative }),
});
let nextId = 1;
const block = (fields: Record<string, unknown>): Module =>
	ModuleSchema.parse({ id: nextId++, slug: `b-${nextId}`, ...fields });
const check = (modules: Module[], palette: Palette = PALETTES.castle) =>
	checkPage({ modules }, palette).map(({ rule, module_id, field, text, from, to }) => ({
		rule,
		module_id,
		field,
		text,
		from,
		to,
	}));

describe('accessibility checker', () => {
	it('flags a heading that skips a level after the page h1 and inside sections, as rendered', () => {
		const h3 = block({ model: 'headline', content: 'Mit Bahn', headline_level: 3 });
		const h2 = block({ model: 'headline', content: 'Anreise', headline_level: 2 });
		const h4 = block({ model: 'headline', content: 'Parken', headline_level: 4 });
		const h5 = block({ model: 'html', html_code: '<h5>Tief</h5>' });
		const section = block({
			model: 'section',
			columns: [{ children: [h2, h4] }, { children: [h5] }],
		});
		expect(check([h3, section])).toEqual([
			{
				rule: 'heading-skip',
				module_id: h3.id,
				field: 'content',
				text: 'Mit Bahn',
				from: 1,
				to: 3,
			},
			{ rule: 'heading-skip', module_id: h4.id, field: 'content', text: 'Parken', from: 2, to: 4 },
		]);
		// A list's own title is an h2 and its cards h3: a following h4 is fine, an h5 after h2 is not.
		const list = block({
			model: 'teaserlist',
			title: 'Tipps',
			items: [{ headline: 'Park', link: '/de/park' }],
		});
		const h4b = block({ model: 'headline', content: 'Unter', headline_level: 4 });
		expect(check([list, h4b])).toEqual([]);
	});

	it('asks for alt text unless an image is decorative, and for a name on every linked logo', () => {
		const plain = block({ model: 'image', image: image('') });
		const decorative = block({ model: 'image', image: image('', true) });
		const described = block({ model: 'image', image: image('Schloss im Schnee') });
		const gallery = block({ model: 'imagelist', images: [image('a'), image('  ')] });
		const logos = block({
			model: 'logolist',
			logos: [{ image: image('', true), link: 'https://example.org' }, { image: image('', true) }],
		});
		expect(check([plain, decorative, described, gallery, logos])).toEqual([
			{ rule: 'image-alt', module_id: plain.id, field: 'image', text: '', from: null, to: null },
			{
				rule: 'image-alt',
				module_id: gallery.id,
				field: 'images.1',
				text: '',
				from: null,
				to: null,
			},
			{
				rule: 'link-text',
				module_id: logos.id,
				field: 'logos.0.image',
				text: '',
				from: null,
				to: null,
			},
		]);
	});

	it('flags empty and generic link texts in both languages, also in rich text', () => {
		const texts = ['hier', 'Mehr …', 'Weiterlesen →', 'Click here!', 'READ MORE', 'Zum Spielplan'];
		const links = texts.map((link_text) => block({ model: 'link', link_text, link: '/de/x' }));
		const rich = block({
			model: 'text',
			content:
				'<p><a href="/de/a">hier</a>, <a href="/de/b"><strong>Anfahrt</strong> planen</a>, <a href="/de/c"> </a></p>',
		});
		const found = check([...links, rich]).map(({ module_id, text }) => [module_id, text]);
		expect(found).toEqual([
			...links.slice(0, 5).map((link, i) => [link.id, texts[i]]),
			[rich.id, 'hier'],
			[rich.id, ''],
		]);
	});

	it('finds tables without header cells and videos without captions', () => {
		const table = block({
			model: 'html',
			html_code:
				'<table><tr><td>a</td></tr></table><table><thead><tr><th>Preis</th></tr></thead></table>',
		});
		const video = block({
			model: 'video',
			video_url: 'https://www.youtube.com/watch?v=abc',
			image: image('Poster'),
			title: 'Film',
		});
		const captioned = block({
			model: 'video',
			video_url: 'https://www.youtube.com/watch?v=abc',
			image: image('Poster'),
			captions: true,
		});
		expect(check([table, video, captioned]).map((p) => [p.rule, p.module_id, p.text])).toEqual([
			['table-header', table.id, ''],
			['video-captions', video.id, 'Film'],
		]);
	});

	it('computes the contrast of section text on its colour or image veil', () => {
		const banded = (background: string | null, withImage = false) =>
			block({
				model: 'section',
				background,
				image: withImage ? image('', true) : null,
				columns: [{ children: [] }],
			});
		const sections = [banded('cc01'), banded('cc02'), banded('cc03'), banded(null, true)];
		// Both themes keep AA on every choice an editor has …
		expect(check(sections)).toEqual([]);
		expect(check(sections, PALETTES.region)).toEqual([]);
		// … and a pale green or a thin veil would be reported with its ratio.
		const weak = { ...PALETTES.castle, cc02: '#7fa896', imageVeil: 0.2 };
		expect(check(sections, weak).map((p) => [p.rule, p.module_id, p.field, p.from])).toEqual([
			['contrast', sections[1]!.id, 'background', 264],
			['contrast', sections[3]!.id, 'image', 160],
		]);
	});

	it('survives a page of thousands of blocks and deeply nested sections', () => {
		let inner: Module = block({ model: 'headline', content: 'tief', headline_level: 2 });
		for (let depth = 0; depth < 200; depth++)
			inner = block({ model: 'section', columns: [{ children: [inner] }] });
		const many = Array.from({ length: 1000 }, () =>
			block({ model: 'link', link_text: 'mehr', link: '/de/x' }),
		);
		expect(check([inner, ...many])).toHaveLength(1000);
	});

	it('finds nothing in the demo content of either site', () => {
		for (const site of ['castle', 'region'] as const) {
			const bundle = seeds[site](new Date('2026-11-26T12:00:00Z'));
			const found = bundle.pages.flatMap((page) =>
				SITE_LOCALES.flatMap((locale) =>
					checkPage(page[locale], PALETTES[site]).map(
						(problem) =>
							`${site} ${page[locale].urls[locale]} ${problem.rule} ${problem.module_id}`,
					),
				),
			);
			expect(found).toEqual([]);
		}
	});
});
