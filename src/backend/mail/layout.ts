import type { Locale } from '../../lib/contract/common.ts';
import { escapeHtml } from '../auth/account-page.ts';

/**
 * What a mail says, independent of its format: a subject, paragraphs, an optional table of label
 * and value (e.g. a form entry) and an optional button link. Every text is plain text: the layout
 * escapes it for HTML, so nothing a visitor typed can become markup.
 */
export type MailContent = {
	subject: string;
	paragraphs: readonly string[];
	facts?: readonly (readonly [label: string, value: string])[];
	action?: { label: string; href: string };
	/** Closing lines (signature) and the small print under a rule. */
	closing: readonly string[];
	footer: string;
};

/** A mail as the outbox stores it. */
export type RenderedMail = { subject: string; text: string; html: string };

// Headers are one line: a subject built from editor or visitor text must not carry line breaks
// (nodemailer encodes them, but a folded subject would still read wrong).
const oneLine = (text: string): string => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

const indent = (value: string): string => value.replace(/\r\n?/g, '\n').replace(/\n/g, '\n    ');

/** The plain text part: paragraphs, the facts as "label: value" lines, the link, the closing. */
function renderText(content: MailContent): string {
	const blocks: string[] = [...content.paragraphs];
	if (content.facts?.length) {
		blocks.push(
			content.facts.map(([label, value]) => `${label}:\n    ${indent(value)}`).join('\n'),
		);
	}
	if (content.action) blocks.push(`${content.action.label}:\n${content.action.href}`);
	blocks.push(content.closing.join('\n'), `-- \n${content.footer}`);
	return `${blocks.join('\n\n')}\n`;
}

const paragraph = (text: string): string =>
	`<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/** The HTML part: one simple column with inline styles (mail clients drop style sheets). */
function renderHtml(content: MailContent, locale: Locale): string {
	const facts = content.facts?.length
		? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${content.facts
				.map(
					([label, value]) =>
						`<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;border-bottom:1px solid #ddd;font-weight:600">${escapeHtml(label)}</th><td style="padding:6px 0;border-bottom:1px solid #ddd;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
				)
				.join('')}</table>`
		: '';
	const action = content.action
		? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:10px 20px;background:#1a1a1a;color:#fff;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
		: '';
	return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:24px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1a1a1a;background:#fff">
<div style="max-width:600px;margin:0 auto">
${content.paragraphs.map(paragraph).join('\n')}
${facts}${action}${paragraph(content.closing.join('\n'))}
<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px">
<p style="margin:0;font-size:13px;color:#555">${escapeHtml(content.footer)}</p>
</div></body></html>
`;
}

/** The mail's subject on one line, its plain-text and its HTML part. */
export function renderMail(content: MailContent, locale: Locale): RenderedMail {
	return {
		subject: oneLine(content.subject).slice(0, 250),
		text: renderText(content),
		html: renderHtml(content, locale),
	};
}
