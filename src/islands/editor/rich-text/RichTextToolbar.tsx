import type { FormLabels } from '../forms/labels.ts';

type Props = {
	labels: FormLabels['richText'];
	/** Receives the toolbar element; Quill attaches its handlers to the ql-* buttons in it. */
	toolbarRef(element: HTMLDivElement | null): void;
};

// Quill's snow theme fills the ql-* buttons with its icons; undo and redo have none, so these.
const UNDO = (
	<svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
		<path className="ql-stroke" d="M5 7H11a4 4 0 0 1 0 8H7M5 7l3-3M5 7l3 3" fill="none" />
	</svg>
);
const REDO = (
	<svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
		<path className="ql-stroke" d="M13 7H7a4 4 0 0 0 0 8h4M13 7l-3-3M13 7l-3 3" fill="none" />
	</svg>
);

/**
 * The rich-text toolbar (SPEC §5): bold, italic, link, bulleted and numbered list, alignment left,
 * center and right, undo and redo. Each button has a name in the editor's language.
 */
export function RichTextToolbar({ labels, toolbarRef }: Props) {
	return (
		<div
			ref={toolbarRef}
			role="toolbar"
			aria-label={labels.toolbar}
			className="editor-form-rich-toolbar"
		>
			<span className="ql-formats">
				<button type="button" className="ql-bold" aria-label={labels.bold} title={labels.bold} />
				<button
					type="button"
					className="ql-italic"
					aria-label={labels.italic}
					title={labels.italic}
				/>
				<button type="button" className="ql-link" aria-label={labels.link} title={labels.link} />
			</span>
			<span className="ql-formats">
				<button
					type="button"
					className="ql-list"
					value="bullet"
					aria-label={labels.bullet}
					title={labels.bullet}
				/>
				<button
					type="button"
					className="ql-list"
					value="ordered"
					aria-label={labels.ordered}
					title={labels.ordered}
				/>
			</span>
			<span className="ql-formats">
				<button
					type="button"
					className="ql-align"
					value=""
					aria-label={labels.alignLeft}
					title={labels.alignLeft}
				/>
				<button
					type="button"
					className="ql-align"
					value="center"
					aria-label={labels.alignCenter}
					title={labels.alignCenter}
				/>
				<button
					type="button"
					className="ql-align"
					value="right"
					aria-label={labels.alignRight}
					title={labels.alignRight}
				/>
			</span>
			<span className="ql-formats">
				<button type="button" className="ql-undo" aria-label={labels.undo} title={labels.undo}>
					{UNDO}
				</button>
				<button type="button" className="ql-redo" aria-label={labels.redo} title={labels.redo}>
					{REDO}
				</button>
			</span>
		</div>
	);
}
