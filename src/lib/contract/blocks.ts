import { z } from 'zod';
import { DateTimeSchema, IdSchema, SafeLinkSchema } from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';
import { CardSchema } from './refs.ts';
import { VenueListItemSchema } from './venue.ts';
import { isAllowedEmbed, type EmbedKind } from './embeds.ts';

/** Headline levels 2 to 6 (SPEC §9). */
export const HEADLINE_LEVELS = [2, 3, 4, 5, 6] as const;
/** Blog teaser list items: 1 to 8 (SPEC §5). */
export const BLOG_COUNT_MIN = 1;
export const BLOG_COUNT_MAX = 8;
/** Full teaser description limit (SPEC §5). */
export const FULLTEASER_TEXT_MAX = 3000;

/** Column layouts of a section (SPEC §3). */
export const COLUMN_LAYOUTS = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const;
/** Background colour classes: cream, green, blue (SPEC §9). */
export const BACKGROUND_CLASSES = ['cc01', 'cc02', 'cc03'] as const;

const required = (what: string) => z.string().trim().min(1, `${what} is required`);
/** A link field that may be empty (see SafeLinkSchema). */
const optionalLink = SafeLinkSchema.default('');
/** A link field that must hold a safe link target. */
const requiredLink = (what: string) => required(what).pipe(SafeLinkSchema);
const anchor = z
	.string()
	.regex(/^([a-z][a-z0-9-]*)?$/, 'must be a lower-case anchor name')
	.default('');
const online = {
	online_from: DateTimeSchema.nullable().default(null),
	online_to: DateTimeSchema.nullable().default(null),
};
const embedUrl = (kind: EmbedKind) =>
	required('embed').refine((value) => isAllowedEmbed(kind, value), {
		message: `embed is not from an allowed ${kind} service`,
	});

/** Fields every module (section or block) carries (SPEC §3 'Module or section'). */
const ModuleBase = z.object({
	id: IdSchema,
	slug: z.string().min(1),
	parent: IdSchema.nullable().default(null),
	content_type: z.string().default('page'),
	object_id: IdSchema.nullable().default(null),
});

const ImageField = ImageObjSchema;

