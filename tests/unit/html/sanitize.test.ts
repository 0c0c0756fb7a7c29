import { describe, expect, it } from 'vitest';
import { sanitizeEmbedHtml, sanitizeRichText } from '../../../src/lib/html/sanitize.ts';

describe('sanitizeRichText', () => {
	it.each([
		['<p>Plain <strong>bold</strong> and <em>italic</em></p>'],
		['<p class="ql-align-center">Centred</p><p class="ql-align-right">Right</p>'],
		['<p class="ql-align-justify">Justified<br>next line</p><p><br></p>'],
		[
			'<ol><li data-list="bullet">One</li><li data-list="ordered" class="ql-align-center">Two</li></ol>',
		],
		['<ul><li>Plain list</li></ul>'],
		['<p><a href="https://example.org/a?b=1&amp;c=2">web</a> <a href="/de/events">site</a></p>'],
		[
			'<p><a href="#tickets">anchor</a> <a href="mailto:info@example.org">mail</a> <a href="tel:+49301234">call</a></p>',
		],
		[
			'<p><a href="https://example.org" rel="noopener noreferrer" target="_blank">new window</a></p>',
		],
	])('keeps what the editor writes: %s', (html) => {
		expect(sanitizeRichText(html)).toBe(html);
	});

	it('maps <b> and <i> to <strong> and <em>', () => {
		expect(sanitizeRichText('<p><b>B</b><i>I</i></p>')).toBe('<p><strong>B</strong><em>I</em></p>');
	});

	it('drops scripts and styles with their text, and images with handlers', () => {
		expect(
			sanitizeRichText(
				'<p>Hi<script>alert(1)</script><style>p{color:red}</style><img src="x" onerror="alert(1)"></p>',
			),
		).toBe('<p>Hi</p>');
	});

	it('removes javascript:, protocol-relative and bare relative links but keeps their text', () => {
		expect(
			sanitizeRichText(
				'<p><a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="//evil.example">c</a><a href="page">d</a></p>',
			),
		).toBe('<p>abcd</p>');
	});

	it('forces rel on target=_blank and drops other targets', () => {
		expect(sanitizeRichText('<p><a href="https://x.org" target="_blank">x</a></p>')).toBe(
			'<p><a href="https://x.org" rel="noopener noreferrer" target="_blank">x</a></p>',
		);
		expect(
			sanitizeRichText('<p><a href="https://x.org" target="_top" rel="opener">x</a></p>'),
		).toBe('<p><a href="https://x.org">x</a></p>');
	});

	it('keeps only alignment classes and Quill list values; no styles or handlers', () => {
		expect(
			sanitizeRichText(
				'<p class="ql-align-center evil" style="color:red" onclick="x()">a</p><ol><li data-list="evil" class="ql-indent-1">b</li></ol>',
			),
		).toBe('<p class="ql-align-center">a</p><ol><li>b</li></ol>');
	});

	it('unwraps markup the editor cannot make', () => {
		expect(
			sanitizeRichText(
				'<h1>Title</h1><div><p>x<iframe src="https://www.youtube.com/embed/a"></iframe></p></div>',
			),
		).toBe('Title<p>x</p>');
	});
});

describe('sanitizeEmbedHtml', () => {
	it('keeps allowlisted iframes and structure with class and id', () => {
		const html =
			'<div class="embed" id="video"><iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" title="Film" allow="autoplay" allowfullscreen></iframe></div>';
		expect(sanitizeEmbedHtml(html)).toBe(html);
	});

	it('removes iframes from other hosts or over http', () => {
		expect(
			sanitizeEmbedHtml(
				'<p>a</p><iframe src="https://evil.example/x">fallback</iframe><iframe src="http://www.youtube.com/embed/a"></iframe><iframe src="javascript:alert(1)"></iframe>',
			),
		).toBe('<p>a</p>');
	});

	it('never keeps scripts, styles, objects, forms or handlers', () => {
		expect(
			sanitizeEmbedHtml(
				'<script>alert(1)</script><style>*{}</style><object data="x"></object><embed src="x"><form action="/x"><input name="a"></form><span onmouseover="x()" style="color:red">t</span>',
			),
		).toBe('<span>t</span>');
	});

	it('drops javascript: and data: links and non-raster data images', () => {
		expect(
			sanitizeEmbedHtml(
				'<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><img src="x.png" onerror="alert(1)" alt="a"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="s"><img src="data:image/png;base64,iVBORw0KGgo=" alt="p">',
			),
		).toBe('jd<img src="x.png" alt="a"><img src="data:image/png;base64,iVBORw0KGgo=" alt="p">');
	});

	it('keeps tables, headings h2–h6 and figures', () => {
		const html =
			'<h2>T</h2><h6>S</h6><figure><img src="https://example.org/a.jpg" alt="A"><figcaption>C</figcaption></figure><table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table><blockquote>Q</blockquote><hr>';
		expect(sanitizeEmbedHtml(html)).toBe(html);
	});
});
