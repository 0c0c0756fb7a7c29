/** The texts of the login dialog (the page's language). */
const TEXTS = {
	de: {
		title: 'Bitte melden Sie sich an',
		text: 'Ihre Sitzung ist abgelaufen. Melden Sie sich an und versuchen Sie es dann erneut.',
		login: 'Anmelden',
		retry: 'Erneut versuchen',
		close: 'Schließen',
	},
	en: {
		title: 'Please log in',
		text: 'Your session has ended. Log in, then try again.',
		login: 'Log in',
		retry: 'Try again',
		close: 'Close',
	},
} as const;

export type LoginDialogOptions = {
	/** The login URL of the user details (its `next` is replaced by the current page). */
	loginUrl: string;
	locale: 'de' | 'en';
	/** Offers 'Try again' (the editor resends a call that answered 401). */
	onRetry?: () => void;
	/** Called when the dialog closes without a retry (Close, Escape). */
	onClose?: () => void;
	/** Opens the login page in a new tab (so an open edit form survives). */
	newTab?: boolean;
};

/** `loginUrl` with `next` set to `here` (path and query of the current page), same-origin. */
export function loginHref(loginUrl: string, here: string, origin: string): string {
	const url = new URL(loginUrl || '/accounts/login/', origin);
	url.searchParams.set('next', here);
	return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
}

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
	return Object.assign(document.createElement(tag), props);
}

/**
 * Shows the login dialog (SPEC §4 'Login', §8 'Editor call failure'): a modal `<dialog>` with a
 * link to the login page that leads back here, an optional 'Try again' and 'Close'; Escape
 * closes it. Returns a function that closes it without answering.
 */
export function openLoginDialog(options: LoginDialogOptions): () => void {
	const t = TEXTS[options.locale];
	const here = `${location.pathname}${location.search}`;
	const dialog = element('dialog', { className: 'editor-login' });
	dialog.dataset['testid'] = 'editor-login-dialog';
	dialog.setAttribute('aria-labelledby', 'editor-login-title');
	const link = element('a', {
		href: loginHref(options.loginUrl, here, location.origin),
		textContent: t.login,
		className: 'editor-login__link editor-button',
	});
	if (options.newTab) {
		link.target = '_blank';
		link.rel = 'noopener';
	}
	const close = element('button', {
		type: 'button',
		textContent: t.close,
		className: 'editor-button',
	});
	dialog.append(
		element('h2', { id: 'editor-login-title', textContent: t.title }),
		element('p', { textContent: t.text }),
		link,
	);
	let retried = false;
	const onRetry = options.onRetry;
	if (onRetry) {
		const retry = element('button', {
			type: 'button',
			textContent: t.retry,
			className: 'editor-button editor-button--primary',
		});
		retry.addEventListener('click', () => {
			retried = true;
			dialog.close();
			onRetry();
		});
		dialog.append(retry);
	}
	dialog.append(close);
	close.addEventListener('click', () => dialog.close());
	dialog.addEventListener('close', () => {
		dialog.remove();
		if (!retried) options.onClose?.();
	});
	document.body.append(dialog);
	dialog.showModal();
	link.focus();
	return () => {
		retried = true;
		if (dialog.open) dialog.close();
	};
}
