import type { A11yProblem, A11yRule, ImageObj, Module } from '../contract/index.ts';
import { MIN_CONTRAST } from './contrast.ts';
import { scanHtml } from './html-scan.ts';
import { isPoorLinkText } from './link-text.ts';
import { sectionContrast, type Palette } from './palette.ts';

/** The page parts the check reads: its blocks (the page's own h1 is always rendered). */
export type CheckedPage = { modules: readonly Module[] };

type Finding = Omit<A11yProblem, 'module_id' | 'model'> & { rule: A11yRule };
type Heading = { level: number; text: string; field: string };

/** What one block shows, as far as the checker cares, in the order it renders. */
type BlockParts = { findings: Finding[]; headings: Heading[] };

const finding = (
	rule: A11yRule,
	field: string,
	text = '',
	from?: number,
	to?: number,
): Finding => ({
	rule,
	field,
	text,
	from: from ?? null,
	to: to ?? null,
});

function imageFindings(image: ImageObj | null | undefined, field: string): Finding[] {
	if (!image || image.decorative || image.alt.trim() !== '') return [];
	return [finding('image-alt', field)];
}

function linkFindings(text: string, field: string): Finding[] {
	return isPoorLinkText(text) ? [finding('link-text', field, text.trim())] : [];
}

/** Links, tables, images and headings of stored HTML in field `field`. */
function htmlParts(html: string, field: string): BlockParts {
	const scan = scanHtml(html);
	return {
		findings: [
			...scan.links.flatMap((link) => linkFindings(link.text, field)),
			...scan.tables.filter((table) => !table.hasHeader).map(() => finding('table-header', field)),
			...scan.images.filter((image) => !image.alt).map(() => finding('image-alt', field)),
		],
		headings: scan.headings.map((heading) => ({ ...heading, field })),
	};
}

const heading = (level: number, text: string, field: string): Heading => ({ level, text, field });

/** A list's own h2 title (when set) and its items' headings: h3 under a title, else h2. */
function listHeadings(title: string, items: readonly string[], field: string): Heading[] {
	const itemLevel = title ? 3 : 2;
	return [
		...(title ? [heading(2, title, 'title')] : []),
		...items.map((text, index) => heading(itemLevel, text, `${field}.${index}`)),
	];
}

const merge = (...parts: BlockParts[]): BlockParts => ({
	findings: parts.flatMap((part) => part.findings),
	headings: parts.flatMap((part) => part.headings),
});

