/**
 * The login URL leading back to `next` after logging in: `login_url` with its `next` parameter
 * replaced (other parameters kept), e.g. ('/accounts/login/?next=/de', '/de/user/profile') →
 * '/accounts/login/?next=/de/user/profile'. Absolute login URLs stay absolute.
 */
export function loginUrlWithNext(loginUrl: string, next: string): string {
	const base = 'http://placeholder.invalid';
	const url = new URL(loginUrl || '/accounts/login/', base);
	url.searchParams.set('next', next);
	// Slashes need no escaping in a query; keep the parameter readable as Django writes it.
	const search = url.search.replaceAll('%2F', '/');
	return url.origin === base
		? `${url.pathname}${search}${url.hash}`
		: `${url.origin}${url.pathname}${search}${url.hash}`;
}
