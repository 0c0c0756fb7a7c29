import { openEditorModal } from '../../../stores/editor.ts';
import { useEditor } from './editor-context.ts';
import { useA11yReport } from './use-a11y-report.ts';

/**
 * The toolbar's 'Accessibility (n)' button: the checker's count of findings for this page
 * (kept current after each save), opening the list of findings.
 */
export function A11yButton() {
	const { t } = useEditor();
	const problems = useA11yReport();
	const n = problems?.length ?? 0;
	return (
		<button
			type="button"
			className="editor-button"
			data-testid="editor-a11y-button"
			data-count={problems === null ? undefined : n}
			aria-label={t('a11yLabel', { n })}
			onClick={() => openEditorModal({ kind: 'a11y' })}
		>
			{t('a11y', { n })}
		</button>
	);
}
