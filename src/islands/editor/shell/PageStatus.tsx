import type { CmsPage } from '../../../lib/contract/index.ts';
import { confirmInEditor } from '../../../stores/editor.ts';
import { runAction } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';

/**
 * The page's status with its switch (a `role="switch"` button named 'Page online'): asks first,
 * then PATCHes the online state (with its alert) and shows the answer.
 */
export function PageStatus({
	page,
	onChange,
}: {
	page: CmsPage;
	onChange: (page: CmsPage) => void;
}) {
	const { client, t } = useEditor();
	const toggle = () =>
		runAction(async () => {
			const next = !page.is_online;
			const question = t(next ? 'confirmOnline' : 'confirmOffline');
			if (!(await confirmInEditor(question, t(next ? 'setOnline' : 'setOffline')))) return;
			onChange(await client.setOnline(page.id, next));
		});
	return (
		<button
			type="button"
			role="switch"
			aria-checked={page.is_online}
			className="editor-status"
			data-online={page.is_online}
			aria-label={t('pageOnline')}
			onClick={toggle}
		>
			<span className="editor-status__dot" aria-hidden="true" />
			<span className="editor-status__text">{t(page.is_online ? 'online' : 'offline')}</span>
		</button>
	);
}
