import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import ReactQuill, { type Quill } from 'react-quill-new';
import quillCss from 'react-quill-new/dist/quill.snow.css?url';
import type { EditorApi } from '../editor-api-types.ts';
import { useFormContext } from '../forms/form-context.ts';
import type { FormLabels } from '../forms/labels.ts';
import {
	EditorLink,
	linkParts,
	registerEditorFormats,
	RICH_TEXT_FORMATS,
	type EditorLinkValue,
} from './quill-formats.ts';
import { LinkDialog, type LinkDraft } from './LinkDialog.tsx';
import { normaliseRichTextHtml, richTextLength } from './rich-text-html.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { loadStylesheets } from '../../lazy-stylesheets.ts';
import richTextCss from './rich-text.css?url';

// Quill's theme, then ours over it; linked with the lazy rich-text chunk, never on visitor pages.
await loadStylesheets([quillCss, richTextCss]);

registerEditorFormats();

type Props = {
	/** Id of the editable area (the field's input id, so errors can focus it). */
	id: string;
	/** The field path ('content', 'items.0.answer'). */
	name: string;
	labelId: string;
	describedBy?: string | undefined;
	invalid: boolean;
	/** The stored HTML when the form opened; later changes of the prop are not pushed into Quill. */
	value: string;
	onChange: (html: string) => void;
	labels: FormLabels;
	/** Plain-text limit with a live counter (full teaser: 3000). */
	maxPlain?: number | undefined;
};

type OpenLink = LinkDraft & { index: number; length: number };

/** Where the link dialog acts: the selection, or the whole link the cursor stands in. */
function linkTarget(quill: Quill): OpenLink {
	const range = quill.getSelection(true);
	const current = quill.getFormat(range)['link'] as EditorLinkValue | undefined;
	let { index, length } = range;
	if (length === 0) {
		const [blot, offset] = quill.scroll.descendant(EditorLink, index);
		if (blot) {
			index -= offset;
			length = blot.length();
		}
	}
	const { href, newWindow } = current ? linkParts(current) : { href: '', newWindow: false };
	return { index, length, href, newWindow, needsText: length === 0, isLink: current !== undefined };
}

/**
 * Rich text with Quill 2 (SPEC §5): bold, italic, links, bulleted and numbered lists, alignment,
 * undo and redo; nothing else survives pasting. Links get https by default and open in a new
 * window only when chosen. Reports normalised HTML ('' when empty) on every edit by the editor.
 */
export default function RichTextField({
	id,
	name,
	labelId,
	describedBy,
	invalid,
	value,
	onChange,
	labels,
	maxPlain,
}: Props) {
	const { api } = useFormContext();
	const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
	const [length, setLength] = useState(() => richTextLength(value));
	const [link, setLink] = useState<OpenLink | null>(null);
	const quillRef = useRef<ReactQuill>(null);
	const initial = useRef(value);
	const openLink = useRef<() => void>(() => {});
	openLink.current = () => {
		const quill = quillRef.current?.getEditor();
		if (quill) setLink(linkTarget(quill));
	};

	const modules = useMemo(
		() =>
			toolbar && {
				history: { delay: 800, maxStack: 200, userOnly: true },
				toolbar: {
					container: toolbar,
					handlers: {
						link: () => openLink.current(),
						undo(this: { quill: Quill }) {
							this.quill.history.undo();
						},
						redo(this: { quill: Quill }) {
							this.quill.history.redo();
						},
					},
				},
			},
		[toolbar],
	);

	// The editable area is Quill's: give it the field's id, name and error state.
	useEffect(() => {
		const root = quillRef.current?.getEditor().root;
		if (!root) return;
		root.id = id;
		root.dataset['name'] = name;
		root.setAttribute('role', 'textbox');
		root.setAttribute('aria-multiline', 'true');
		root.setAttribute('aria-labelledby', labelId);
		root.setAttribute('aria-invalid', String(invalid));
		if (describedBy) root.setAttribute('aria-describedby', describedBy);
		else root.removeAttribute('aria-describedby');
	}, [modules, id, name, labelId, describedBy, invalid]);

	const close = () => {
		setLink(null);
		quillRef.current?.getEditor().focus();
	};
	const apply = (quill: Quill, target: OpenLink, format: EditorLinkValue | false, text: string) => {
		if (target.needsText && format) {
			quill.insertText(target.index, text, 'link', format, 'user');
			quill.setSelection(target.index + text.length, 0, 'user');
		} else quill.formatText(target.index, target.length, 'link', format, 'user');
	};

	return (
		<div
			className={`editor-form-rich${invalid ? ' editor-form-rich--invalid' : ''}`}
			data-testid={`rich-text-${name}`}
		>
			<RichTextToolbar labels={labels.richText} toolbarRef={setToolbar} />
			{modules && (
				<ReactQuill
					ref={quillRef}
					theme="snow"
					defaultValue={initial.current}
					modules={modules}
					formats={RICH_TEXT_FORMATS}
					onChange={(html, _delta, source) => {
						if (source !== 'user') return;
						const clean = normaliseRichTextHtml(html);
						setLength(richTextLength(clean));
						onChange(clean);
					}}
				/>
			)}
			{maxPlain !== undefined && (
				<p
					className={`editor-form-counter${length > maxPlain ? ' editor-form-counter--over' : ''}`}
					aria-live="polite"
				>
					{length} / {maxPlain} {labels.ui.characters}
				</p>
			)}
			{link && (
				<LinkDialogFor
					api={api}
					labels={labels}
					target={link}
					onClose={close}
					apply={apply}
					quillRef={quillRef}
				/>
			)}
		</div>
	);
}

type DialogProps = {
	api: EditorApi;
	labels: FormLabels;
	target: OpenLink;
	quillRef: RefObject<ReactQuill | null>;
	apply: (quill: Quill, target: OpenLink, format: EditorLinkValue | false, text: string) => void;
	onClose: () => void;
};

/** The link dialog bound to one place in the text. */
function LinkDialogFor({ api, labels, target, quillRef, apply, onClose }: DialogProps) {
	const run = (format: EditorLinkValue | false, text = '') => {
		const quill = quillRef.current?.getEditor();
		if (quill) apply(quill, target, format, text);
		onClose();
	};
	return (
		<LinkDialog
			draft={target}
			labels={labels}
			api={api}
			onClose={onClose}
			onRemove={() => run(false)}
			onApply={({ href, newWindow, text }) => run(newWindow ? { href, newWindow } : href, text)}
		/>
	);
}
