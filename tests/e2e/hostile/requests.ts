/**
 * The hostile requests of tests/e2e/hostile.spec.ts, as the raw bytes a client sends: odd request
 * targets, methods, malformed encodings, header floods, huge and deep bodies. Deterministic.
 */

/**
 * One hostile request: a label for failure messages and the bytes to send. `mayReset`: the server
 * may refuse the body before reading it all, and Node then closes a `Connection: close` socket
 * with unread bytes in it, a reset that can destroy the answer on its way (no lingering close):
 * the server answered and lives on, the raw client may still see no status.
 */
export type HostileRequest = { label: string; bytes: string; mayReset?: boolean };

const CRLF = '\r\n';

/** A request with `Connection: close` (the raw client reads until the server closes). */
export function request(
	method: string,
	target: string,
	headers: string[] = [],
	body = '',
): HostileRequest {
	const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers];
	if (body || method === 'POST') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
	lines.push('Connection: close');
	return {
		label: `${method.slice(0, 20)} ${target.slice(0, 80)}${body ? ` (${body.length} B body)` : ''}`,
		bytes: `${lines.join(CRLF)}${CRLF}${CRLF}${body}`,
	};
}

/** Targets that are no path of this origin, or whose path no decoder can read. */
export const ODD_TARGETS = [
	'//',
	'/\\',
	'//?x',
	'//evil.example:80/x',
	'//evil.example/de',
	'/\\evil.example',
	'/\\\\evil',
	'\\\\evil',
	'/de\\..\\..\\etc\\passwd',
	'*',
	'http://evil.example/de',
	'https://127.0.0.1/de',
	'evil.example:443',
	'/de/%',
	'/de/%E0%A4%A',
	'/%00',
	'/de/%00/events',
	'/de/events/%',
	'/de/%C0%AF',
	'/de/%ED%A0%80',
	'/de/%FF%FE',
	'/de/%zz',
	'/de/%25%',
	'/de/..%2f..%2f..%2fetc%2fpasswd',
	'/de/%2e%2e/%2e%2e/etc/passwd',
	'/../../../../etc/passwd',
	'/de/events/%0d%0aSet-Cookie:%20x=1',
	`/de/${'a'.repeat(9000)}`,
	`/de?${'q=x&'.repeat(2000)}`,
	'/de?q=%',
	'/de/search?q=%E0%A4%A',
	'/de/events?date=%&page=%FF',
	'/api/%',
	'/api/events/?page=%',
	'/de/api/events/?date=%00',
	'/media/%',
	'/media/..%2f..%2fcms.sqlite',
	'/accounts/login/?next=//evil.example',
	'/accounts/login/?next=%',
	'/pageeditor-api/%',
	'/_astro/%',
	'/_astro/..%2f..%2fserver%2fentry.mjs',
	'/sw.js?%',
	'/healthz?%',
	'/de;jsessionid=x',
	'/de/events/x/%/calendar.ics',
];

/** Where the odd methods and encodings are tried: a page of each kind and the back end. */
export const PATHS = [
	'/de',
	'/de/events',
	'/de/search?q=Bach',
	'/en/magazine',
	'/de/api/events/',
	'/api/nav',
	'/accounts/login/',
	'/media/x.jpg',
	'/healthz',
];

/** Methods the site does not serve, spelled as clients might. */
export const ODD_METHODS = [
	'TRACE',
	'TRACK',
	'PROPFIND',
	'PROPPATCH',
	'MKCOL',
	'COPY',
	'MOVE',
	'LOCK',
	'UNLOCK',
	'SEARCH',
	'PURGE',
	'REPORT',
	'get',
	'Get',
	'G E T',
	'X'.repeat(200),
	'BREW',
	'PUT',
	'PATCH',
	'DELETE',
	'OPTIONS',
];

