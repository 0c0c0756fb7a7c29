import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../src/lib/html/html-to-text.ts';

const PROGRAMME =
	'<h2>Programm</h2><p>Händel&nbsp;&amp; <em>Telemann</em><br>im&#x20;<a href="/x">Festsaal</a>.</p>' +
	'<ul><li>Sekt</li><li>Brezeln</li></ul><script>alert("x")</script><p>  Ende  </p>';

describe('htmlToText', () => {
	it('reads rich text as one line for the search index', () => {
		expect(htmlToText(PROGRAMME)).toBe(
			'Programm Händel & Telemann im Festsaal . Sekt Brezeln Ende',
		);
	});

	it('keeps paragraphs and list items as lines for structured data and calendars', () => {
		expect(htmlToText(PROGRAMME, 'paragraphs')).toBe(
			'Programm\n\nHändel & Telemann\nim Festsaal.\n\n– Sekt\n– Brezeln\n\nEnde',
		);
		expect(htmlToText('<p> </p>', 'paragraphs')).toBe('');
	});

	it('counts one break per block end and keeps spaces for the editor', () => {
		expect(htmlToText('<p>ab</p><ol><li>c</li><li>d</li></ol>', 'count')).toBe('ab\nc\nd');
		expect(htmlToText('<p> a </p>', 'count')).toBe(' a ');
	});

	it('decodes every HTML5 named, decimal and hex reference the same way in each layout', () => {
		const html =
			'<p>&bdquo;Tosca&ldquo; &ndash; 20&nbsp;&euro; &hellip; &#228;&#x00FC;&frac12;</p>';
		for (const layout of ['line', 'paragraphs', 'count'] as const) {
			expect(htmlToText(html, layout)).toBe('„Tosca“ – 20 € … äü½');
		}
	});

	it('drops soft hyphens, keeps text that only looks like a reference', () => {
		expect(htmlToText('<p>Kammer&shy;musik &amp &unknown; AT&T</p>')).toBe(
			'Kammermusik &amp &unknown; AT&T',
		);
	});

	it('does not turn decoded brackets into tags', () => {
		expect(htmlToText('<p>&lt;b&gt;bold&lt;/b&gt;</p>')).toBe('<b>bold</b>');
	});

	// Each of these took minutes with the old patterns (every '<' rescanned to the end): a save of
	// such text would hold the back end's only thread while indexing it.
	it('reads hostile runs of brackets and unclosed scripts in one pass, in every layout', () => {
		const brackets = `${'<'.repeat(400_000)}x`;
		const openers = `<p>Ende</p>${'<script <li <a '.repeat(100_000)}`;
		for (const layout of ['line', 'paragraphs', 'count'] as const) {
			expect(htmlToText(brackets, layout).replace(/\s+/g, '')).toBe(brackets);
			expect(htmlToText(openers, layout).trim()).toBe('Ende');
		}
	});
});
