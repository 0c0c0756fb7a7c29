import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { EMBED_HOSTS, isAllowedEmbed, type EmbedKind } from '../contract/embeds.ts';
import { isSafeLinkTarget } from '../links/safe-link.ts';

/** Alignment classes of the rich-text editor (Quill 2); left is the default and has none. */
const ALIGN_CLASSES = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];

/** Link schemes an editor may use; relative links ('/…', '#…', 'a/b') are allowed as well. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Links in HTML start with '/', '?', '#' or a scheme: a bare 'page' is most likely a host typo. */
const ROOTED_OR_SCHEMED = /^\s*(?:[/?#]|[a-z][a-z\d+.-]*:)/i;
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * A link's attributes in a fixed order: a disallowed href is dropped, and `target="_blank"`
 * (the only target kept) always comes with `rel="noopener noreferrer"`.
 */
function safeLink(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
	const out: Attributes = {};
	const href = attribs['href'];
	if (href !== undefined && ROOTED_OR_SCHEMED.test(href) && isSafeLinkTarget(href)) {
		out['href'] = href.trim();
	}
	if (attribs['target'] === '_blank') {
		out['rel'] = 'noopener noreferrer';
		out['target'] = '_blank';
	}
	for (const [name, value] of Object.entries(attribs)) {
		if (!['href', 'rel', 'target'].includes(name)) out[name] = value;
	}
	return { tagName, attribs: out };
}

/** A Quill list item keeps `data-list` only with one of Quill's two values. */
function safeListItem(
	tagName: string,
	attribs: Attributes,
): { tagName: string; attribs: Attributes } {
	const { 'data-list': list, ...rest } = attribs;
	return {
		tagName,
		attribs: list === 'bullet' || list === 'ordered' ? { 'data-list': list, ...rest } : rest,
	};
}

/** A link left without a target is unwrapped (its text stays). */
const unwrapEmptyLink = (frame: sanitizeHtml.IFrame): 'excludeTag' | false =>
	frame.tag === 'a' && !frame.attribs['href'] ? 'excludeTag' : false;

const RICH_TEXT: IOptions = {
	allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li'],
	allowedAttributes: {
		a: ['href', 'target', 'rel'],
		li: ['data-list', 'class'],
		p: ['class'],
	},
	allowedClasses: { p: ALIGN_CLASSES, li: ALIGN_CLASSES },
	allowedSchemes: LINK_SCHEMES,
	allowedSchemesByTag: {},
	allowProtocolRelative: false,
	allowedStyles: {},
	disallowedTagsMode: 'discard',
	transformTags: { b: 'strong', i: 'em', a: safeLink, li: safeListItem },
	exclusiveFilter: unwrapEmptyLink,
};

/**
 * Rich text as the page's rich-text editor (Quill 2) writes it, and nothing else: paragraphs,
 * line breaks, bold, italic, links (http(s), mailto, tel, site-relative), Quill lists
 * (`<li data-list>`) and alignment classes on paragraphs and list items. `<b>`/`<i>` become
 * `<strong>`/`<em>`; scripts and styles go with their text; every other tag is unwrapped.
 */
export function sanitizeRichText(html: string): string {
	// Quill writes `<br>`; the sanitiser's `<br />` would make every saved text differ.
	return sanitizeHtml(html, RICH_TEXT).replace(/<br \/>/g, '<br>');
}

const EMBED_KINDS = Object.keys(EMBED_HOSTS) as EmbedKind[];

/** True when `src` is an https URL of any embed allowlist (audio, viewer, video, social media). */
function isAllowedIframeSrc(src: string | undefined): boolean {
	return src !== undefined && EMBED_KINDS.some((kind) => isAllowedEmbed(kind, src));
}

/** An image keeps a data: source only when it is a base64 raster image. */
function safeImage(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
	const src = attribs['src'];
	if (src !== undefined && /^\s*data:/i.test(src) && !DATA_IMAGE.test(src.trim())) {
		const { src: _dropped, ...rest } = attribs;
		return { tagName, attribs: rest };
	}
	return { tagName, attribs };
}

const EMBED_TAGS = [
	'div',
	'span',
	'p',
	'a',
	'img',
	'figure',
	'figcaption',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'ul',
	'ol',
	'li',
	'table',
	'caption',
	'colgroup',
	'col',
	'thead',
	'tbody',
	'tfoot',
	'tr',
	'th',
	'td',
	'strong',
	'em',
	'br',
	'hr',
	'blockquote',
	'iframe',
];

/** The embed allowlist (HTML block); the page snippets of ./page-snippets.ts extend it. */
export const EMBED: IOptions = {
	allowedTags: EMBED_TAGS,
	allowedAttributes: {
		'*': ['class', 'id', 'title'],
		a: ['href', 'target', 'rel'],
		img: ['src', 'alt', 'width', 'height', 'loading'],
		iframe: [
			'src',
			'width',
			'height',
			'loading',
			'allow',
			'allowfullscreen',
			'frameborder',
			'referrerpolicy',
		],
		li: ['data-list'],
		ol: ['start'],
		td: ['colspan', 'rowspan'],
		th: ['colspan', 'rowspan', 'scope'],
		col: ['span'],
		colgroup: ['span'],
	},
	allowedClasses: {},
	allowedSchemes: LINK_SCHEMES,
	allowedSchemesByTag: { img: ['https', 'http', 'data'], iframe: ['https'] },
	allowedSchemesAppliedToAttributes: ['href', 'src'],
	allowProtocolRelative: false,
	allowedStyles: {},
	disallowedTagsMode: 'discard',
	transformTags: { b: 'strong', i: 'em', a: safeLink, img: safeImage },
	// An iframe from outside the embed allowlists, or an image without a source, goes entirely.
	exclusiveFilter: (frame) =>
		(frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs['src'])) ||
		(frame.tag === 'img' && !frame.attribs['src']) ||
		unwrapEmptyLink(frame),
};

/**
 * HTML of the HTML block (`html_code`) and the site-wide HTML snippets: common structure, text,
 * table and image markup with class/id, links as in rich text, images from http(s) or base64
 * raster data, and iframes only from the embed allowlists (https). Never scripts, styles,
 * objects, forms, event-handler attributes or javascript:/data: links.
 */
export function sanitizeEmbedHtml(html: string): string {
	// Void elements as HTML writes them (`<br>`, `<img …>`), as the pages around them do.
	return sanitizeHtml(html, EMBED).replace(/ \/>/g, '>');
}
