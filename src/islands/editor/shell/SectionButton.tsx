import type { SectionTarget } from '../page/page-targets.ts';
import { editSection, runAction } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';

/**
 * 'Edit section' on a detail page's free section placeholder: opens (and, if missing, creates)
 * the section so blocks can be added to it. Named after the section's slug
 * ('Edit section event-12').
 */
export function SectionButton({ target }: { target: SectionTarget }) {
	const editor = useEditor();
	return (
		<button
			type="button"
			className="editor-button editor-button--add"
			aria-label={`${editor.t('editSection')} ${target.slug}`}
			onClick={() => runAction(() => editSection(editor, target))}
		>
			{editor.t('editSection')}
		</button>
	);
}
