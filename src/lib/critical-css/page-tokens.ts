/**
 * How much of `<main>` counts as the first viewport: the markup of a phone's first screen and a
 * 1440 × 900 desktop's (page header, a hero or the first block or two), with room for the inline
 * icons and image attributes that make markup long.
 */
export const FIRST_VIEWPORT_MAIN_CHARS = 24_000;

const CLASS_ATTRIBUTE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;
const SCOPE_ATTRIBUTE = /\s(data-astro-cid-[\w-]+)/g;

/**
 * An island's serialised props: data, not markup (the events page's run to 30,000 characters).
 * Astro's islands carry them as `props`, the ones the layout runtime mounts as `data-props`.
 */
const ISLAND_PROPS = / (?:data-)?props="/g;

/**
 * Where the first-viewport part of `html` ends: FIRST_VIEWPORT_MAIN_CHARS of markup into
 * `<main`, islands' props attributes not counted.
 */
export function firstViewportEnd(html: string): number {
	const main = html.indexOf('<main');
	if (main === -1) return html.length;
	let end = main + FIRST_VIEWPORT_MAIN_CHARS;
	ISLAND_PROPS.lastIndex = main;
	for (let found = ISLAND_PROPS.exec(html); found && found.index < end;) {
		const close = html.indexOf('"', ISLAND_PROPS.lastIndex);
		// Cut off inside the props (a stream still arriving): the end is not known yet.
		if (close === -1) return html.length;
		end += close - found.index;
		ISLAND_PROPS.lastIndex = close;
		found = ISLAND_PROPS.exec(html);
	}
	return Math.min(html.length, end);
}

const DETAILS_TAG = /<(\/?)details\b([^>]*)>/gi;
const OPEN_ATTRIBUTE = /\sopen(?=[\s=/]|$)/i;
const SUMMARY = /<summary\b[\s\S]*?<\/summary>/i;

/**
 * `html` without what a closed `<details>` holds besides its `<summary>`: the browser renders
 * none of it until the visitor opens it (the header's menus, search and dropdowns), so the
 * first paint needs none of its rules. Nested `<details>` go with their parent; an unclosed one
 * (a stream cut off) keeps the rest as it is.
 */
export function withoutClosedDetails(html: string): string {
	let out = '';
	let last = 0;
	let depth = 0;
	let skipFrom = -1;
	for (const match of html.matchAll(DETAILS_TAG)) {
		const closing = match[1] === '/';
		if (skipFrom === -1) {
			if (closing || OPEN_ATTRIBUTE.test(match[2] ?? '')) continue;
			const contentStart = match.index + match[0].length;
			out += html.slice(last, contentStart);
			skipFrom = contentStart;
			depth = 1;
			continue;
		}
		depth += closing ? -1 : 1;
		if (depth > 0) continue;
		const content = html.slice(skipFrom, match.index);
		out += (SUMMARY.exec(content)?.[0] ?? '') + match[0];
		last = match.index + match[0].length;
		skipFrom = -1;
	}
	return out + html.slice(skipFrom === -1 ? last : skipFrom);
}

/**
 * The class names and Astro scope attributes (`data-astro-cid-*`) on the elements of `html` that
 * the first paint can show (not inside a closed `<details>`): what a stylesheet's rules must find
 * for them to apply (sheet-rules.ts pickRules).
 */
export function markupTokens(markup: string): Set<string> {
	const html = withoutClosedDetails(markup);
	const tokens = new Set<string>();
	for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
		for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
			if (name !== '') tokens.add(name);
		}
	}
	for (const match of html.matchAll(SCOPE_ATTRIBUTE)) tokens.add(match[1]!);
	return tokens;
}
