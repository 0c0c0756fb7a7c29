import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFERRED_CSS_SCRIPT } from '../../../src/components/layout/inline-scripts.ts';
import { deferStylesheetsInStream } from '../../../src/lib/critical-css/defer-stream.ts';
import {
	deferStylesheets,
	SHEETS_APPLIED_PROPERTY,
} from '../../../src/lib/critical-css/defer-stylesheets.ts';
import {
	FILLS_SCREEN_ATTRIBUTE,
	FIRST_VIEWPORT_TAG_WEIGHT,
	FIRST_VIEWPORT_WEIGHT,
	firstViewportEnd,
	markupTokens,
	withoutClosedDetails,
	withoutMenuOnly,
} from '../../../src/lib/critical-css/page-tokens.ts';
import {
	parseSheet,
	pickRules,
	selectorTokens,
} from '../../../src/lib/critical-css/sheet-rules.ts';
import { SITE_SCRIPT_HASHES, scriptHash } from '../../../src/server/security-headers.ts';

/** No build scripts: the stream's module preloads are tested in tests/unit/html/module-preload.test.ts. */
const NO_SCRIPTS = () => undefined;

const SHEET =
	':root{--c:red}body{margin:0}' +
	'@font-face{font-family:X;src:url(x.woff2)}' +
	'.site-header[data-astro-cid-h]{display:flex}' +
	'.site-footer[data-astro-cid-f]{padding:1rem}' +
	'@media (min-width:48em){.site-header__menu{gap:1rem}.faq{margin:0}}' +
	'.card:not(.is-open){opacity:1}.is-enhanced .menu{display:none}';

const page = (main: string) =>
	'<!doctype html><html class="theme-castle"><head><title>t</title>' +
	'<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css">' +
	'</head><body><header class="site-header" data-astro-cid-h><nav class="site-header__menu"></nav></header>' +
	`<main>${main}</main><footer class="site-footer" data-astro-cid-f></footer></body></html>`;

const sheets = (href: string) =>
	href === '/_astro/a.css' ? parseSheet(SHEET) : href === '/_astro/b.css' ? [] : undefined;

describe('selectorTokens', () => {
	it('asks for every class and scope of a selector, none under :not/:is/:where/:has', () => {
		expect(selectorTokens('.a .b[data-astro-cid-x]:focus-visible>.c::before')).toEqual([
			'a',
			'b',
			'c',
			'data-astro-cid-x',
		]);
		expect(selectorTokens('.card:not(.is-open, :is(.x)) .y')).toEqual(['card', 'y']);
		expect(selectorTokens('html:has(.blocks) body')).toEqual([]);
	});

	it('asks for an open <details> where the selector needs one, not under :not/:has', () => {
		expect(selectorTokens('.burger[open] ~ .panel .link')).toEqual([
			'burger',
			'panel',
			'link',
			'[open]',
		]);
		expect(selectorTokens('.search:not([open]) .close')).toEqual(['search', 'close']);
		expect(selectorTokens('html:has(.burger[open])')).toEqual([]);
	});

	it('asks for the pointer where the selector needs it over or pressing an element', () => {
		expect(selectorTokens('a.tool:hover')).toEqual(['tool', ':hover']);
		expect(selectorTokens('.btn:active::after')).toEqual(['btn', ':hover']);
		expect(selectorTokens('.card:has(a:hover) .title')).toEqual(['card', 'title']);
		expect(pickRules(parseSheet('.a{color:red}.a:hover{color:blue}'), new Set(['a']))).toBe(
			'.a{color:red}',
		);
	});
});

describe('markupTokens', () => {
	it('reads classes in any quoting and Astro scope attributes', () => {
		const tokens = markupTokens(
			`<a class="x  y" data-astro-cid-q><b class='z'><i class=w data-astro-cid-r="">`,
		);
		expect([...tokens].sort()).toEqual([
			'data-astro-cid-q',
			'data-astro-cid-r',
			'w',
			'x',
			'y',
			'z',
		]);
	});
});

