import { decode } from 'html-entities';

/** How the block structure of the HTML shows in the text. */
export type TextLayout =
	/** One line: every tag a space, whitespace collapsed (search index, short descriptions). */
	| 'line'
	/**
	 * Paragraphs apart by a blank line, `<br>` a line break, list items '– ', inline tags joined
	 * to their neighbours ('<strong>30</strong>.' → '30.'), spaces collapsed per line (structured
	 * data, calendar files).
	 */
	| 'paragraphs'
	/**
	 * What a reader of the editor counts: tags removed, one line break per `<br>` and block end,
	 * spaces kept, no leading or trailing breaks.
	 */
	| 'count';

const SCRIPT_OPENERS = /<(script|style)\b/gi;
// No '<' inside a tag: a run of '<' without '>' would otherwise be rescanned to its end from each
// one (200,000 of them took 25 s).
const TAGS = /<[^<>]*>/g;
const INLINE_TAGS = /<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^<>]*>/gi;

/**
 * Character references decoded (every HTML5 name, decimal and hex; only with their ';', as the
 * sanitiser writes them), a no-break space read as a space and a soft hyphen dropped.
 */
function decodeText(text: string): string {
	return decode(text, { level: 'html5', scope: 'strict' })
		.replace(/\u00a0/g, ' ')
		.replace(/\u00ad/g, '');
}

/**
 * `html` without its script and style elements (each a space; an unclosed one takes the rest),
 * in one pass: every search starts where the last one ended.
 */
function withoutScripts(html: string): string {
	const lower = html.toLowerCase();
	let text = '';
	let from = 0;
	SCRIPT_OPENERS.lastIndex = 0;
	for (let open = SCRIPT_OPENERS.exec(html); open; open = SCRIPT_OPENERS.exec(html)) {
		text += `${html.slice(from, open.index)} `;
		const closer = lower.indexOf(`</${open[1]!.toLowerCase()}`, SCRIPT_OPENERS.lastIndex);
		const end = closer === -1 ? -1 : lower.indexOf('>', closer);
		from = end === -1 ? html.length : end + 1;
		SCRIPT_OPENERS.lastIndex = from;
	}
	return text + html.slice(from);
}

/** Rich text (the editor's sanitised HTML) as plain text, scripts and styles dropped. */
export function htmlToText(html: string, layout: TextLayout = 'line'): string {
	const code = withoutScripts(html);
	if (layout === 'line') return decodeText(code.replace(TAGS, ' ')).replace(/\s+/g, ' ').trim();
	if (layout === 'count') {
		const text = code
			.replace(/<br\s*\/?>/gi, '\n')
			.replace(/<\/(?:p|li|h[1-6]|div|blockquote)>/gi, '\n')
			.replace(TAGS, '');
		return decodeText(text).replace(/\n+$/, '').replace(/^\n+/, '');
	}
	const text = code
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<\/(p|div|h[1-6]|blockquote|ul|ol|section|article)\s*>/gi, '\n\n')
		.replace(/<li\b[^<>]*>/gi, '\n– ')
		.replace(INLINE_TAGS, '')
		.replace(TAGS, ' ');
	return decodeText(text)
		.split('\n')
		.map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}