export const HeadlineBlockSchema = ModuleBase.extend({
	model: z.literal('headline'),
	headline_level: z.union(HEADLINE_LEVELS.map((n) => z.literal(n))).default(2),
	preline: z.string().default(''),
	content: required('content'),
	subline: z.string().default(''),
	anchor,
});
export const TextBlockSchema = ModuleBase.extend({
	model: z.literal('text'),
	content: z.string(),
	anchor,
	decrease_distance: z.boolean().default(false),
});
export const LinkBlockSchema = ModuleBase.extend({
	model: z.literal('link'),
	link_text: required('link_text'),
	link: requiredLink('link'),
	extra_class: z.string().default(''),
	sticky: z.boolean().default(false),
	anchor,
	display: z.enum(['button', 'link', 'slider']).default('button'),
});
export const ImageBlockSchema = ModuleBase.extend({
	model: z.literal('image'),
	image: ImageField,
	format: z.enum(['Large', 'Medium', 'Small']).default('Large'),
	caption: z.string().default(''),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
});
/** Older image variant: an alias 'vertical' or 'horizontal' instead of a format. */
export const ImageAliasBlockSchema = ModuleBase.extend({
	model: z.literal('imagealias'),
	image: ImageField,
	alias: z.enum(['vertical', 'horizontal']),
	caption: z.string().default(''),
});
export const VideoBlockSchema = ModuleBase.extend({
	model: z.literal('video'),
	video_url: embedUrl('video'),
	image: ImageField,
	title: z.string().default(''),
	/** The editor confirms the video has captions (the accessibility checker asks for them). */
	captions: z.boolean().default(false),
});
export const SelfHostedVideoBlockSchema = ModuleBase.extend({
	model: z.literal('selfhostedvideo'),
	file: requiredLink('file'),
	image: ImageField,
	title: z.string().default(''),
	/** The editor confirms the video has captions (the accessibility checker asks for them). */
	captions: z.boolean().default(false),
});
export const AudioBlockSchema = ModuleBase.extend({
	model: z.literal('audio'),
	embed: embedUrl('audio'),
	title: z.string().default(''),
});
export const SelfHostedAudioBlockSchema = ModuleBase.extend({
	model: z.literal('selfhostedaudio'),
	file: requiredLink('file'),
	title: z.string().default(''),
});
export const ViewerBlockSchema = ModuleBase.extend({
	model: z.literal('viewer'),
	embed: embedUrl('viewer'),
	title: z.string().default(''),
});
export const FaqBlockSchema = ModuleBase.extend({
	model: z.literal('faq'),
	title: z.string().default(''),
	items: z.array(z.object({ question: required('question'), answer: z.string() })).min(1),
});
export const QuoteBlockSchema = ModuleBase.extend({
	model: z.literal('quote'),
	content: required('content'),
	/** Present in the older variant. */
	author: z.string().default(''),
});
export const VenueBlockSchema = ModuleBase.extend({
	model: z.literal('venue'),
	venue: IdSchema,
	venue_obj: VenueListItemSchema.nullable().default(null),
});
export const VenueListBlockSchema = ModuleBase.extend({
	model: z.literal('venuelist'),
	title: z.string().default(''),
	venues: z.array(VenueListItemSchema).default([]),
});
export const SocialMediaBlockSchema = ModuleBase.extend({
	model: z.literal('socialmedia'),
	embed: embedUrl('socialmedia'),
	title: z.string().default(''),
});
export const HtmlBlockSchema = ModuleBase.extend({
	model: z.literal('html'),
	html_code: required('html_code'),
});
export const FormBlockSchema = ModuleBase.extend({
	model: z.literal('form'),
	hubspot_id: required('hubspot_id'),
	title: z.string().default(''),
});
export const HeroMediaBlockSchema = ModuleBase.extend({
	model: z.literal('heromedia'),
	headline: z.string().default(''),
	text: z.string().default(''),
	button_text: z.string().default(''),
	button_link: optionalLink,
	image: ImageField.nullable().default(null),
	video: SafeLinkSchema.nullable().default(null),
	sticky: z.boolean().default(false),
	online_from: DateTimeSchema,
	online_to: DateTimeSchema.nullable().default(null),
});
export const TeaserItemSchema = z.object({
	image: ImageField.nullable().default(null),
	link: optionalLink,
	link_text: z.string().default(''),
	preline: z.string().default(''),
	headline: z.string().default(''),
	subline: z.string().default(''),
	text: z.string().default(''),
	...online,
});
export type TeaserItem = z.infer<typeof TeaserItemSchema>;
export const TeaserListBlockSchema = ModuleBase.extend({
	model: z.literal('teaserlist'),
	title: z.string().default(''),
	display: z.enum(['slider', 'list']).default('list'),
	items: z.array(TeaserItemSchema),
});
export const FullTeaserBlockSchema = ModuleBase.extend({
	model: z.literal('fullteaser'),
	image: ImageField,
	link: optionalLink,
	link_text: z.string().default(''),
	preline: z.string().default(''),
	headline: z.string().default(''),
	subline: z.string().default(''),
	text: z.string().max(FULLTEASER_TEXT_MAX).default(''),
	extra_class: z.string().default(''),
	style: z.enum(['image-left', 'image-right', 'fullscreen']).default('image-left'),
});
export const ImageListBlockSchema = ModuleBase.extend({
	model: z.literal('imagelist'),
	format: z.enum(['Large', 'Medium', 'Small']).default('Medium'),
	display: z.enum(['slider', 'grid', 'masonry']).default('grid'),
	parallax: z.boolean().default(false),
	semi_lazy: z.boolean().default(false),
	images: z.array(ImageField).min(1),
});
export const LogoListBlockSchema = ModuleBase.extend({
	model: z.literal('logolist'),
	title: z.string().default(''),
	logos: z.array(z.object({ image: ImageField, link: optionalLink })).min(1),
});
export const BlogTeaserListBlockSchema = ModuleBase.extend({
	model: z.literal('blogteaserlist'),
	title: z.string().default(''),
	count: z.number().int().min(BLOG_COUNT_MIN).max(BLOG_COUNT_MAX).default(3),
	items: z.array(CardSchema).default([]),
});
export const TwoColumnsBlockSchema = ModuleBase.extend({
	model: z.literal('twocolumns'),
	extra_class: z.string().default(''),
	text: required('text'),
	image: ImageField.nullable().default(null),
	style: z.enum(['image-text', 'text-image']).default('image-text'),
});
export const VideoListBlockSchema = ModuleBase.extend({
	model: z.literal('videolist'),
	title: z.string().default(''),
	videos: z
		.array(
			z.object({
				video_url: embedUrl('video'),
				title: z.string().default(''),
				image: ImageField,
				captions: z.boolean().default(false),
			}),
		)
		.min(1),
});
export const HighlightTeaserBlockSchema = ModuleBase.extend({
	model: z.literal('highlightteaser'),
	title: z.string().default(''),
	categories: z.array(IdSchema).default([]),
	items: z.array(CardSchema).default([]),
});

