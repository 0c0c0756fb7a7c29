import { useEffect, useState } from 'react';
import { confirmInEditor } from '../../../stores/editor.ts';
import type { ScheduleTarget } from '../api/schedule-calls.ts';
import { runAction } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';

/**
 * The online switch of the event, article or production the page shows (a `role="switch"`
 * button, as the CMS page's): asks first, then takes it online or offline at once in every
 * language; nothing until its state has loaded.
 */
export function DocumentStatus({ target }: { target: ScheduleTarget }) {
	const { client, t } = useEditor();
	const [online, setOnline] = useState<boolean | null>(null);
	useEffect(() => {
		client.readOnline(target).then(
			(state) => setOnline(state.is_online),
			() => setOnline(null),
		);
	}, [client, target]);
	if (online === null) return null;
	const toggle = () =>
		runAction(async () => {
			const next = !online;
			const question = t(next ? 'confirmDocumentOnline' : 'confirmDocumentOffline');
			if (!(await confirmInEditor(question, t(next ? 'setDocumentOnline' : 'setDocumentOffline'))))
				return;
			setOnline((await client.setDocumentOnline(target, next)).is_online);
		});
	return (
		<button
			type="button"
			role="switch"
			aria-checked={online}
			className="editor-status"
			data-online={online}
			aria-label={t('documentOnline')}
			onClick={toggle}
		>
			<span className="editor-status__dot" aria-hidden="true" />
			<span className="editor-status__text">{t(online ? 'online' : 'offline')}</span>
		</button>
	);
}
