import { useId, useState } from 'react';
import type { LibraryImage } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import type { FormLabels } from '../forms/labels.ts';
import { FinderDialog } from './FinderDialog.tsx';
import { ImageLibraryTab } from './ImageLibraryTab.tsx';
import { ImageUploadTab } from './ImageUploadTab.tsx';

type Props = {
	api: EditorApi;
	labels: FormLabels;
	onPick: (image: LibraryImage) => void;
	onClose: () => void;
};

type Tab = 'library' | 'upload';

/** Chooses an image: from the library (search, pages of thumbnails) or by uploading a new one. */
export function ImageFinder({ api, labels, onPick, onClose }: Props) {
	const [tab, setTab] = useState<Tab>('library');
	const id = useId();
	const t = labels.finder;
	const tabs: [Tab, string][] = [
		['library', t.library],
		['upload', t.upload],
	];
	return (
		<FinderDialog title={t.imageTitle} closeLabel={t.close} onClose={onClose} wide>
			<div role="tablist" className="editor-finder-tabs">
				{tabs.map(([name, label]) => (
					<button
						key={name}
						type="button"
						role="tab"
						id={`${id}-${name}-tab`}
						aria-controls={`${id}-${name}`}
						aria-selected={tab === name}
						tabIndex={tab === name ? 0 : -1}
						onClick={() => setTab(name)}
						onKeyDown={(event) => {
							if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
							const next: Tab = name === 'library' ? 'upload' : 'library';
							setTab(next);
							document.getElementById(`${id}-${next}-tab`)?.focus();
						}}
					>
						{label}
					</button>
				))}
			</div>
			<div
				role="tabpanel"
				id={`${id}-${tab}`}
				aria-labelledby={`${id}-${tab}-tab`}
				className="editor-finder-panel"
			>
				{tab === 'library' ? (
					<ImageLibraryTab api={api} labels={labels} onPick={onPick} />
				) : (
					<ImageUploadTab api={api} labels={labels} onPick={onPick} />
				)}
			</div>
		</FinderDialog>
	);
}
