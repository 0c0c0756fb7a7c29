import { OPEN_DETAILS_TOKEN } from './sheet-rules.ts';

/**
 * How much of `<main>` counts as the first viewport, weighed by what takes room on the screen:
 * its text, and FIRST_VIEWPORT_TAG_WEIGHT per element. Attribute values (image sources, links,
 * an island's props), what an inline `<script>`, `<style>` or `<svg>` holds, and what a closed
 * `<details>` holds besides its summary weigh nothing (so a hero image weighs as little as a line,
 * and the events page's 40,000 characters of island props and inline scripts nothing). Measured on
 * every page type of the demo, the last element a phone's first screen (375 × 812) or a
 * 1440 × 900 desktop's shows starts at a weight of 270 (the home, under its hero) to 1,370 (the
 * productions list's grid of cards at 1440); this leaves room for almost twice that. It was
 * 24,000 characters of markup, which took the home's first seven blocks for its first one.
 */
export const FIRST_VIEWPORT_WEIGHT = 2_500;
/** What an element weighs: about a line's worth of characters between eight elements. */
export const FIRST_VIEWPORT_TAG_WEIGHT = 8;

const CLASS_ATTRIBUTE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;
const SCOPE_ATTRIBUTE = /\s(data-astro-cid-[\w-]+)/g;

/** Elements whose content is not markup: each weighs as one element. */
const RAW_TEXT = /^<(script|style|svg)(?=[\s>/])/i;
const RAW_TEXT_END = { script: /<\/script>/gi, style: /<\/style>/gi, svg: /<\/svg>/gi } as const;
const DETAILS_START = /^<details(?=[\s>/])([^>]*)>/i;

/**
 * Where the first-viewport part of `html` ends: FIRST_VIEWPORT_WEIGHT into `<main` (see there),
 * or `html.length` when the markup arrived so far (a stream) ends before that or inside a tag.
 */
export function firstViewportEnd(html: string): number {
	const main = html.indexOf('<main');
	if (main === -1) return html.length;
	let weight = 0;
	// How deep inside a closed <details> (0: outside), and whether inside its <summary>.
	let closedDepth = 0;
	let inSummary = false;
	for (let at = main; at < html.length;) {
		if (html[at] !== '<') {
			const next = html.indexOf('<', at);
			const text = (next === -1 ? html.length : next) - at;
			if (closedDepth === 0 || inSummary) {
				if (weight + text >= FIRST_VIEWPORT_WEIGHT) return at + FIRST_VIEWPORT_WEIGHT - weight;
				weight += text;
			}
			at += text;
			continue;
		}
		const close = html.indexOf('>', at);
		if (close === -1) return html.length;
		const tag = html.slice(at, close + 1);
		let after = close + 1;
		const raw = RAW_TEXT.exec(tag);
		if (raw && !tag.endsWith('/>')) {
			const end = RAW_TEXT_END[raw[1]!.toLowerCase() as keyof typeof RAW_TEXT_END];
			end.lastIndex = after;
			if (!end.exec(html)) return html.length;
			after = end.lastIndex;
		}
		const opening = tag[1] !== '/' && tag[1] !== '!';
		// What a closed <details> holds weighs nothing, but for the <summary> the visitor sees.
		const counted = closedDepth === 0 || inSummary;
		if (closedDepth > 0) {
			if (DETAILS_START.test(tag)) closedDepth++;
			else if (/^<\/details>/i.test(tag)) closedDepth--;
			else if (closedDepth === 1 && /^<summary[\s>]/i.test(tag)) inSummary = true;
			else if (closedDepth === 1 && /^<\/summary>/i.test(tag)) inSummary = false;
			if (closedDepth === 0) inSummary = false;
		} else {
			const details = DETAILS_START.exec(tag);
			if (details && !OPEN_ATTRIBUTE.test(details[1] ?? '')) closedDepth = 1;
		}
		if (opening && (counted || inSummary)) {
			weight += FIRST_VIEWPORT_TAG_WEIGHT;
			if (weight >= FIRST_VIEWPORT_WEIGHT) return after;
		}
		at = after;
	}
	return html.length;
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
/** The attribute MENU_ONLY looks for, found much faster than a tag that has it. */
const MENU_ONLY_ATTRIBUTE = /\sdata-menu-only(?=[\s=/>])/gi;

/**
 * MENU_ONLY's first match in `html` from `from` on, searched for only from the tag of the first
 * `data-menu-only` attribute there: no match starts before the last `>` ahead of it (no `>` stands
 * between a match's start and its attribute), and trying the pattern at each `<` of a page cost
 * ~0.1 ms.
 */
function nextMenuOnly(html: string, from: number): RegExpExecArray | null {
	MENU_ONLY_ATTRIBUTE.lastIndex = from;
	const attribute = MENU_ONLY_ATTRIBUTE.exec(html);
	if (!attribute) return null;
	MENU_ONLY.lastIndex = Math.max(from, html.lastIndexOf('>', attribute.index) + 1);
	return MENU_ONLY.exec(html);
}

/**
 * `html` without the elements marked `data-menu-only` (and what they hold): parts of a menu's
 * panel that only the opened menu shows, hidden by its CSS at every width until then (the
 * burger panel's search form, say, where the header bar has a search of its own). An unclosed one
 * (a stream cut off) keeps the rest as it is.
 */
export function withoutMenuOnly(html: string): string {
	let out = '';
	let last = 0;
	for (let found = nextMenuOnly(html, 0); found; found = nextMenuOnly(html, last)) {
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
