import type { ReactNode } from 'react';
import type { FormLabels } from '../forms/labels.ts';

type Props = {
	labels: FormLabels['richText'];
	/** Receives the toolbar element; Quill attaches its handlers to the ql-* buttons in it. */
	toolbarRef: (element: HTMLDivElement | null) => void;
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

/** One Quill toolbar button: Quill finds it by `ql-{format}` and applies `value` when given. */
function ToolButton({
	format,
	value,
	label,
	children,
}: {
	format: string;
	value?: string;
	label: string;
	children?: ReactNode;
}) {
	return (
		<button type="button" className={`ql-${format}`} value={value} aria-label={label} title={label}>
			{children}
		</button>
	);
}

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
				<ToolButton format="bold" label={labels.bold} />
				<ToolButton format="italic" label={labels.italic} />
				<ToolButton format="link" label={labels.link} />
			</span>
			<span className="ql-formats">
				<ToolButton format="list" value="bullet" label={labels.bullet} />
				<ToolButton format="list" value="ordered" label={labels.ordered} />
			</span>
			<span className="ql-formats">
				<ToolButton format="align" value="" label={labels.alignLeft} />
				<ToolButton format="align" value="center" label={labels.alignCenter} />
				<ToolButton format="align" value="right" label={labels.alignRight} />
			</span>
			<span className="ql-formats">
				<ToolButton format="undo" label={labels.undo}>
					{UNDO}
				</ToolButton>
				<ToolButton format="redo" label={labels.redo}>
					{REDO}
				</ToolButton>
			</span>
		</div>
	);
}
