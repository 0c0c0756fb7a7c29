import {
	BACKGROUND_CLASSES,
	BLOG_COUNT_MAX,
	BLOG_COUNT_MIN,
	COLUMN_LAYOUTS,
	FULLTEASER_TEXT_MAX,
	HEADLINE_LEVELS,
	type ModuleModel,
} from '../../../lib/contract/blocks.ts';
import type { FieldSpec } from './field-specs.ts';

const FORMATS = ['Large', 'Medium', 'Small'] as const;
const anchor: FieldSpec = { kind: 'text', key: 'anchor', help: 'anchor' };
const title: FieldSpec = { kind: 'text', key: 'title' };
const extraClass: FieldSpec = { kind: 'text', key: 'extra_class', help: 'extra_class' };
const requiredImage: FieldSpec = { kind: 'image', key: 'image', required: true };
const optionalImage: FieldSpec = { kind: 'image', key: 'image', nullable: true };
/** The editor confirms a video has captions (the accessibility checker asks for it). */
const captions: FieldSpec = { kind: 'checkbox', key: 'captions' };

const teaserItemFields: readonly FieldSpec[] = [
	optionalImage,
	{ kind: 'link', key: 'link', fillFromEvent: true },
	{ kind: 'text', key: 'link_text' },
	{ kind: 'text', key: 'preline' },
	{ kind: 'text', key: 'headline' },
	{ kind: 'text', key: 'subline' },
	{ kind: 'textarea', key: 'text' },
	{ kind: 'datetime', key: 'online_from' },
	{ kind: 'datetime', key: 'online_to' },
];

/** The teaser fields (image, link and texts) of a teaser list entry and a full teaser, empty. */
export function emptyTeaserContent(): Record<string, unknown> {
	return {
		image: null,
		link: '',
		link_text: '',
		preline: '',
		headline: '',
		subline: '',
		text: '',
	};
}

/** A teaser list entry with every field empty. */
export function emptyTeaserItem(): Record<string, unknown> {
	return { ...emptyTeaserContent(), online_from: null, online_to: null };
}

/**
 * The fields of each block model's form, in display order (SPEC §3 'Editor content blocks').
 * Fields not listed (ids, children, columns, resolved objects) pass through untouched.
 */
