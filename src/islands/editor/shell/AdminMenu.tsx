import { useEditor } from './editor-context.ts';

/**
 * The staff member's name and the admin menus of the login state (e.g. the editor hub, log out)
 * in a disclosure, so the toolbar stays one line on phones.
 */
export function AdminMenu() {
	const { login, details, t } = useEditor();
	const name =
		[details.first_name, details.last_name].filter(Boolean).join(' ') ||
		login.username ||
		details.username;
	return (
		<details className="editor-menu">
			<summary
				className="editor-button editor-menu__summary"
				aria-label={t('loggedInAs', { name })}
			>
				<span className="editor-menu__name">{name}</span>
				<span aria-hidden="true"> ▾</span>
			</summary>
			<ul className="editor-menu__list">
				{login.admin_menus.map((entry) => (
					<li key={`${entry.url}-${entry.menu_name}`}>
						<a className="editor-menu__link" href={entry.url}>
							{entry.title}
						</a>
					</li>
				))}
			</ul>
		</details>
	);
}
