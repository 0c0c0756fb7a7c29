import { Quill } from 'react-quill-new';
import type Link from 'quill/formats/link.js';

/** The only formats the editor keeps (SPEC §5): pasted headings, images, colours are dropped. */
export const RICH_TEXT_FORMATS = ['bold', 'italic', 'link', 'list', 'align'];

/** A link's format value: its address, and whether the editor chose 'open in new window'. */
export type EditorLinkValue = string | { href: string; newWindow: boolean };

/** The parts of a link format value. */
export function linkParts(value: EditorLinkValue): { href: string; newWindow: boolean } {
	return typeof value === 'string' ? { href: value, newWindow: false } : value;
}

function applyTarget(node: Element, newWindow: boolean): void {
	if (newWindow) {
		node.setAttribute('target', '_blank');
		node.setAttribute('rel', 'noopener noreferrer');
	} else {
		node.removeAttribute('target');
		node.removeAttribute('rel');
	}
}

const BaseLink = Quill.import('formats/link') as typeof Link;

/**
 * Quill 2's Link always sets target=_blank; this one opens a new window only when the editor ticked
 * 'Open in new window' (SPEC §5). Its value is the href, or { href, newWindow: true }.
 */
export class EditorLink extends BaseLink {
	static override create(value: string): HTMLElement {
		const { href, newWindow } = linkParts(value);
		const node = super.create(href);
		applyTarget(node, newWindow);
		return node;
	}

	static override formats(node: HTMLElement): string | null {
		const href = node.getAttribute('href');
		if (href === null || node.getAttribute('target') !== '_blank') return href;
		// Quill passes format values through untouched; the object marks the new-window choice.
		return { href, newWindow: true } as unknown as string;
	}

	override format(name: string, value: unknown): void {
		if (name !== EditorLink.blotName || !value) {
			super.format(name, value);
			return;
		}
		const { href, newWindow } = linkParts(value as EditorLinkValue);
		this.domNode.setAttribute('href', EditorLink.sanitize(href));
		applyTarget(this.domNode, newWindow);
	}
}

let registered = false;

/** Registers the editor's link format and an alignment limited to left, center and right, once. */
export function registerEditorFormats(): void {
	if (registered) return;
	registered = true;
	const { ClassAttributor, Scope } = Quill.import('parchment');
	Quill.register(
		{
			'formats/link': EditorLink,
			'formats/align': new ClassAttributor('align', 'ql-align', {
				scope: Scope.BLOCK,
				whitelist: ['center', 'right'],
			}),
		},
		true,
	);
}