/** The findings and headings of a leaf block (containers are walked by checkPage). */
function leafParts(module: Module): BlockParts {
	const none: Heading[] = [];
	switch (module.model) {
		case 'headline':
			return {
				findings: [],
				headings: [heading(module.headline_level, module.content, 'content')],
			};
		case 'text':
			return htmlParts(module.content, 'content');
		case 'twocolumns':
			return merge(htmlParts(module.text, 'text'), {
				findings: imageFindings(module.image, 'image'),
				headings: none,
			});
		case 'html':
			return htmlParts(module.html_code, 'html_code');
		case 'faq':
			return merge(
				{ findings: [], headings: module.title ? [heading(2, module.title, 'title')] : none },
				...module.items.map((item, index) => htmlParts(item.answer, `items.${index}.answer`)),
			);
		case 'link':
			return { findings: linkFindings(module.link_text, 'link_text'), headings: none };
		case 'image':
		case 'imagealias':
			return { findings: imageFindings(module.image, 'image'), headings: none };
		case 'imagelist':
			return {
				findings: module.images.flatMap((image, index) => imageFindings(image, `images.${index}`)),
				headings: none,
			};
		case 'logolist':
			return {
				findings: module.logos.flatMap((logo, index) =>
					// A linked logo is the link's only name: decorative does not apply.
					logo.link
						? linkFindings(logo.image.alt, `logos.${index}.image`)
						: imageFindings(logo.image, `logos.${index}.image`),
				),
				headings: module.title ? [heading(2, module.title, 'title')] : none,
			};
		case 'fullteaser':
			return {
				findings: [
					...imageFindings(module.image, 'image'),
					...(module.link ? linkFindings(module.link_text || module.headline, 'link_text') : []),
				],
				headings: module.headline ? [heading(2, module.headline, 'headline')] : none,
			};
		case 'heromedia':
			return {
				findings: [
					...imageFindings(module.image, 'image'),
					...(module.button_text && module.button_link
						? linkFindings(module.button_text, 'button_text')
						: []),
				],
				headings: module.headline ? [heading(2, module.headline, 'headline')] : none,
			};
		case 'teaserlist':
			return {
				// A teaser card's link is its headline; its 'more' text is hidden from assistive tech.
				findings: module.items.flatMap((item, index) => [
					...imageFindings(item.image, `items.${index}.image`),
					...(item.link ? linkFindings(item.headline, `items.${index}.headline`) : []),
				]),
				headings: listHeadings(
					module.title,
					module.items.map((item) => item.headline),
					'items',
				),
			};
		case 'blogteaserlist':
		case 'highlightteaser':
			return {
				findings: [],
				headings: listHeadings(
					module.title,
					module.items.map((item) => item.headline),
					'items',
				),
			};
		case 'video':
		case 'selfhostedvideo':
			return {
				findings: module.captions ? [] : [finding('video-captions', '', module.title)],
				headings: none,
			};
		case 'videolist':
			return {
				findings: module.videos.flatMap((video, index) =>
					video.captions ? [] : [finding('video-captions', `videos.${index}`, video.title)],
				),
				headings: listHeadings(
					module.title,
					module.videos.filter((video) => video.title).map((video) => video.title),
					'videos',
				),
			};
		case 'venue':
			return {
				findings: [],
				headings: module.venue_obj ? [heading(2, module.venue_obj.name, '')] : none,
			};
		case 'venuelist':
			return {
				findings: [],
				headings: listHeadings(
					module.title,
					module.venues.map((venue) => venue.name),
					'venues',
				),
			};
		case 'form':
			return { findings: [], headings: module.title ? [heading(2, module.title, 'title')] : none };
		default:
			return { findings: [], headings: none };
	}
}

/**
 * The accessibility findings of a page's stored blocks (issue 23, item 4), in page order:
 * images without alt text (unless decorative), heading levels that skip (the page's h1, then
 * every block's headings as rendered), empty or generic link texts, section text below 4.5:1,
 * tables without header cells and videos not marked as captioned. Pure: the editor API and the
 * hub call the same function.
 */
export function checkPage(page: CheckedPage, palette: Palette): A11yProblem[] {
	const problems: A11yProblem[] = [];
	let previousLevel = 1;
	const add = (module: Module, found: Finding) =>
		problems.push({ ...found, module_id: module.id, model: module.model });

	const visit = (module: Module): void => {
		if (module.model === 'section' || module.model === 'container') {
			if (module.model === 'section') {
				const ratio = sectionContrast(palette, module.background, module.image !== null);
				if (ratio !== null && ratio < MIN_CONTRAST)
					add(
						module,
						finding('contrast', module.image ? 'image' : 'background', '', Math.floor(ratio * 100)),
					);
			}
			for (const column of module.columns) column.children.forEach(visit);
			return;
		}
		if (module.model === 'eventlist') {
			// Without a headline block of its own, the list shows its h2; its cards are h3.
			if (!module.children.some((child) => child.model === 'headline')) {
				previousLevel = 2;
			}
			module.children.forEach(visit);
			return;
		}
		const parts = leafParts(module);
		for (const found of parts.findings) add(module, found);
		for (const shown of parts.headings) {
			if (shown.level > previousLevel + 1)
				add(module, finding('heading-skip', shown.field, shown.text, previousLevel, shown.level));
			previousLevel = shown.level;
		}
	};
	page.modules.forEach(visit);
	return problems;
}