export const MODEL_FIELDS: Record<ModuleModel, readonly FieldSpec[]> = {
	headline: [
		{ kind: 'select', key: 'headline_level', options: HEADLINE_LEVELS },
		{ kind: 'text', key: 'preline' },
		{ kind: 'text', key: 'content', label: 'headline_content', required: true },
		{ kind: 'text', key: 'subline' },
		anchor,
	],
	text: [
		{ kind: 'richtext', key: 'content' },
		anchor,
		{ kind: 'checkbox', key: 'decrease_distance' },
	],
	link: [
		{ kind: 'text', key: 'link_text', required: true },
		{ kind: 'link', key: 'link', required: true },
		{ kind: 'select', key: 'display', options: ['button', 'link', 'slider'] },
		{ kind: 'checkbox', key: 'sticky' },
		extraClass,
		anchor,
	],
	image: [
		{ ...requiredImage, thumbnailsKey: 'image_thumbnails' },
		{ kind: 'select', key: 'format', options: FORMATS },
		{ kind: 'text', key: 'caption' },
	],
	imagealias: [
		requiredImage,
		{ kind: 'select', key: 'alias', options: ['vertical', 'horizontal'] },
		{ kind: 'text', key: 'caption' },
	],
	video: [
		{ kind: 'embed', key: 'video_url', embedKind: 'video', required: true },
		title,
		{ ...requiredImage, label: 'preview_image' },
		captions,
	],
	selfhostedvideo: [
		{ kind: 'text', key: 'file', required: true, help: 'file' },
		title,
		{ ...requiredImage, label: 'preview_image' },
		captions,
	],
	audio: [{ kind: 'embed', key: 'embed', embedKind: 'audio', required: true }, title],
	selfhostedaudio: [{ kind: 'text', key: 'file', required: true, help: 'file' }, title],
	viewer: [{ kind: 'embed', key: 'embed', embedKind: 'viewer', required: true }, title],
	faq: [
		title,
		{
			kind: 'list',
			key: 'items',
			itemLabel: 'question',
			required: true,
			newItem: () => ({ question: '', answer: '' }),
			itemFields: [
				{ kind: 'text', key: 'question', required: true },
				{ kind: 'richtext', key: 'answer' },
			],
		},
	],
	quote: [
		{ kind: 'textarea', key: 'content', label: 'quote', required: true },
		{ kind: 'text', key: 'author' },
	],
	venue: [{ kind: 'number', key: 'venue', label: 'venue_id', required: true, min: 1 }],
	venuelist: [title],
	socialmedia: [{ kind: 'embed', key: 'embed', embedKind: 'socialmedia', required: true }, title],
	html: [{ kind: 'textarea', key: 'html_code', code: true, required: true, help: 'html_code' }],
	form: [{ kind: 'text', key: 'hubspot_id', required: true, help: 'hubspot_id' }, title],
	heromedia: [
		{ kind: 'text', key: 'headline' },
		{ kind: 'textarea', key: 'text' },
		{ kind: 'text', key: 'button_text' },
		{ kind: 'link', key: 'button_link' },
		optionalImage,
		{ kind: 'text', key: 'video', help: 'video_file', emptyAsNull: true },
		{ kind: 'checkbox', key: 'sticky' },
		{ kind: 'datetime', key: 'online_from', required: true },
		{ kind: 'datetime', key: 'online_to' },
	],
	teaserlist: [
		title,
		{ kind: 'select', key: 'display', options: ['list', 'slider'] },
		{
			kind: 'list',
			key: 'items',
			itemLabel: 'teaser',
			newItem: emptyTeaserItem,
			itemFields: teaserItemFields,
		},
	],
	fullteaser: [
		requiredImage,
		{ kind: 'select', key: 'style', options: ['image-left', 'image-right', 'fullscreen'] },
		{ kind: 'text', key: 'preline' },
		{ kind: 'text', key: 'headline' },
		{ kind: 'text', key: 'subline' },
		{ kind: 'textarea', key: 'text', maxLength: FULLTEASER_TEXT_MAX },
		{ kind: 'link', key: 'link', fillFromEvent: true },
		{ kind: 'text', key: 'link_text' },
		extraClass,
	],
	imagelist: [
		{ kind: 'select', key: 'format', options: FORMATS },
		{ kind: 'select', key: 'display', options: ['grid', 'slider', 'masonry'] },
		{ kind: 'checkbox', key: 'parallax' },
		{ kind: 'checkbox', key: 'semi_lazy' },
		{
			kind: 'list',
			key: 'images',
			itemLabel: 'image',
			required: true,
			newItem: () => null,
			itemFields: [{ kind: 'image', key: '', label: 'image', required: true }],
		},
	],
	logolist: [
		title,
		{
			kind: 'list',
			key: 'logos',
			itemLabel: 'logo',
			required: true,
			newItem: () => ({ image: null, link: '' }),
			itemFields: [
				{ kind: 'image', key: 'image', label: 'logo', required: true },
				{ kind: 'link', key: 'link' },
			],
		},
	],
	blogteaserlist: [
		title,
		{
			kind: 'number',
			key: 'count',
			min: BLOG_COUNT_MIN,
			max: BLOG_COUNT_MAX,
			required: true,
			help: 'count',
		},
	],
	twocolumns: [
		{ kind: 'richtext', key: 'text', required: true },
		optionalImage,
		{ kind: 'select', key: 'style', options: ['image-text', 'text-image'] },
		extraClass,
	],
	videolist: [
		title,
		{
			kind: 'list',
			key: 'videos',
			itemLabel: 'video',
			required: true,
			newItem: () => ({ video_url: '', title: '', image: null, captions: false }),
			itemFields: [
				{ kind: 'embed', key: 'video_url', embedKind: 'video', required: true },
				title,
				{ ...requiredImage, label: 'preview_image' },
				captions,
			],
		},
	],
	highlightteaser: [title, { kind: 'idlist', key: 'categories', help: 'categories' }],
	section: [
		{ kind: 'layout', key: 'layout', options: COLUMN_LAYOUTS },
		{ kind: 'select', key: 'background', options: BACKGROUND_CLASSES, nullable: true },
		optionalImage,
		extraClass,
	],
	container: [{ kind: 'text', key: 'layout', help: 'container_layout' }],
	eventlist: [
		{ kind: 'date', key: 'date_from' },
		{ kind: 'date', key: 'date_to' },
		{ kind: 'number', key: 'tag', min: 1, help: 'tag' },
		{ kind: 'checkbox', key: 'filters' },
	],
	anchorlist: [
		{ kind: 'checkbox', key: 'sticky' },
		{
			kind: 'list',
			key: 'children',
			label: 'anchors',
			itemLabel: 'anchor',
			required: true,
			newItem: () => ({ label: '', anchor: '' }),
			itemFields: [
				{ kind: 'text', key: 'label', label: 'anchor_label', required: true },
				{ kind: 'text', key: 'anchor', required: true, help: 'anchor' },
			],
		},
	],
};
