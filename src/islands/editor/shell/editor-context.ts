import { createContext, useContext } from 'react';
import type { LoginState, UserDetails } from '../../../lib/contract/index.ts';
import type { EditorClient } from '../api/editor-client.ts';
import type { EditorText, EditorUiLocale } from '../editor-strings.ts';

/** What every part of the editor shell shares. */
export type EditorContextValue = {
	client: EditorClient;
	t: EditorText;
	uiLocale: EditorUiLocale;
	login: LoginState;
	details: UserDetails;
	/** The CMS page being shown (from its `page:{id}` module list), or null on other pages. */
	pageId: number | null;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor shell's shared values. */
export function useEditor(): EditorContextValue {
	const value = useContext(EditorContext);
	if (value === null) throw new Error('Editor parts need the EditorContext');
	return value;
}
