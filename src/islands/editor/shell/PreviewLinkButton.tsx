import { openEditorModal } from '../../../stores/editor.ts';
import { useEditor } from './editor-context.ts';

/** The toolbar's 'Preview link' button of a CMS page in edit mode: opens the page's preview links. */
export function PreviewLinkButton() {
	const { t } = useEditor();
	return (
		<button
			type="button"
			className="editor-button"
			data-testid="editor-preview-button"
			onClick={() => openEditorModal({ kind: 'preview' })}
		>
			{t('previewButton')}
		</button>
	);
}
