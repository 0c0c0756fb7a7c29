import type { z } from 'zod';
import type {
	AnchorListBlock,
	AudioBlockSchema,
	BlogTeaserListBlockSchema,
	Card,
	Column,
	ContainerBlock,
	EventListBlock,
	FaqBlockSchema,
	FormBlockSchema,
	FullTeaserBlockSchema,
	HeadlineBlockSchema,
	HeroMediaBlockSchema,
	HighlightTeaserBlockSchema,
	HtmlBlockSchema,
	ImageAliasBlockSchema,
	ImageBlockSchema,
	ImageListBlockSchema,
	LinkBlockSchema,
	Locale,
	LogoListBlockSchema,
	Module,
	QuoteBlockSchema,
	SectionBlock,
	SelfHostedAudioBlockSchema,
	SelfHostedVideoBlockSchema,
	SocialMediaBlockSchema,
	TeaserItem,
	TeaserListBlockSchema,
	TextBlockSchema,
	TwoColumnsBlockSchema,
	VenueBlockSchema,
	VenueListBlockSchema,
	VenueListItem,
	VideoBlockSchema,
	VideoListBlockSchema,
	ViewerBlockSchema,
} from '../../../src/lib/contract/index.ts';
import { imageIn, thumbnails, type ImageSpec } from './images.ts';
import { tr, type Txt } from './text.ts';

type Out<S extends z.ZodType> = z.output<S>;
type Layout = SectionBlock['layout'];
type Background = SectionBlock['background'];

/** The CSS classes of each column of a section layout. */
const COLUMN_CLASSES: Record<Layout, string[]> = {
	'100': ['col-100'],
	'67-33': ['col-67', 'col-33'],
	'33-67': ['col-33', 'col-67'],
	'50-50': ['col-50', 'col-50'],
	'33-33-33': ['col-33', 'col-33', 'col-33'],
	'25-50-25': ['col-25', 'col-50', 'col-25'],
};

/** A teaser list entry as authored. */
export type TeaserItemDef = {
	image: ImageSpec | null;
	link: string;
	linkText: Txt;
	preline?: Txt;
	headline: Txt;
	subline?: Txt;
	text?: Txt;
	onlineFrom?: string | null;
	onlineTo?: string | null;
};

/**
 * Block builders for one page in one locale. Module ids are pageId·1000 + n and slugs
 * '{model}-{n}' unless given, so both locales get the same ids and slugs are unique per page.
 */
