import { LRUCache } from 'lru-cache';
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { EMBED } from './sanitize.ts';

/** Attributes a snippet may put on any element: language, direction and accessibility. */
const SNIPPET_ATTRIBUTES = ['lang', 'dir', 'role', 'aria-*'];

/** The embed allowlist plus `tags` and the snippet attributes on every element. */
function extendEmbed(tags: readonly string[]): IOptions {
	const allowedAttributes = EMBED.allowedAttributes || {};
	return {
		...EMBED,
		allowedTags: [...(EMBED.allowedTags || []), ...tags],
		allowedAttributes: {
			...allowedAttributes,
			'*': [...(allowedAttributes['*'] ?? []), ...SNIPPET_ATTRIBUTES],
		},
	};
}

const FOOTER = extendEmbed(['address', 'small', 'nav', 'section']);
const ERROR_PAGE = extendEmbed([
	'address',
	'small',
	'nav',
	'section',
	'main',
	'article',
	'header',
	'footer',
	'h1',
]);

/**
 * The footer's snippets as sanitised last: every page shows the same three, and sanitising them
 * anew cost each page ~0.3 ms (1.5 s of a 5,668-page build). Keyed by the whole snippet, so an
 * edited one is sanitised again; a handful of entries covers both locales' three.
 */
const footerCache = new LRUCache<string, string>({ max: 16 });

// Void elements as HTML writes them (`<br>`, `<img …>`), as the pages around them do.
const htmlVoids = (html: string) => html.replace(/ \/>/g, '>');

/**
 * The site-wide footer snippets (`html_footer_top`, `_logos`, `_bottom` of the settings): the
 * embed allowlist (structure, text, tables, images, links, allowlisted iframes) plus address,
 * small, nav and section, and lang, dir, role and aria-* everywhere. Never scripts, styles,
 * forms, event handlers, `<base>`, `<meta>` or unsafe links.
 */
export function sanitizeFooterHtml(html: string): string {
	let clean = footerCache.get(html);
	if (clean === undefined) {
		clean = htmlVoids(sanitizeHtml(html, FOOTER));
		footerCache.set(html, clean);
	}
	return clean;
}

/**
 * The body of a custom error page (`/api/html/?file=404`): the footer allowlist plus the
 * landmarks and the one heading a whole page needs (main, article, header, footer, h1).
 */
export function sanitizeErrorPageHtml(html: string): string {
	return htmlVoids(sanitizeHtml(html, ERROR_PAGE));
}
