import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../src/lib/html/html-to-text.ts';
import {
	normaliseRichTextHtml,
	richTextLength,
} from '../../../src/islands/editor/rich-text/rich-text-html.ts';

describe('richTextLength', () => {
	it('counts the text a reader sees, not the markup', () => {
		expect(
			richTextLength('<p><strong>Hallo</strong> <a href="https://example.org">Welt</a></p>'),
		).toBe(10);
	});

	it('decodes entities to one character each', () => {
		expect(richTextLength('<p>a&amp;b&nbsp;c&#228;&#x00FC;</p>')).toBe(7);
	});

	it('counts one break between paragraphs and list items, none at the end', () => {
		expect(htmlToText('<p>ab</p><ol><li>c</li><li>d</li></ol>', 'count')).toBe('ab\nc\nd');
		expect(richTextLength('<p>ab</p><ol><li>c</li><li>d</li></ol>')).toBe(6);
	});

	it('counts an emoji as one character', () => {
		expect(richTextLength('<p>🎭</p>')).toBe(1);
	});

	it('is 0 for an empty editor', () => {
		expect(richTextLength('<p></p>')).toBe(0);
		expect(richTextLength('')).toBe(0);
	});
});

describe('normaliseRichTextHtml', () => {
	it('stores an empty editor as an empty string', () => {
		expect(normaliseRichTextHtml('<p></p>')).toBe('');
		expect(normaliseRichTextHtml('<p>&nbsp;</p><p></p>')).toBe('');
	});

	it('turns the non-breaking spaces Quill writes for every space back into spaces', () => {
		expect(normaliseRichTextHtml('<p>Guten&nbsp;Tag&nbsp;&nbsp;&nbsp;x</p>')).toBe(
			'<p>Guten Tag &nbsp;&nbsp;x</p>',
		);
	});

	it('drops empty paragraphs at the end but keeps those between texts', () => {
		expect(normaliseRichTextHtml('<p>a</p><p></p><p>b</p><p></p><p><br></p>')).toBe(
			'<p>a</p><p></p><p>b</p>',
		);
	});
});
