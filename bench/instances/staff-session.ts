import { spawnSync } from 'node:child_process';

/** A logged-in staff session: the Cookie header to send and the CSRF token for writes. */
export type StaffSession = { cookie: string; csrf: string };

/** The `name=value` pairs of a response's Set-Cookie headers. */
function cookiesOf(response: Response): Map<string, string> {
	const found = new Map<string, string>();
	for (const line of response.headers.getSetCookie()) {
		const [pair] = line.split(';');
		const at = pair?.indexOf('=') ?? -1;
		if (pair && at > 0) found.set(pair.slice(0, at), pair.slice(at + 1));
	}
	return found;
}

/**
 * Creates a staff account through the real CLI (in `env`'s DATA_DIR / DATABASE_URL) and logs it
 * in through `origin`'s login form, as a browser would.
 */
export async function staffSession(
	origin: string,
	env: Record<string, string>,
	username = 'bench-editor',
): Promise<StaffSession> {
	const password = `bench-passphrase-${username}`;
	const created = spawnSync(
		process.execPath,
		['src/backend/cli.ts', 'create-user', username, '--password', password, '--staff'],
		{ env: { ...process.env, ...env }, encoding: 'utf8' },
	);
	if (created.status !== 0) throw new Error(`create-user failed: ${created.stderr}`);
	const form = await fetch(`${origin}/accounts/login/`);
	await form.body?.cancel();
	const formToken = cookiesOf(form).get('csrftoken');
	if (!formToken) throw new Error('the login form set no csrftoken cookie');
	const login = await fetch(`${origin}/accounts/login/`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			cookie: `csrftoken=${formToken}`,
		},
		body: new URLSearchParams({ username, password, csrfmiddlewaretoken: formToken, next: '/de' }),
	});
	await login.body?.cancel();
	const set = cookiesOf(login);
	const session = set.get('sessionid');
	const csrf = set.get('csrftoken') ?? formToken;
	if (login.status !== 302 || !session) throw new Error(`login answered ${login.status}`);
	return { cookie: `sessionid=${session}; csrftoken=${csrf}`, csrf };
}