describe('withoutClosedDetails', () => {
	it('leaves out what a closed <details> holds but its summary, nested ones with it', () => {
		const html =
			'<a class="x"><details class="menu" name="n"><summary class="burger">M<b class="icon"></b></summary>' +
			'<div class="panel"><details class="group"><summary class="group-link"></summary><i class="deep"></i></details></div>' +
			'</details><p class="after">';
		expect(withoutClosedDetails(html)).toBe(
			'<a class="x"><details class="menu" name="n"><summary class="burger">M<b class="icon"></b></summary></details><p class="after">',
		);
		expect([...markupTokens(html)]).toEqual(['x', 'menu', 'burger', 'icon', 'after']);
	});

	it('leaves out what only an opened menu shows (data-menu-only), nested alike elements with it', () => {
		const html =
			'<div class="panel"><div class="search" data-menu-only><div class="in"><i class="deep"></i></div></div>' +
			'<nav class="menu"><a class="link"></a></nav><p class="lang" data-menu-only="">x</p></div><b class="after">';
		expect(withoutMenuOnly(html)).toBe(
			'<div class="panel"><nav class="menu"><a class="link"></a></nav></div><b class="after">',
		);
		expect([...markupTokens(html)]).toEqual(['panel', 'menu', 'link', 'after']);
		const cut = '<a class="x"><div class="search" data-menu-only><div class="in">';
		expect(withoutMenuOnly(cut)).toBe(cut);
	});

	it('finds a menu-only element from its attribute as the tag pattern would', () => {
		// The attribute in text, a '<' inside a value before it, upper case: the tag starts where
		// the pattern alone finds it.
		const html =
			'<p class="a">x data-menu-only y</p><DIV title="1<2" DATA-MENU-ONLY><i></i></DIV>' +
			'<span class="b"></span><span data-menu-only>z</span><b class="c">';
		expect(withoutMenuOnly(html)).toBe(
			'<p class="a">x data-menu-only y</p><span class="b"></span><b class="c">',
		);
	});

	it('tells an open <details> on the first paint by a token of its own', () => {
		const closed =
			'<details class="menu"><summary></summary><details open class="in"></details></details>';
		expect(markupTokens(closed).has('[open]')).toBe(false);
		expect(
			markupTokens('<details class="faq" open><summary></summary></details>').has('[open]'),
		).toBe(true);
	});

	it('keeps what an open <details> shows, and the rest of a stream cut off inside one', () => {
		const open = '<details open class="o"><summary>x</summary><div class="shown"></div></details>';
		expect(withoutClosedDetails(open)).toBe(open);
		const cut = '<details data-open-x class="d"><summary>x</summary><div class="cut">';
		expect(withoutClosedDetails(cut)).toBe(cut);
	});
});

describe('pickRules', () => {
	it('keeps rules whose tokens the page has, at-rules without rules, and the @media around them', () => {
		const css = pickRules(
			parseSheet(SHEET),
			new Set(['site-header', 'site-header__menu', 'data-astro-cid-h', 'card']),
		);
		expect(css).toBe(
			':root{--c:red}body{margin:0}@font-face{font-family:X;src:url(x.woff2)}' +
				'.site-header[data-astro-cid-h]{display:flex}' +
				'@media (min-width:48em){.site-header__menu{gap:1rem}}' +
				'.card:not(.is-open){opacity:1}',
		);
	});

	it("takes the colour bands' rules, the editor's among them, only for a first screen with a band", () => {
		const bands = parseSheet(readFileSync('src/styles/backgrounds.css', 'utf8'));
		expect(pickRules(bands, new Set(['site-header']))).not.toMatch(/cc0[123]/);
		const withBand = pickRules(bands, new Set(['site-header', 'cc02']));
		expect(withBand).toContain('html[data-staff] .cc02');
	});
});

