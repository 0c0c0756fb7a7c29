/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
	for (const pair of cookies.split(';')) {
		const [key, ...value] = pair.trim().split('=');
		if (key === name) {
			try {
				return decodeURIComponent(value.join('='));
			} catch {
				return value.join('=');
			}
		}
	}
	return null;
}
