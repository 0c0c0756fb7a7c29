import { useEditor } from './editor-context.ts';

/**
 * 'Also editing this page: Anna Schmidt' in the toolbar (`data-testid="editor-presence"`), a
 * polite live region that is empty, and hidden, while no one else edits the page.
 */
export function PresenceNotice({ others }: { others: readonly string[] }) {
	const { t } = useEditor();
	return (
		<p className="editor-presence" role="status" data-testid="editor-presence">
			{others.length > 0 ? t('alsoEditing', { names: others.join(', ') }) : ''}
		</p>
	);
}
