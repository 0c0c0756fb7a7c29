import { useStore } from '@nanostores/react';
import { $editor, dismissEditorAlert } from '../../../stores/editor.ts';
import { useEditor } from './editor-context.ts';

/**
 * The editor's alerts (SPEC §4, §8): save confirmations and errors, each for 4000 ms (the store
 * hides them), in a live region; errors are announced at once.
 */
export function EditorAlerts() {
	const { t } = useEditor();
	const { alerts } = useStore($editor, { keys: ['alerts'] });
	return (
		<div className="editor-alerts" aria-live="polite" aria-label={t('alerts')}>
			{alerts.map((alert) => (
				<div
					key={alert.id}
					className={`editor-alert editor-alert--${alert.kind}`}
					role={alert.kind === 'error' ? 'alert' : 'status'}
					data-testid={`editor-alert-${alert.kind}`}
				>
					<span>{alert.text}</span>
					<button
						type="button"
						className="editor-button editor-button--icon"
						aria-label={t('dismiss')}
						onClick={() => dismissEditorAlert(alert.id)}
					>
						<span aria-hidden="true">×</span>
					</button>
				</div>
			))}
		</div>
	);
}
