import type { ModuleModel } from '../../../lib/contract/index.ts';
import { moduleLabel, modelName } from '../editor-strings.ts';
import { a11yMessage } from './a11y-text.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';
import { revealModule } from './reveal-module.ts';
import { useA11yReport } from './use-a11y-report.ts';

/**
 * The accessibility checker's findings for this page (`data-testid="editor-a11y-dialog"`), in
 * page order: the block, what is wrong, and 'Go to block' (scrolls to it and focuses its Edit
 * button). Advice only: nothing here blocks saving or publishing.
 */
export function A11yDialog() {
	const { t, uiLocale } = useEditor();
	const problems = useA11yReport(true);
	return (
		<EditorDialog testId="editor-a11y-dialog" title={t('a11yTitle')}>
			<p className="editor-a11y__note">{t('a11yNote')}</p>
			{problems === null && <p role="status">{t('loading')}</p>}
			{problems?.length === 0 && <p role="status">{t('a11yNone')}</p>}
			{problems !== null && problems.length > 0 && (
				<ol className="editor-a11y">
					{problems.map((problem, index) => {
						const name = moduleLabel(problem.model, problem.module_id, uiLocale);
						return (
							<li
								key={`${problem.module_id}-${problem.rule}-${index}`}
								className="editor-a11y__item"
							>
								<div className="editor-a11y__text">
									<strong>{modelName(problem.model, uiLocale)}</strong>
									<p>{a11yMessage(problem, t, uiLocale)}</p>
								</div>
								<button
									type="button"
									className="editor-button editor-button--small"
									aria-label={t('a11yGoToLabel', { name })}
									onClick={() => revealModule(problem.model as ModuleModel, problem.module_id)}
								>
									{t('a11yGoTo')}
								</button>
							</li>
						);
					})}
				</ol>
			)}
		</EditorDialog>
	);
}