/** Header floods: many headers, huge values, broken lines (431 or 400, never a crash). */
export function headerFloods(): HostileRequest[] {
	const many = (count: number) => Array.from({ length: count }, (_, n) => `X-Flood-${n}: ${n}`);
	return [
		request('GET', '/de', many(100)),
		request('GET', '/de/events', many(1000)),
		request('GET', '/de', many(3000)),
		request('GET', '/de', [`X-Big: ${'a'.repeat(20_000)}`]),
		request('GET', '/de/events', [`Cookie: ${'c=1; '.repeat(8000)}`]),
		request('GET', '/de', [`Accept-Encoding: ${'gzip, '.repeat(3000)}`]),
		request('GET', '/de', [`Accept-Language: ${'de;q=0.9, '.repeat(1000)}`]),
		request('GET', '/de/events', ['Cookie: sessionid=%; csrftoken=%E0%A4%A; alert_dismissed=%']),
		request('GET', '/api/user/', ['Cookie: sessionid=%E0%A4%A']),
		request('GET', '/de/user/settings', ['Cookie: sessionid=\u00ff%00']),
		request('GET', '/de/events', ['X-Forwarded-For: not-an-address, ,,;']),
		request('GET', '/de', ['X-Forwarded-Proto: javascript']),
		request('GET', '/de', ['X-Request-Id: \u00ff\u00fe']),
		request('GET', '/de', ['Host: evil.example:99999']),
		request('GET', '/de/events', ['Host: [::1']),
		request('GET', '/api/nav', ['Host: a/b']),
		request('GET', '/de', ['Bad Header Line']),
		request('GET', '/de', ['Content-Length: -1']),
		request('GET', '/de', ['Transfer-Encoding: chunked', 'Content-Length: 5']),
		request('GET', '/de', ['Range: bytes=99999999-']),
		request('GET', '/de', ['If-None-Match: ' + '"x",'.repeat(1000)]),
	];
}

/** Nested arrays `depth` deep: a JSON body that breaks recursive parsers and validators. */
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Huge and deep bodies to back-end write paths (anonymous: they must be refused, not crash). */
export function hostileBodies(): HostileRequest[] {
	const json = 'Content-Type: application/json';
	const paths = [
		'/api/shop-cart/',
		'/de/api/forms/1/',
		'/accounts/login/',
		'/pageeditor-api/reorder',
		'/de/formular/kontakt',
	];
	return paths.flatMap((path) => [
		request('POST', path, [json], deep(50_000)),
		request('POST', path, [json], `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_001)}`),
		{
			...request('POST', path, [json], JSON.stringify({ x: 'a'.repeat(2_000_000) })),
			mayReset: true,
		},
		request('POST', path, [json], '{"unterminated":'),
		request('POST', path, ['Content-Type: application/x-www-form-urlencoded'], 'a=%&b=%E0%A4%A'),
		request('POST', path, ['Content-Type: multipart/form-data; boundary=x'], '--x\r\nbroken'),
	]);
}

/** Every odd target with GET and HEAD, the odd methods on each path, floods and bodies. */
export function hostileRequests(): HostileRequest[] {
	return [
		...ODD_TARGETS.flatMap((target) => [request('GET', target), request('HEAD', target)]),
		...ODD_TARGETS.map((target) => request('OPTIONS', target)),
		...PATHS.flatMap((path) => ODD_METHODS.map((method) => request(method, path))),
		...PATHS.map((path) => request('CONNECT', path)),
		request('CONNECT', '127.0.0.1:22'),
		request('CONNECT', 'evil.example:443'),
		...headerFloods(),
		...hostileBodies(),
	];
}

/** Requests whose query strings a cache would key on and no page reads: `count` unique URLs. */
export function cacheBusters(count: number): HostileRequest[] {
	const paths = ['/de?x=', '/de/events?utm_source=', '/en?fbclid=', '/de/api/events/?gclid='];
	return Array.from({ length: count }, (_, n) =>
		request('GET', `${paths[n % paths.length] ?? '/de?x='}${n}`),
	);
}
