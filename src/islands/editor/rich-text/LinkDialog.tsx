import { useId, useState } from 'react';
import type { EditorApi } from '../editor-api-types.ts';
import { FinderDialog } from '../finders/FinderDialog.tsx';
import { LinkFinder } from '../finders/LinkFinder.tsx';
import type { FormLabels } from '../forms/labels.ts';
import { normaliseLink } from '../forms/link-normalise.ts';

/** The link being edited: its address, the new-window choice, and whether text must be typed. */
export type LinkDraft = { href: string; newWindow: boolean; needsText: boolean; isLink: boolean };

type Props = {
	draft: LinkDraft;
	labels: FormLabels;
	api: EditorApi;
	onApply: (link: { href: string; newWindow: boolean; text: string }) => void;
	onRemove: () => void;
	onClose: () => void;
};

/**
 * The rich-text link dialog: the address (typed, https by default, or found with the link
 * finder), 'Open in new window' (off unless ticked, SPEC §5), the link text when nothing is
 * selected, and 'Remove link' for an existing link.
 */
export function LinkDialog({ draft, labels, api, onApply, onRemove, onClose }: Props) {
	const id = useId();
	const [href, setHref] = useState(draft.href);
	const [text, setText] = useState('');
	const [newWindow, setNewWindow] = useState(draft.newWindow);
	const [invalid, setInvalid] = useState(false);
	const [finding, setFinding] = useState(false);
	const t = labels.richText;
	return (
		<FinderDialog title={t.linkTitle} closeLabel={labels.finder.close} onClose={onClose}>
			<form
				className="editor-finder-form"
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					// React events bubble through the portal: this is not the block form's submit.
					event.stopPropagation();
					const normalised = normaliseLink(href);
					if (!normalised) {
						setInvalid(true);
						return;
					}
					onApply({ href: normalised, newWindow, text: text.trim() || normalised });
				}}
			>
				<label htmlFor={`${id}-url`}>{t.url}</label>
				<div className="editor-form-link">
					<input
						id={`${id}-url`}
						name="href"
						type="text"
						inputMode="url"
						autoComplete="off"
						value={href}
						aria-invalid={invalid}
						aria-describedby={invalid ? `${id}-error` : undefined}
						onChange={(event) => {
							setHref(event.currentTarget.value);
							setInvalid(false);
						}}
					/>
					<button type="button" onClick={() => setFinding(true)}>
						{labels.ui.searchLink}
					</button>
				</div>
				{invalid && (
					<p className="editor-finder-problem" id={`${id}-error`}>
						{labels.errors.link}
					</p>
				)}
				{draft.needsText && (
					<>
						<label htmlFor={`${id}-text`}>{t.linkText}</label>
						<input
							id={`${id}-text`}
							name="text"
							type="text"
							value={text}
							onChange={(event) => setText(event.currentTarget.value)}
						/>
					</>
				)}
				<label className="editor-finder-check">
					<input
						type="checkbox"
						name="new_window"
						checked={newWindow}
						onChange={(event) => setNewWindow(event.currentTarget.checked)}
					/>
					{t.newWindow}
				</label>
				<div className="editor-finder-actions">
					{draft.isLink && (
						<button type="button" onClick={onRemove}>
							{t.removeLink}
						</button>
					)}
					<button type="submit" className="editor-finder-primary">
						{t.apply}
					</button>
				</div>
			</form>
			{finding && (
				<LinkFinder
					api={api}
					labels={labels}
					onClose={() => setFinding(false)}
					onPick={(target) => {
						setFinding(false);
						setHref(target.url);
						setInvalid(false);
					}}
				/>
			)}
		</FinderDialog>
	);
}
