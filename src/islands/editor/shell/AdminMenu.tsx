import { isLogoutUrl, LOGOUT_TOKEN_FIELD, logoutToken } from '../../../lib/account/logout.ts';
import { useEditor } from './editor-context.ts';

/**
 * The staff member's name and the admin menus of the login state (e.g. the editor hub, log out)
 * in a disclosure, so the toolbar stays one line on phones. Log out is a POST form with the CSRF
 * token, styled as the other entries.
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
						{isLogoutUrl(entry.url) ? (
							<form
								method="post"
								action={entry.url}
								onSubmit={(event) => {
									const field = event.currentTarget.elements.namedItem(LOGOUT_TOKEN_FIELD);
									if (field instanceof HTMLInputElement) field.value = logoutToken(document.cookie);
								}}
							>
								<input type="hidden" name={LOGOUT_TOKEN_FIELD} defaultValue="" />
								<button type="submit" className="editor-menu__link editor-menu__button">
									{entry.title}
								</button>
							</form>
						) : (
							<a className="editor-menu__link" href={entry.url}>
								{entry.title}
							</a>
						)}
					</li>
				))}
			</ul>
		</details>
	);
}