describe('pickRules and animations', () => {
	it('writes the @keyframes the caller asks for', () => {
		const sheet = parseSheet(
			'.a{animation:in 1s}@keyframes in{from{opacity:0}}@keyframes out{to{opacity:0}}',
		);
		expect(pickRules(sheet, new Set(['a']), (name) => name === 'in')).toBe(
			'.a{animation:in 1s}@keyframes in{from{opacity:0}}',
		);
	});

	it("inlines only the @keyframes of the first viewport's rules", () => {
		const animated = (href: string) =>
			href === '/_astro/a.css'
				? parseSheet(
						'.site-header{animation:drop 1s}.faq{animation:spin 1s}' +
							'@keyframes drop{from{opacity:0}}@keyframes spin{to{rotate:1turn}}',
					)
				: [];
		const html = deferStylesheets(page(''), animated);
		const critical = /<style data-critical-css>(.*?)<\/style>/.exec(html)?.[1] ?? '';
		expect(critical).toContain('@keyframes drop');
		expect(critical).not.toContain('@keyframes spin');
	});
});

describe('pickRules and open menus', () => {
	it('leaves out what only an open <details> shows, @starting-style rules with it, until one is open', () => {
		const sheet = parseSheet(
			'.burger{display:grid}.burger[open]~.panel{display:block}' +
				'@media (max-width:63.99em){@starting-style{.burger[open]~.panel{transform:translateX(100%)}}}',
		);
		expect(pickRules(sheet, new Set(['burger', 'panel']))).toBe('.burger{display:grid}');
		expect(pickRules(sheet, new Set(['burger', 'panel', '[open]']))).toBe(
			'.burger{display:grid}.burger[open]~.panel{display:block}' +
				'@media (max-width:63.99em){@starting-style {.burger[open]~.panel{transform:translateX(100%)}}}',
		);
	});
});

