import type { A11yProblem } from '../../../lib/contract/index.ts';
import type { EditorText, EditorUiLocale } from '../editor-strings.ts';

/** What a finding says, in the editor's language. */
export function a11yMessage(problem: A11yProblem, t: EditorText, locale: EditorUiLocale): string {
	switch (problem.rule) {
		case 'heading-skip':
			return t('a11y_heading-skip', {
				text: problem.text,
				from: problem.from ?? 1,
				to: problem.to ?? 1,
			});
		case 'link-text':
			return problem.text === ''
				? t('a11y_link-empty')
				: t('a11y_link-text', { text: problem.text });
		case 'contrast':
			return t('a11y_contrast', {
				ratio: ((problem.from ?? 0) / 100).toLocaleString(locale, { maximumFractionDigits: 2 }),
			});
		default:
			return t(`a11y_${problem.rule}`);
	}
}
