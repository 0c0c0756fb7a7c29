import { openEditorModal } from '../../../stores/editor.ts';
import type { AccessTarget } from '../api/access-calls.ts';
import { useEditor } from './editor-context.ts';

/** The toolbar's 'Accessibility' button of an event or venue page: opens its access form. */
export function AccessButton({ target }: { target: AccessTarget }) {
	const { t } = useEditor();
	return (
		<button
			type="button"
			className="editor-button"
			data-testid="editor-access-button"
			onClick={() => openEditorModal({ kind: 'access', target })}
		>
			{t('accessButton')}
		</button>
	);
}
