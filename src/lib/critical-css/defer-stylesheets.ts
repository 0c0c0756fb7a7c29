import { DEFERRED_CSS_SCRIPT } from '../../components/layout/inline-scripts.ts';
import { firstViewportEnd, markupTokens } from './page-tokens.ts';
import { SHEETS_APPLIED_PROPERTY } from './sheets-applied.ts';
import { pickRules, type SheetNode } from './sheet-rules.ts';
import { sheetReads, withoutUnreadProperties } from './unread-properties.ts';

/** The stylesheet links Astro writes into a page's <head> for the build's CSS chunks. */
const BUILD_STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"<>]+\.css)"\s*\/?>/g;

/** A build stylesheet preloaded for a script to add. */
const PRELOADED_STYLESHEET = /<link rel="preload" as="style" href="(\/_astro\/[^"<>]+\.css)"/g;

/** The parsed rules of the build's stylesheet at `href`, or undefined when it cannot be read. */
export type SheetSource = (href: string) => SheetNode[] | undefined;

/** The opening tag of the inline critical CSS: a page that has it is deferred already. */
const CRITICAL_STYLE = '<style data-critical-css>';

export { SHEETS_APPLIED_PROPERTY };

/** Critical CSS by sheets and first-viewport tokens: pages of one type share it. */
const picked = new Map<string, string>();
const PICKED_MAX = 200;

function criticalCss(hrefs: string[], nodes: SheetNode[][], tokens: Set<string>): string {
	const key = `${hrefs.join(' ')}\n${[...tokens].sort().join(' ')}`;
	let css = picked.get(key);
	if (css === undefined) {
		// The animations the picked rules may run (a name in them), the others' @keyframes left out.
		const rules = nodes.map((sheet) => pickRules(sheet, tokens, () => false)).join('');
		css = withoutUnreadProperties(
			nodes.map((sheet) => pickRules(sheet, tokens, (name) => rules.includes(name))).join(''),
			// The custom properties the first viewport's inline styles read (markupTokens).
			[...tokens].filter((token) => token.startsWith('--')),
			[SHEETS_APPLIED_PROPERTY],
		);
		if (picked.size >= PICKED_MAX) picked.delete(picked.keys().next().value!);
		picked.set(key, css);
	}
	return css;
}

/**
 * `html` with no render-blocking stylesheet: the rules of its build stylesheets that may apply to
 * its first viewport (the elements before `<main>` and the start of `<main>`, page-tokens.ts)
 * inline in one `<style>` where the first link stood, the full sheets loaded after the first
 * paint and applied once loaded (DEFERRED_CSS_SCRIPT; a `<noscript>` links them plainly). Returns
 * `html` unchanged when it links no build stylesheet or one of them cannot be read, and when it
 * is deferred already (a prebuilt page the server sends through the renderer, such as the
 * prerendered error page: its `<noscript>` links must not be wrapped again).
 */
export function deferStylesheets(html: string, sheets: SheetSource): string {
	const headEnd = html.indexOf('</head>');
	if (headEnd === -1) return html;
	const head = deferredHead(html, headEnd, sheets);
	return head === undefined ? html : head + html.slice(headEnd);
}

/**
 * deferStylesheets for the head alone: `html`'s text before `headEnd` rewritten, undefined when
 * it stays as it is or no `</head>` stands at `headEnd`. For callers that join the new head to the
 * page's rest themselves (src/build/rewrite-head.ts), so no string the size of the page is built.
 */
export function deferredHead(
	html: string,
	headEnd: number,
	sheets: SheetSource,
): string | undefined {
	if (!html.startsWith('</head>', headEnd)) return undefined;
	const head = html.slice(0, headEnd);
	if (head.includes(CRITICAL_STYLE)) return undefined;
	const links = [...head.matchAll(BUILD_STYLESHEET)];
	if (links.length === 0) return undefined;
	const hrefs = links.map((link) => link[1]!);
	const parsed = hrefs.map(sheets);
	if (!parsed.every((nodes) => nodes !== undefined)) return undefined;

	const viewport = html.slice(0, firstViewportEnd(html));
	const tokens = markupTokens(viewport);
	// A sheet the page's scripts add (the cookie banner's, preloaded) may paint before the full
	// sheets apply: the custom properties it reads stay inline.
	for (const preload of viewport.matchAll(PRELOADED_STYLESHEET)) {
		for (const name of sheetReads(sheets(preload[1]!) ?? [])) tokens.add(name);
	}
	const critical = criticalCss(hrefs, parsed, tokens);
	const replacement =
		// A '</style' inside a CSS string would end the element: '\/' is the same character to CSS.
		`${CRITICAL_STYLE}${critical.replaceAll('</style', '<\\/style')}</style>` +
		hrefs
			.map(
				(href) => `<link rel="stylesheet" href="${href}" media="print" disabled data-deferred-css>`,
			)
			.join('') +
		`<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript>` +
		`<script>${DEFERRED_CSS_SCRIPT}</script>`;

	let out = '';
	let last = 0;
	for (const [index, link] of links.entries()) {
		out += head.slice(last, link.index) + (index === 0 ? replacement : '');
		last = link.index + link[0].length;
	}
	return out + head.slice(last);
}
