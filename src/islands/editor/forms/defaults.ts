import type { ModuleModel } from '../../../lib/contract/blocks.ts';
import { emptyTeaserContent, emptyTeaserItem } from './model-fields.ts';
import { columnsForLayout } from './section-layout.ts';

const DEFAULTS: Record<ModuleModel, () => Record<string, unknown>> = {
	headline: () => ({ headline_level: 2, preline: '', content: '', subline: '', anchor: '' }),
	text: () => ({ content: '', anchor: '', decrease_distance: false }),
	link: () => ({
		link_text: '',
		link: '',
		extra_class: '',
		sticky: false,
		anchor: '',
		display: 'button',
	}),
	image: () => ({ image: null, format: 'Large', caption: '', image_thumbnails: null }),
	imagealias: () => ({ image: null, alias: 'horizontal', caption: '' }),
	video: () => ({ video_url: '', image: null, title: '', captions: false }),
	selfhostedvideo: () => ({ file: '', image: null, title: '', captions: false }),
	audio: () => ({ embed: '', title: '' }),
	selfhostedaudio: () => ({ file: '', title: '' }),
	viewer: () => ({ embed: '', title: '' }),
	faq: () => ({ title: '', items: [{ question: '', answer: '' }] }),
	quote: () => ({ content: '', author: '' }),
	venue: () => ({ venue: null, venue_obj: null }),
	venuelist: () => ({ title: '', venues: [] }),
	socialmedia: () => ({ embed: '', title: '' }),
	html: () => ({ html_code: '' }),
	form: () => ({ hubspot_id: '', title: '' }),
	heromedia: () => ({
		headline: '',
		text: '',
		button_text: '',
		button_link: '',
		image: null,
		video: null,
		sticky: false,
		online_from: null,
		online_to: null,
	}),
	teaserlist: () => ({ title: '', display: 'list', items: [emptyTeaserItem()] }),
	fullteaser: () => ({ ...emptyTeaserContent(), extra_class: '', style: 'image-left' }),
	imagelist: () => ({
		format: 'Medium',
		display: 'grid',
		parallax: false,
		semi_lazy: false,
		images: [],
	}),
	logolist: () => ({ title: '', logos: [] }),
	blogteaserlist: () => ({ title: '', count: 3, items: [] }),
	twocolumns: () => ({ extra_class: '', text: '', image: null, style: 'image-text' }),
	videolist: () => ({ title: '', videos: [] }),
	highlightteaser: () => ({ title: '', categories: [], items: [] }),
	section: () => ({
		extra_class: '',
		background: null,
		image: null,
		layout: '100',
		columns: columnsForLayout([], '100'),
	}),
	container: () => ({ layout: '100', columns: [{ classes: '', children: [] }] }),
	eventlist: () => ({ date_from: null, date_to: null, tag: null, filters: true, children: [] }),
	anchorlist: () => ({ sticky: false, children: [{ label: '', anchor: '' }] }),
};

/**
 * The values of a new block of `model` before the editor fills it in: every field the form shows,
 * empty or at its default, plus `model`; no id or slug (the shell and the back end add those).
 * Blocks with required fields do not validate until those are filled.
 */
export function newModuleDefaults(model: ModuleModel): Record<string, unknown> {
	return { model, ...DEFAULTS[model]() };
}