/** Leaf blocks: everything that is not a container. */
export const LeafBlockSchemas = [
	HeadlineBlockSchema,
	TextBlockSchema,
	LinkBlockSchema,
	ImageBlockSchema,
	ImageAliasBlockSchema,
	VideoBlockSchema,
	SelfHostedVideoBlockSchema,
	AudioBlockSchema,
	SelfHostedAudioBlockSchema,
	ViewerBlockSchema,
	FaqBlockSchema,
	QuoteBlockSchema,
	VenueBlockSchema,
	VenueListBlockSchema,
	SocialMediaBlockSchema,
	HtmlBlockSchema,
	FormBlockSchema,
	HeroMediaBlockSchema,
	TeaserListBlockSchema,
	FullTeaserBlockSchema,
	ImageListBlockSchema,
	LogoListBlockSchema,
	BlogTeaserListBlockSchema,
	TwoColumnsBlockSchema,
	VideoListBlockSchema,
	HighlightTeaserBlockSchema,
] as const;

type LeafBlock = z.infer<(typeof LeafBlockSchemas)[number]>;
type Base = z.infer<typeof ModuleBase>;

/** A column of a container: layout classes and child modules. */
export type Column = { classes: string; children: Module[] };

/** Section (SPEC §3): background class, optional image, a column layout and its columns. */
export type SectionBlock = Base & {
	model: 'section';
	extra_class: string;
	background: (typeof BACKGROUND_CLASSES)[number] | null;
	image: z.infer<typeof ImageObjSchema> | null;
	layout: (typeof COLUMN_LAYOUTS)[number];
	columns: Column[];
};
/** Older container variant: a layout name and a slug, with columns. */
export type ContainerBlock = Base & { model: 'container'; layout: string; columns: Column[] };
/** Event list block: a date window, a tag, which filters to show, and optional child modules. */
export type EventListBlock = Base & {
	model: 'eventlist';
	date_from: string | null;
	date_to: string | null;
	tag: number | null;
	filters: boolean;
	children: Module[];
};
/** Anchor list: in-page links to anchors, optionally sticky. */
export type AnchorListBlock = Base & {
	model: 'anchorlist';
	sticky: boolean;
	children: { label: string; anchor: string }[];
};

/** Any module of a page: a leaf block or a container. Discriminated by `model`. */
export type Module = LeafBlock | SectionBlock | ContainerBlock | EventListBlock | AnchorListBlock;

export const ColumnSchema: z.ZodType<Column, unknown> = z.lazy(() =>
	z.object({ classes: z.string().default(''), children: z.array(ModuleSchema).default([]) }),
);

export const SectionBlockSchema = ModuleBase.extend({
	model: z.literal('section'),
	extra_class: z.string().default(''),
	background: z.enum(BACKGROUND_CLASSES).nullable().default(null),
	image: ImageObjSchema.nullable().default(null),
	layout: z.enum(COLUMN_LAYOUTS).default('100'),
	columns: z.array(ColumnSchema).min(1),
});
export const ContainerBlockSchema = ModuleBase.extend({
	model: z.literal('container'),
	layout: z.string().default('100'),
	columns: z.array(ColumnSchema).min(1),
});
export const EventListBlockSchema = ModuleBase.extend({
	model: z.literal('eventlist'),
	date_from: z.iso.date().nullable().default(null),
	date_to: z.iso.date().nullable().default(null),
	tag: IdSchema.nullable().default(null),
	filters: z.boolean().default(true),
	children: z.array(z.lazy(() => ModuleSchema)).default([]),
});
export const AnchorListBlockSchema = ModuleBase.extend({
	model: z.literal('anchorlist'),
	sticky: z.boolean().default(false),
	children: z.array(z.object({ label: required('label'), anchor: required('anchor') })).min(1),
});

export const ModuleSchema: z.ZodType<Module, unknown> = z.lazy(() =>
	z.discriminatedUnion('model', [
		...LeafBlockSchemas,
		SectionBlockSchema,
		ContainerBlockSchema,
		EventListBlockSchema,
		AnchorListBlockSchema,
	]),
);

/** Every block model name. */
export const MODULE_MODELS = [
	...LeafBlockSchemas.map((schema) => schema.shape.model.value),
	'section',
	'container',
	'eventlist',
	'anchorlist',
] as const;
export type ModuleModel = Module['model'];

/** The module kinds the editor toolbar offers to add (SPEC §3 'Toolbar module kinds'). */
export const TOOLBAR_MODULE_KINDS = [
	'headline',
	'text',
	'link',
	'image',
	'faq',
	'video',
	'audio',
	'viewer',
	'quote',
	'fullteaser',
	'teaserlist',
	'imagelist',
	'videolist',
	'socialmedia',
] as const satisfies readonly ModuleModel[];
