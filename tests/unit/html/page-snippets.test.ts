import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { sanitizeEmbedHtml, sanitizeRichText } from '../../../src/lib/html/sanitize.ts';
import { sanitizeErrorPageHtml, sanitizeFooterHtml } from '../../../src/lib/html/page-snippets.ts';
import { isSafeLinkTarget } from '../../../src/lib/links/safe-link.ts';
import { sanitizeErrorPageCss } from '../../../src/lib/html/sanitize-css.ts';

/** Stored-XSS payloads of the review (issue 19): none may leave anything executable behind. */
const PAYLOADS = [
	'<script>alert(1)</script>',
	'<img src="/x.png" onerror="alert(1)">',
	'<img src=x onerror=alert(1)>',
	'<svg onload="alert(1)"><circle r="1"/></svg>',
	'<a href="javascript:alert(1)">a</a>',
	'<a href="JaVaScRiPt:alert(1)">a</a>',
	'<a href="&#106;avascript:alert(1)">a</a>',
	'<a href="&#x6A;avascript&colon;alert(1)">a</a>',
	'<a href="   javascript:alert(1)">a</a>',
	'<a href="\tjava\tscript:alert(1)">a</a>',
	'<a href=" javascript:alert(1)">a</a>',
	'<a href="data:text/html,<script>alert(1)</script>">a</a>',
	'<iframe srcdoc="<script>alert(1)</script>"></iframe>',
	'<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>',
	'<iframe src="javascript:alert(1)"></iframe>',
	'<style>body{background:url(javascript:alert(1))}</style>',
	'<p style="width:expression(alert(1))">x</p>',
	'<div style="background:url(javascript:alert(1))">x</div>',
	'<form action="javascript:alert(1)"><button>go</button></form>',
	'<base href="https://evil.example/">',
	'<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
	'<object data="javascript:alert(1)"></object>',
	'<embed src="javascript:alert(1)">',
	'<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
	'<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
	'<img src="data:text/html;base64,PHNjcmlwdD4=">',
	'<a href="//evil.example/">a</a>',
	'<link rel="stylesheet" href="https://evil.example/x.css">',
];

const DANGEROUS_TAGS =
	/^(?:script|style|form|base|meta|object|embed|link|svg|math|noscript|template|frame)$/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'poster', 'xlink:href'];
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);/i;

/**
 * What a browser would find in `html` that can run script or take the page elsewhere: every
 * element and attribute as the HTML parser reads them (entities decoded), seen through
 * sanitize-html's parser before it filters anything.
 */
function executableParts(html: string): string[] {
	const found: string[] = [];
	sanitizeHtml(html, {
		allowedTags: false,
		allowedAttributes: false,
		allowVulnerableTags: true,
		transformTags: {
			'*': (tagName, attribs) => {
				if (DANGEROUS_TAGS.test(tagName)) found.push(`<${tagName}>`);
				for (const [name, value] of Object.entries(attribs)) {
					if (/^on/i.test(name) || ['srcdoc', 'style', 'http-equiv'].includes(name)) {
						found.push(`${tagName} ${name}`);
					}
					const safe = isSafeLinkTarget(value) || (name === 'src' && DATA_IMAGE.test(value));
					if (URL_ATTRIBUTES.includes(name) && !safe) found.push(`${tagName} ${name}=${value}`);
				}
				return { tagName, attribs };
			},
		},
	});
	return found;
}

const sanitisers = {
	sanitizeRichText,
	sanitizeEmbedHtml,
	sanitizeFooterHtml,
	sanitizeErrorPageHtml,
};

describe('back-end HTML → safe HTML', () => {
	it('the check itself finds every payload unsanitised', () => {
		for (const payload of PAYLOADS) expect(executableParts(payload), payload).not.toEqual([]);
	});

	for (const [name, sanitise] of Object.entries(sanitisers)) {
		it(`${name} leaves nothing executable of the stored-XSS payloads`, () => {
			for (const payload of PAYLOADS) {
				const clean = sanitise(payload);
				expect(executableParts(clean), `${payload} → ${clean}`).toEqual([]);
				expect(sanitise(clean), payload).toBe(clean);
			}
		});
	}

	it('keeps the footer snippets of the demo content as they are', () => {
		const top =
			'<div class="footer-newsletter"><p><strong>Post</strong> – monatlich. <a href="/de/formular/newsletter">Newsletter abonnieren</a></p><p lang="en"><strong>News</strong> <a href="/en/form/newsletter">Subscribe</a></p></div>';
		expect(sanitizeFooterHtml(top)).toBe(top);
		const logos =
			'<ul class="footer-logos"><li><a href="https://partner.example/" rel="noopener noreferrer" target="_blank"><img src="/media/logo.png" alt="Partner" width="120" height="40" loading="lazy"></a></li></ul>';
		expect(sanitizeFooterHtml(logos)).toBe(logos);
	});

	it('sanitises an edited footer snippet anew (kept by its whole text)', () => {
		const safe = '<p><a href="/de/a">a</a></p>';
		const edited = '<p><a href="javascript:1">a</a></p>';
		expect(sanitizeFooterHtml(safe)).toBe(safe);
		expect(executableParts(sanitizeFooterHtml(edited))).toEqual([]);
		expect(sanitizeFooterHtml(safe)).toBe(safe);
	});

	it('keeps an error page body with its landmarks, heading and languages', () => {
		const body =
			'<section class="error-404" lang="de"><p class="code" aria-hidden="true">404</p><h1>Hier ist gerade Pause.</h1><p>Weg. <span lang="en">Gone.</span></p><div class="links"><a href="/de/events">Zum Programm</a><a href="/en" lang="en">English home page</a></div></section>';
		expect(sanitizeErrorPageHtml(body)).toBe(body);
	});
});

describe('sanitizeErrorPageCss', () => {
	it('keeps an ordinary stylesheet', () => {
		const css =
			'.error-404{max-width:40rem;margin:0 auto;color:#e4003a}.error-404 .links a:hover{background:#111}@media (min-width:48em){.error-404{padding:4rem}}.hero{background:url("/media/a.jpg")}';
		expect(sanitizeErrorPageCss(css)).toBe(css);
	});

	it('cannot close its <style> element', () => {
		for (const css of [
			'</style><script>alert(1)</script>',
			'a{content:"</style><script>alert(1)</script>"}',
			'a{color:red}</STYLE ><img src=x onerror=alert(1)>',
			'/* </style><script>alert(1)</script> */ a{color:red}',
		]) {
			expect(sanitizeErrorPageCss(css), css).not.toMatch(/<\/?(?:style|script|img)/i);
		}
	});

	it('drops script URLs, expressions, behaviours, imports and escapes', () => {
		const css = [
			'a{width:expression(alert(1))}',
			'b{background:url(javascript:alert(1))}',
			"c{background:url('JAVASCRIPT:alert(1)')}",
			'd{behavior:url(x.htc)}',
			'e{-moz-binding:url(https://evil.example/x.xml#x)}',
			'f{background:url(\\6a avascript:alert(1))}',
			'g{background:url(//evil.example/track)}',
			'h{background:url(data:text/html,x)}',
			'i{background:image-set("javascript:alert(1)" 1x)}',
			'@import url(https://evil.example/x.css);',
			'@charset "utf-8";',
			'k{color:blue}',
		].join('');
		expect(sanitizeErrorPageCss(css)).toBe('a{}b{}c{}d{}e{}f{}g{}h{}i{}k{color:blue}');
	});
});
