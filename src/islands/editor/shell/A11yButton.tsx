import { openEditorModal } from '../../../stores/editor.ts';
import { useEditor } from './editor-context.ts';
import { useA11yReport } from './use-a11y-report.ts';

/**
 * The toolbar's 'Accessibility (n)' button: the checker's count of findings for this page
 * (kept current after each save; no count until the check answers), opening the list of findings.
 */
export function A11yButton() {
	const { t } = useEditor();
	const problems = useA11yReport();
	// Until the check has answered (or when it failed) no count: a '(0)' would claim a clean page.
	const n = problems?.length;
	return (
		<button
			type="button"
			className="editor-button"
			data-testid="editor-a11y-button"
			data-count={n}
			aria-label={n === undefined ? undefined : t('a11yLabel', { n })}
			onClick={() => openEditorModal({ kind: 'a11y' })}
		>
			{n === undefined ? t('a11yUncounted') : t('a11y', { n })}
		</button>
	);
}
