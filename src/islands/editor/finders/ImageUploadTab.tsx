import { useId, useState } from 'react';
import type { LibraryImage } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import type { FormLabels } from '../forms/labels.ts';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file-check.ts';

type Props = { api: EditorApi; labels: FormLabels; onPick: (image: LibraryImage) => void };

/**
 * Uploads one image to the library (api.uploadImage) after checking its type and the 10 MB limit;
 * shows progress while sending and the back end's message when it refuses. The uploaded image is
 * picked at once.
 */
export function ImageUploadTab({ api, labels, onPick }: Props) {
	const id = useId();
	const [busy, setBusy] = useState(false);
	const [problem, setProblem] = useState<string | null>(null);
	const t = labels.finder;

	async function upload(file: File) {
		const check = imageFileProblem(file);
		if (check) {
			setProblem(check === 'type' ? t.wrongType : t.tooLarge);
			return;
		}
		setProblem(null);
		setBusy(true);
		try {
			onPick(await api.uploadImage(file));
		} catch (error) {
			setProblem(error instanceof Error && error.message ? error.message : t.uploadFailed);
		} finally {
			setBusy(false);
		}
	}

	return (
		<div className="editor-finder-upload">
			<label htmlFor={id}>{t.file}</label>
			<input
				id={id}
				type="file"
				name="file"
				accept={IMAGE_ACCEPT}
				data-testid="image-upload-input"
				disabled={busy}
				aria-describedby={problem ? `${id}-problem` : undefined}
				onChange={(event) => {
					const file = event.currentTarget.files?.[0];
					event.currentTarget.value = '';
					if (file) void upload(file);
				}}
			/>
			{busy && (
				<p className="editor-finder-status" role="status">
					<progress aria-label={t.uploading} /> {t.uploading}
				</p>
			)}
			{problem && (
				<p className="editor-finder-problem" role="alert" id={`${id}-problem`}>
					{problem}
				</p>
			)}
		</div>
	);
}
