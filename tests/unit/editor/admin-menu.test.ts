import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminMenu } from '../../../src/islands/editor/shell/AdminMenu.tsx';
import {
	EditorContext,
	type EditorContextValue,
} from '../../../src/islands/editor/shell/editor-context.ts';
import type { NavEntry } from '../../../src/lib/contract/index.ts';

const entry = (url: string, menu_name: string, title: string): NavEntry => ({
	url,
	menu_name,
	title,
	children: [],
	has_tab_navigation: false,
});

function renderMenu(): string {
	const value = {
		t: (key: string) => key,
		login: {
			logged: true,
			email: '',
			username: 'anna',
			id: 1,
			is_staff: true,
			admin_menus: [
				entry('/cms-hub', 'cms-hub', 'Editor hub'),
				entry('/accounts/logout/?next=/en', 'logout', 'Log out'),
			],
			navigation: [],
			showModalRedirect: false,
		},
		details: { first_name: '', last_name: '', username: 'anna' },
	} as unknown as EditorContextValue;
	return renderToStaticMarkup(
		createElement(EditorContext.Provider, { value }, createElement(AdminMenu)),
	);
}

describe('editor toolbar admin menu', () => {
	it('logs out with a POST form carrying the CSRF field, never a link', () => {
		const html = renderMenu();
		expect(html).toContain('<a class="editor-menu__link" href="/cms-hub">Editor hub</a>');
		expect(html).not.toMatch(/<a[^>]+href="\/accounts\/logout/);
		expect(html).toContain('<form action="/accounts/logout/?next=/en" method="post">');
		expect(html).toContain('name="csrfmiddlewaretoken"');
		expect(html).toMatch(
			/<button type="submit" class="editor-menu__link editor-menu__button">Log out<\/button>/,
		);
	});
});