describe('deferStylesheets', () => {
	it("inlines the first viewport's rules and loads every build sheet without blocking the first paint", () => {
		const html = deferStylesheets(page('<p class="faq">x</p>'), sheets);
		const head = html.slice(0, html.indexOf('</head>'));
		expect(head).not.toMatch(
			/<link rel="stylesheet" href="[^"]+">(?!<\/noscript>|<link rel="stylesheet" href="[^"]+"><\/noscript>)/,
		);
		expect(head).toContain(
			'<link rel="stylesheet" href="/_astro/a.css" media="print" disabled data-deferred-css>' +
				'<link rel="stylesheet" href="/_astro/b.css" media="print" disabled data-deferred-css>' +
				'<noscript><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"></noscript>' +
				`<script>${DEFERRED_CSS_SCRIPT}</script>`,
		);
		const critical = /<style data-critical-css>(.*?)<\/style>/.exec(head)?.[1] ?? '';
		expect(critical).toContain('.site-header[data-astro-cid-h]');
		expect(critical).toContain('.faq{margin:0}');
		// The footer is in the first viewport of a short page.
		expect(critical).toContain('.site-footer');
		expect(critical).not.toContain('.is-enhanced');
		expect(html.slice(html.indexOf('</head>'))).toBe(
			page('<p class="faq">x</p>').slice(page('<p class="faq">x</p>').indexOf('</head>')),
		);
	});

	it('leaves out what comes after the first viewport of a long page', () => {
		const long = page(`<p>${'x'.repeat(FIRST_VIEWPORT_WEIGHT)}</p>`);
		const critical = /<style data-critical-css>(.*?)<\/style>/.exec(
			deferStylesheets(long, sheets),
		)?.[1];
		expect(critical).toContain('.site-header');
		expect(critical).not.toContain('.site-footer');
	});

	it("inlines only the custom properties its rules or inline styles read, never the full sheets' own", () => {
		const tokenSheet =
			`:root{--unread:1px;--read:var(--deep);--deep:red;--styled:blue;--inlined:0;--banner:0;${SHEETS_APPLIED_PROPERTY}:visible}` +
			'@media (prefers-reduced-motion:reduce){:root{--unread-too:0s}}' +
			`.faq{color:var(--read)}.blocks__item~*{content-visibility:var(${SHEETS_APPLIED_PROPERTY},hidden)}`;
		const critical = /<style data-critical-css>(.*?)<\/style>/.exec(
			deferStylesheets(
				page('<p class="faq blocks__item" style="color: var(--styled)">x</p>')
					.replace('</head>', '<style>.inlined{margin:var(--inlined)}</style></head>')
					.replace('<main>', '<link rel="preload" as="style" href="/_astro/banner.css"><main>'),
				(href) =>
					href === '/_astro/a.css'
						? parseSheet(tokenSheet)
						: parseSheet(
								href === '/_astro/banner.css' ? '@media print{.b{color:var(--banner)}}' : '',
							),
			),
		)?.[1];
		expect(critical).toBe(
			':root{--read:var(--deep);--deep:red;--styled:blue;--inlined:0;--banner:0}' +
				`.faq{color:var(--read)}.blocks__item~*{content-visibility:var(${SHEETS_APPLIED_PROPERTY},hidden)}`,
		);
	});

	it('keeps a page whose sheet cannot be read as it is, and one without build sheets', () => {
		const unknown = page('').replace('/_astro/b.css', '/_astro/missing.css');
		expect(deferStylesheets(unknown, sheets)).toBe(unknown);
		const plain = '<html><head></head><body><main></main></body></html>';
		expect(deferStylesheets(plain, sheets)).toBe(plain);
	});

	it('leaves a page that is deferred already as it is (the prerendered error page, rendered again)', () => {
		const once = deferStylesheets(page('<p class="faq">x</p>'), sheets);
		expect(deferStylesheets(once, sheets)).toBe(once);
	});

	it('cannot be made to close its <style> by a sheet', () => {
		const hostile = () => parseSheet('.site-header{content:"</style><script>alert(1)</script>"}');
		const html = deferStylesheets(page(''), (href) => (href === '/_astro/a.css' ? hostile() : []));
		expect(html).not.toContain('</style><script>alert');
		expect(html.match(/<\/style>/g)).toHaveLength(1);
	});

	it('uses an inline script the Content-Security-Policy allows', () => {
		expect(SITE_SCRIPT_HASHES).toContain(scriptHash(DEFERRED_CSS_SCRIPT));
	});
});

describe('deferStylesheetsInStream', () => {
	const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
	const streamOf = (parts: string[]) =>
		new ReadableStream<Uint8Array>({
			start(controller) {
				for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
				controller.close();
			},
		});

	it('rewrites a page that arrives in pieces, split inside a tag and inside a character', async () => {
		const html = page('<p class="faq">ä</p>' + 'y'.repeat(FIRST_VIEWPORT_WEIGHT * 2));
		const bytes = new TextEncoder().encode(html);
		const cut = html.indexOf('ä');
		const pieces = [
			bytes.slice(0, 30),
			bytes.slice(30, cut + 1),
			bytes.slice(cut + 1, cut + 2000),
			bytes.slice(cut + 2000),
		];
		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				for (const piece of pieces) controller.enqueue(piece);
				controller.close();
			},
		});
		expect(await read(deferStylesheetsInStream(stream, sheets, NO_SCRIPTS))).toBe(
			deferStylesheets(html, sheets),
		);
	});

	it('passes a page without <main> through whole', async () => {
		const html =
			'<html><head><link rel="stylesheet" href="/_astro/a.css"></head><body>x</body></html>';
		expect(
			await read(
				deferStylesheetsInStream(streamOf([html.slice(0, 10), html.slice(10)]), sheets, NO_SCRIPTS),
			),
		).toBe(deferStylesheets(html, sheets));
	});
});

