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
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Elements whose content is not markup: each weighs as one element. */
const RAW_TEXT = /^<(script|style|svg)(?=[\s>/])/i;
const RAW_TEXT_END = { script: /<\/script>/gi, style: /<\/style>/gi, svg: /<\/svg>/gi } as const;
const DETAILS_START = /^<details(?=[\s>/])([^>]*)>/i;

/**
 * The attribute of an element about as tall as a first screen (a hero with its image: its
 * min-height, 78svh on a phone, and the header above it fill all but the top of the next block
 * on a phone, or on a screen taller than 1440 × 900, when the top alert is dismissed): the
 * first viewport ends with the element after it (firstViewportEnd). What follows that stays
 * unrendered until the full sheets apply (BlockRenderer.astro), never unstyled.
 */
export const FILLS_SCREEN_ATTRIBUTE = 'data-fills-screen';
const FILLS_SCREEN = new RegExp(
	`^<([a-z][\\w-]*)\\b[^>]*\\s${FILLS_SCREEN_ATTRIBUTE}(?=[\\s=/>])`,
	'i',
);

const NEXT_OPENING_TAG = /<([a-z][\w-]*)\b[^>]*>/gi;
const VOID_ELEMENT = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/**
 * Where the first element starting at or after `from` ends (the block after a screen-filling
 * one, which a screen taller than it shows the top of), or `html.length` when it is not all in
 * `html` yet.
 */
function nextElementEnd(html: string, from: number): number {
	NEXT_OPENING_TAG.lastIndex = from;
	const next = NEXT_OPENING_TAG.exec(html);
	if (!next) return html.length;
	const after = next.index + next[0].length;
	if (VOID_ELEMENT.test(next[1]!) || next[0].endsWith('/>')) return after;
	const end = elementEnd(html, after, next[1]!);
	return end === -1 ? html.length : end;
}

/**
 * Where the element `name` whose opening tag ends at `from` ends (after its closing tag), or -1
 * when its closing tag is not in `html` (a stream cut off).
 */
function elementEnd(html: string, from: number, name: string): number {
	const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
	tags.lastIndex = from;
	let depth = 1;
	for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
		depth += tag[1] === '/' ? -1 : 1;
		if (depth === 0) return tag.index + tag[0].length;
	}
	return -1;
}

/**
 * Where the first-viewport part of `html` ends: FIRST_VIEWPORT_WEIGHT into `<main` (see there) or
 * at the end of an element marked FILLS_SCREEN_ATTRIBUTE met before, or `html.length` when the markup arrived so far (a stream) ends before that or inside a tag.
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
		const filler =
			closedDepth === 0 && tag.includes(FILLS_SCREEN_ATTRIBUTE) ? FILLS_SCREEN.exec(tag) : null;
		if (filler) {
			const end = elementEnd(html, close + 1, filler[1]!);
			return end === -1 ? html.length : nextElementEnd(html, end);
		}
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
		const end = elementEnd(html, found.index + found[0].length, found[1]!);
		if (end === -1) break;
		out += html.slice(last, found.index);
		last = end;
	}
	return out + html.slice(last);
}

/**
 * The class names and Astro scope attributes (`data-astro-cid-*`) on the elements of `html` that
 * the first paint can show (not inside a closed `<details>`, not menu-only), the custom properties
 * (`--name`) their inline styles and `<style>` elements (Astro inlines small sheets) read, and
 * OPEN_DETAILS_TOKEN when one of
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
	for (const style of [...html.matchAll(STYLE_ATTRIBUTE), ...html.matchAll(STYLE_ELEMENT)]) {
		for (const name of (style[1] ?? style[2] ?? '').matchAll(VAR_REFERENCE)) tokens.add(name[1]!);
	}
	return tokens;
}
