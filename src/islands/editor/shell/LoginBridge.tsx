import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $editor } from '../../../stores/editor.ts';
import { openLoginDialog } from '../../editor-loader/login-dialog.ts';
import { useEditor } from './editor-context.ts';

/**
 * Shows the login dialog while the store asks for one (a call answered 401): the login page
 * opens in a new tab and leads back to this page; 'Try again' resends the call.
 */
export function LoginBridge() {
	const { details, uiLocale } = useEditor();
	const { loginModal } = useStore($editor, { keys: ['loginModal'] });
	useEffect(() => {
		if (loginModal === null) return;
		return openLoginDialog({
			loginUrl: details.login_url,
			locale: uiLocale,
			newTab: true,
			onRetry: loginModal.onRetry,
			onClose: loginModal.onClose,
		});
	}, [loginModal, details.login_url, uiLocale]);
	return null;
}
