import { createRoot } from 'react-dom/client';
import { LoginStateSchema, type Locale, type UserDetails } from '../../lib/contract/index.ts';
import { readCookie } from '../../lib/cookies/read-cookie.ts';
import { initEditorState } from '../../stores/editor.ts';
import { createEditorClient } from './api/editor-client.ts';
import { createEditorRequest } from './api/editor-request.ts';
import { editorStrings } from './editor-strings.ts';
import { pageIdOf } from './page/page-targets.ts';
import { isDraftView } from './page/page-url.ts';
import { EditorApp } from './shell/EditorApp.tsx';
import { loadStylesheets } from '../lazy-stylesheets.ts';
import shellCss from './editor-shell.css?url';

// The editor's styles arrive with it, not as render-blocking CSS of every visitor page.
await loadStylesheets([shellCss]);

/** Where the editor renders: the layout's `#editor-header`, else a new element at the top. */
function mountPoint(): HTMLElement {
	const existing = document.getElementById('editor-header');
	if (existing) return existing;
	const created = document.createElement('div');
	created.id = 'editor-header';
	document.body.prepend(created);
	return created;
}

/**
 * Starts the page editor for a staff member (loaded by the gate in src/islands/editor-loader
 * only for staff): checks the login state against the contract, reads `?edit` / `?noToolbar`,
 * builds the API client (CSRF header from the `csrftoken` cookie) and renders the editor into
 * `#editor-header`. The interface speaks the page's language.
 */
export function mountEditor(loginState: unknown, details: UserDetails, locale: Locale): void {
	const login = LoginStateSchema.safeParse(loginState);
	if (!login.success || !login.data.is_staff) {
		console.error('page editor: not a staff login state', login.error);
		return;
	}
	initEditorState(location.search);
	const t = editorStrings(locale);
	const request = createEditorRequest({
		fetch: (input, init) => fetch(input, init),
		csrfToken: () => readCookie(document.cookie, 'csrftoken') ?? '',
		text: t,
		uiLocale: locale,
	});
	const client = createEditorClient({
		locale,
		uiLocale: locale,
		request,
		draftView: isDraftView(location.href),
	});
	createRoot(mountPoint()).render(
		<EditorApp
			value={{
				client,
				t,
				uiLocale: locale,
				login: login.data,
				details,
				pageId: pageIdOf(document),
			}}
		/>,
	);
}