describe('firstViewportEnd', () => {
	const filler = (weight: number) => 'x'.repeat(weight);

	it('weighs text and elements, not attribute values: an image with a long srcset is one element', () => {
		const picture = `<picture><source srcset="${'a.avif 320w, '.repeat(500)}"><img src="a.jpg" alt="${'b'.repeat(5000)}"></picture>`;
		const html = `<main>${picture}<p class="in">${filler(FIRST_VIEWPORT_WEIGHT - 5 * FIRST_VIEWPORT_TAG_WEIGHT)}</p><p class="out">x</p>`;
		const end = firstViewportEnd(html);
		expect(markupTokens(html.slice(0, end)).has('in')).toBe(true);
		expect(markupTokens(html.slice(0, end)).has('out')).toBe(false);
	});

	it("does not count an island's props, inline scripts, styles and icons, and waits for them to arrive", () => {
		const props = `<astro-island props="${'p'.repeat(40_000)}">`;
		const inline = `<script>${'s'.repeat(20_000)}</script><style>${'c'.repeat(5_000)}</style><svg class="icon"><path d="${'M1 1'.repeat(2_000)}"/></svg>`;
		const html = `<main>${props}${inline}<p class="late">${filler(FIRST_VIEWPORT_WEIGHT * 2)}`;
		expect(markupTokens(html.slice(0, firstViewportEnd(html))).has('late')).toBe(true);
		expect(firstViewportEnd(html)).toBeLessThan(html.length);
		// A custom element named like one is markup like any other.
		const custom = `<main><style-guide class="guide">${filler(FIRST_VIEWPORT_WEIGHT * 2)}</style-guide>`;
		expect(firstViewportEnd(custom)).toBeLessThan(custom.length);
		for (const cut of [30_000, html.indexOf('<script>') + 100, html.indexOf('<svg') + 20]) {
			expect(firstViewportEnd(html.slice(0, cut))).toBe(cut);
		}
	});

	it("does not count what a closed <details> holds, but its summary and an open one's content", () => {
		const menu = `<details class="menu"><summary class="menu__toggle">Menu</summary><ul>${'<li>entry</li>'.repeat(2_000)}</ul></details>`;
		const closed = `<main>${menu}<p class="after">${filler(FIRST_VIEWPORT_WEIGHT * 2)}`;
		expect(markupTokens(closed.slice(0, firstViewportEnd(closed))).has('after')).toBe(true);
		const open = closed.replace('<details class="menu">', '<details class="menu" open>');
		expect(markupTokens(open.slice(0, firstViewportEnd(open))).has('after')).toBe(false);
	});

	it('ends with the block after one that fills the screen, and waits for both to arrive', () => {
		const hero = `<div class="blocks__item"><section class="hero" ${FILLS_SCREEN_ATTRIBUTE}><section class="hero__inner"><img src="a.jpg"></section></section></div>`;
		const html = `<main><div class="blocks">${hero}<div class="blocks__item"><p class="next">x</p></div><div class="blocks__item"><p class="later">x</p></div></div></main>`;
		const tokens = markupTokens(html.slice(0, firstViewportEnd(html)));
		expect(tokens.has('hero__inner')).toBe(true);
		expect(tokens.has('next')).toBe(true);
		expect(tokens.has('later')).toBe(false);
		for (const cut of [html.indexOf('hero__inner'), html.indexOf('class="next"')]) {
			expect(firstViewportEnd(html.slice(0, cut))).toBe(cut);
		}
		// Marked inside a closed <details>, it fills no first screen.
		const hidden = `<main><details><summary>s</summary>${hero}</details><p class="after">x</p></main>`;
		expect(markupTokens(hidden.slice(0, firstViewportEnd(hidden))).has('after')).toBe(true);
	});

	it('ends within the first viewport of a long page, and at the end of a short one', () => {
		const long = `<main><p class="first">${filler(FIRST_VIEWPORT_WEIGHT)}</p><p class="next">x</p></main>`;
		expect(markupTokens(long.slice(0, firstViewportEnd(long))).has('next')).toBe(false);
		const short = '<main><p class="only">x</p></main><footer class="site-footer"></footer>';
		expect(firstViewportEnd(short)).toBe(short.length);
	});
});
