import { OPEN_DETAILS_TOKEN } from './sheet-rules.ts';

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

const MENU_ONLY = /<([a-z][\w-]*)\b[^>]*\sdata-menu-only(?=[\s=/>])[^>]*>/gi;

/**
 * `html` without the elements marked `data-menu-only` (and what they hold): parts of a menu's
 * panel that only the opened menu shows, hidden by its CSS at every width until then (the
 * burger panel's search form, say, where the header bar has a search of its own). An unclosed one
 * (a stream cut off) keeps the rest as it is.
 */
export function withoutMenuOnly(html: string): string {
	let out = '';
	let last = 0;
	MENU_ONLY.lastIndex = 0;
	for (let found = MENU_ONLY.exec(html); found; found = MENU_ONLY.exec(html)) {
		const tags = new RegExp(`<(/?)${found[1]!}\\b[^>]*>`, 'gi');
		tags.lastIndex = found.index + found[0].length;
		let depth = 1;
		let tag = tags.exec(html);
		for (; tag; tag = tags.exec(html)) {
			depth += tag[1] === '/' ? -1 : 1;
			if (depth === 0) break;
		}
		if (!tag) break;
		out += html.slice(last, found.index);
		last = tag.index + tag[0].length;
		MENU_ONLY.lastIndex = last;
	}
	return out + html.slice(last);
}

/**
 * The class names and Astro scope attributes (`data-astro-cid-*`) on the elements of `html` that
 * the first paint can show (not inside a closed `<details>`, not menu-only), and OPEN_DETAILS_TOKEN when one of
 * them is an open `<details>`: what a stylesheet's rules must find for them to apply (sheet-rules.ts
 * pickRules). So what only an opened menu shows waits for the full sheet, which comes with it.
 */
export function markupTokens(markup: string): Set<string> {
	const html = withoutClosedDetails(withoutMenuOnly(markup));
	const tokens = new Set<string>();
	for (const match of html.matchAll(DETAILS_TAG)) {
		if (match[1] !== '/' && OPEN_ATTRIBUTE.test(match[2] ?? '')) tokens.add(OPEN_DETAILS_TOKEN);
	}
	for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
		for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
			if (name !== '') tokens.add(name);
		}
	}
	for (const match of html.matchAll(SCOPE_ATTRIBUTE)) tokens.add(match[1]!);
	return tokens;
}