export function blockFactory(pageId: number, locale: Locale) {
	let seq = 0;
	const slugs = new Set<string>();
	const t = (text: Txt) => tr(text, locale);
	const img = (spec: ImageSpec) => imageIn(spec, locale);
	const base = (model: string, slug?: string) => {
		seq += 1;
		const finalSlug = slug ?? `${model}-${seq}`;
		if (slugs.has(finalSlug))
			throw new Error(`seed: duplicate module slug '${finalSlug}' on page ${pageId}`);
		slugs.add(finalSlug);
		return {
			id: pageId * 1000 + seq,
			slug: finalSlug,
			parent: null,
			content_type: 'page',
			object_id: pageId,
		};
	};
	const adopt = (parentId: number, children: Module[]): Module[] =>
		children.map((child) => ({ ...child, parent: parentId }));
	const columnsOf = (layout: string, columns: Module[][], parentId: number): Column[] => {
		const classes = COLUMN_CLASSES[layout as Layout] ?? columns.map(() => 'col');
		if (classes.length !== columns.length) {
			throw new Error(
				`seed: layout ${layout} needs ${classes.length} columns, got ${columns.length}`,
			);
		}
		return columns.map((children, index) => ({
			classes: classes[index] ?? 'col',
			children: adopt(parentId, children),
		}));
	};

	return {
		t,
		img,
		headline(
			content: Txt,
			options: {
				level?: 2 | 3 | 4 | 5 | 6;
				preline?: Txt;
				subline?: Txt;
				anchor?: string;
				slug?: string;
			} = {},
		): Out<typeof HeadlineBlockSchema> {
			return {
				...base('headline', options.slug),
				model: 'headline',
				headline_level: options.level ?? 2,
				preline: t(options.preline ?? ''),
				content: t(content),
				subline: t(options.subline ?? ''),
				anchor: options.anchor ?? '',
			};
		},
		text(
			content: Txt,
			options: { anchor?: string; decreaseDistance?: boolean } = {},
		): Out<typeof TextBlockSchema> {
			return {
				...base('text'),
				model: 'text',
				content: t(content),
				anchor: options.anchor ?? '',
				decrease_distance: options.decreaseDistance ?? false,
			};
		},
		link(
			linkText: Txt,
			link: string,
			options: {
				display?: 'button' | 'link' | 'slider';
				extraClass?: string;
				sticky?: boolean;
				anchor?: string;
			} = {},
		): Out<typeof LinkBlockSchema> {
			return {
				...base('link'),
				model: 'link',
				link_text: t(linkText),
				link,
				extra_class: options.extraClass ?? '',
				sticky: options.sticky ?? false,
				anchor: options.anchor ?? '',
				display: options.display ?? 'button',
			};
		},
		image(
			spec: ImageSpec,
			options: { format?: 'Large' | 'Medium' | 'Small'; caption?: Txt; thumbnails?: boolean } = {},
		): Out<typeof ImageBlockSchema> {
			return {
				...base('image'),
				model: 'image',
				image: img(spec),
				format: options.format ?? 'Large',
				caption: t(options.caption ?? ''),
				image_thumbnails: options.thumbnails === false ? null : thumbnails(spec),
			};
		},
		imageAlias(
			spec: ImageSpec,
			alias: 'vertical' | 'horizontal',
			caption: Txt = '',
		): Out<typeof ImageAliasBlockSchema> {
			return {
				...base('imagealias'),
				model: 'imagealias',
				image: img(spec),
				alias,
				caption: t(caption),
			};
		},
		video(videoUrl: string, poster: ImageSpec, title: Txt): Out<typeof VideoBlockSchema> {
			return {
				...base('video'),
				model: 'video',
				video_url: videoUrl,
				image: img(poster),
				title: t(title),
				// The demo's films are published with subtitles, so the checker has nothing to ask.
				captions: true,
			};
		},
		selfHostedVideo(
			file: string,
			poster: ImageSpec,
			title: Txt,
		): Out<typeof SelfHostedVideoBlockSchema> {
			return {
				...base('selfhostedvideo'),
				model: 'selfhostedvideo',
				file,
				image: img(poster),
				title: t(title),
				captions: true,
			};
		},
		audio(embed: string, title: Txt): Out<typeof AudioBlockSchema> {
			return { ...base('audio'), model: 'audio', embed, title: t(title) };
		},
		selfHostedAudio(file: string, title: Txt): Out<typeof SelfHostedAudioBlockSchema> {
			return { ...base('selfhostedaudio'), model: 'selfhostedaudio', file, title: t(title) };
		},
		viewer(embed: string, title: Txt): Out<typeof ViewerBlockSchema> {
			return { ...base('viewer'), model: 'viewer', embed, title: t(title) };
		},
		faq(title: Txt, items: readonly (readonly [Txt, Txt])[]): Out<typeof FaqBlockSchema> {
			return {
				...base('faq'),
				model: 'faq',
				title: t(title),
				items: items.map(([question, answer]) => ({ question: t(question), answer: t(answer) })),
			};
		},
		quote(content: Txt, author: Txt = ''): Out<typeof QuoteBlockSchema> {
			return { ...base('quote'), model: 'quote', content: t(content), author: t(author) };
		},
		venue(venue: VenueListItem): Out<typeof VenueBlockSchema> {
			return { ...base('venue'), model: 'venue', venue: venue.id, venue_obj: venue };
		},
		venueList(title: Txt, venues: VenueListItem[]): Out<typeof VenueListBlockSchema> {
			return { ...base('venuelist'), model: 'venuelist', title: t(title), venues };
		},
		socialMedia(embed: string, title: Txt): Out<typeof SocialMediaBlockSchema> {
			return { ...base('socialmedia'), model: 'socialmedia', embed, title: t(title) };
		},
		html(code: Txt): Out<typeof HtmlBlockSchema> {
			return { ...base('html'), model: 'html', html_code: t(code) };
		},
		form(hubspotId: string, title: Txt): Out<typeof FormBlockSchema> {
			return { ...base('form'), model: 'form', hubspot_id: hubspotId, title: t(title) };
		},
		hero(options: {
			headline: Txt;
			text: Txt;
			buttonText: Txt;
			buttonLink: string;
			image: ImageSpec | null;
			video?: string | null;
			sticky?: boolean;
			onlineFrom: string;
			onlineTo?: string | null;
			slug?: string;
		}): Out<typeof HeroMediaBlockSchema> {
			return {
				...base('heromedia', options.slug),
				model: 'heromedia',
				headline: t(options.headline),
				text: t(options.text),
				button_text: t(options.buttonText),
				button_link: options.buttonLink,
				image: options.image === null ? null : img(options.image),
				video: options.video ?? null,
				sticky: options.sticky ?? false,
				online_from: options.onlineFrom,
				online_to: options.onlineTo ?? null,
			};
		},
		teaserList(
			title: Txt,
			display: 'slider' | 'list',
			items: readonly TeaserItemDef[],
		): Out<typeof TeaserListBlockSchema> {
			return {
				...base('teaserlist'),
				model: 'teaserlist',
				title: t(title),
				display,
				items: items.map((item): TeaserItem => ({
					image: item.image === null ? null : img(item.image),
					link: item.link,
					link_text: t(item.linkText),
					preline: t(item.preline ?? ''),
					headline: t(item.headline),
					subline: t(item.subline ?? ''),
					text: t(item.text ?? ''),
					online_from: item.onlineFrom ?? null,
					online_to: item.onlineTo ?? null,
				})),
			};
		},
		fullTeaser(options: {
			style: 'image-left' | 'image-right' | 'fullscreen';
			image: ImageSpec;
			link: string;
			linkText: Txt;
			preline: Txt;
			headline: Txt;
			subline?: Txt;
			text: Txt;
			extraClass?: string;
		}): Out<typeof FullTeaserBlockSchema> {
			return {
				...base('fullteaser'),
				model: 'fullteaser',
				image: img(options.image),
				link: options.link,
				link_text: t(options.linkText),
				preline: t(options.preline),
				headline: t(options.headline),
				subline: t(options.subline ?? ''),
				text: t(options.text),
				extra_class: options.extraClass ?? '',
				style: options.style,
			};
		},
		imageList(
			display: 'slider' | 'grid' | 'masonry',
			images: readonly ImageSpec[],
			options: {
				format?: 'Large' | 'Medium' | 'Small';
				parallax?: boolean;
				semiLazy?: boolean;
			} = {},
		): Out<typeof ImageListBlockSchema> {
			return {
				...base('imagelist'),
				model: 'imagelist',
				format: options.format ?? 'Medium',
				display,
				parallax: options.parallax ?? false,
				semi_lazy: options.semiLazy ?? false,
				images: images.map(img),
			};
		},
		logoList(
			title: Txt,
			logos: readonly { image: ImageSpec; link: string }[],
		): Out<typeof LogoListBlockSchema> {
			return {
				...base('logolist'),
				model: 'logolist',
				title: t(title),
				logos: logos.map((logo) => ({ image: img(logo.image), link: logo.link })),
			};
		},
		blogTeaserList(
			title: Txt,
			count: number,
			items: Card[],
		): Out<typeof BlogTeaserListBlockSchema> {
			return { ...base('blogteaserlist'), model: 'blogteaserlist', title: t(title), count, items };
		},
		twoColumns(
			text: Txt,
			spec: ImageSpec | null,
			style: 'image-text' | 'text-image',
			extraClass = '',
		): Out<typeof TwoColumnsBlockSchema> {
			return {
				...base('twocolumns'),
				model: 'twocolumns',
				extra_class: extraClass,
				text: t(text),
				image: spec === null ? null : img(spec),
				style,
			};
		},
		videoList(
			title: Txt,
			videos: readonly { url: string; title: Txt; poster: ImageSpec }[],
		): Out<typeof VideoListBlockSchema> {
			return {
				...base('videolist'),
				model: 'videolist',
				title: t(title),
				videos: videos.map((video) => ({
					video_url: video.url,
					title: t(video.title),
					image: img(video.poster),
					captions: true,
				})),
			};
		},
		highlightTeaser(
			title: Txt,
			categories: number[],
			items: Card[],
		): Out<typeof HighlightTeaserBlockSchema> {
			return {
				...base('highlightteaser'),
				model: 'highlightteaser',
				title: t(title),
				categories,
				items,
			};
		},
		section(
			options: {
				layout: Layout;
				background?: Background;
				extraClass?: string;
				image?: ImageSpec;
				slug?: string;
			},
			...columns: Module[][]
		): SectionBlock {
			const head = base('section', options.slug);
			return {
				...head,
				model: 'section',
				extra_class: options.extraClass ?? '',
				background: options.background ?? null,
				image: options.image === undefined ? null : img(options.image),
				layout: options.layout,
				columns: columnsOf(options.layout, columns, head.id),
			};
		},
		container(layout: Layout, ...columns: Module[][]): ContainerBlock {
			const head = base('container');
			return { ...head, model: 'container', layout, columns: columnsOf(layout, columns, head.id) };
		},
		eventList(
			options: {
				dateFrom: string | null;
				dateTo: string | null;
				tag?: number | null;
				filters?: boolean;
			},
			children: Module[] = [],
		): EventListBlock {
			const head = base('eventlist');
			return {
				...head,
				model: 'eventlist',
				date_from: options.dateFrom,
				date_to: options.dateTo,
				tag: options.tag ?? null,
				filters: options.filters ?? true,
				children: adopt(head.id, children),
			};
		},
		anchorList(sticky: boolean, items: readonly (readonly [Txt, string])[]): AnchorListBlock {
			return {
				...base('anchorlist'),
				model: 'anchorlist',
				sticky,
				children: items.map(([label, anchor]) => ({ label: t(label), anchor })),
			};
		},
	};
}

/** The block builders of one page in one locale. */
export type Blocks = ReturnType<typeof blockFactory>;
