import { createPrng, type Prng } from './prng.ts';
import {
	ANY_VALUE,
	ENCODINGS,
	HUGE,
	INJECTIONS,
	RAW_PATHS,
	TRAVERSALS,
	WRONG_TYPES,
} from './payloads.ts';

/** One malformed request: where it goes, how, and with what. */
export type FuzzCase = {
	site: 'castle' | 'region';
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	/** Path and query, already URL-encoded. */
	path: string;
	headers?: Record<string, string>;
	/** A raw body (sent as is, with the case's Content-Type header). */
	body?: string;
	/** Form fields sent as multipart/form-data (no file part). */
	multipart?: Record<string, string>;
	/** Send the path byte for byte (node:http), so dot segments are not normalised away. */
	raw?: boolean;
	/** Send as the logged-in staff user (session cookie and matching CSRF header). */
	staff?: boolean;
};

/** Site routes a visitor reaches, prerendered and on demand. */
const SITE_ROUTES = [
	'/de',
	'/de/events',
	'/de/events/schlossfuehrung-beletage/1001',
	'/de/search/',
	'/de/search/events/2',
	'/de/magazine/',
	'/de/magazine/interview-mara-lindqvist/208',
	'/de/formular/newsletter/602',
	'/de/events/list.json',
	'/de/events/calendar.json',
	'/de/events/options.json',
	'/de/events/teasers.json',
	'/de/produktionen',
	'/en/events',
	'/de/impressum',
	'/cms-hub/',
	'/de/events/schlossfuehrung-beletage/1001/calendar.ics',
	'/sitemap.xml',
];

/** Back-end routes that read query parameters. */
const BACKEND_ROUTES = [
	'/api/events',
	'/de/api/events/',
	'/api/events/1001',
	'/api/search',
	'/api/search/autocomplete',
	'/api/search/events',
	'/api/articles',
	'/api/productions',
	'/api/calendar',
	'/api/teasers',
	'/api/forms',
	'/api/nav',
	'/api/opening-hours-today',
	'/pageeditor-api/changes',
	'/pageeditor-api/page/de/impressum',
	'/pageeditor-api/page-list',
	'/pageeditor-api/settings',
	'/pageeditor-api/container/by-slug/x',
	'/api/dashboard/versions',
	'/accounts/login/',
];

const PARAMS = [
	'page',
	'id',
	'date',
	'date_start',
	'date_end',
	'q',
	'room',
	'room[]',
	'category',
	'from',
	'to',
	'limit',
	'offset',
	'since',
	'venue',
	'series',
	'type',
	'v',
	'edit',
	'overlay',
	'lang',
	'locale',
	'site',
	'month',
];

/** Path templates: each `*` becomes a hostile segment. */
const PATH_TEMPLATES = [
	'/de/events/*/*',
	'/de/events/schlossfuehrung-beletage/*',
	'/de/events/*/1001/calendar.ics',
	'/de/magazine/*/*',
	'/de/magazine/tags/*/*',
	'/de/magazine/categories/*/*/page/*',
	'/de/magazine/page/*',
	'/de/search/*/*',
	'/de/formular/*/*',
	'/en/form/*/*',
	'/de/produktionen/*/*',
	'/de/venues/*/*',
	'/de/series/*',
	'/de/team/*/*',
	'/de/*',
	'/de/events/*.json',
	'/cms-hub/*',
	'/webshop/cart/*',
	'/api/events/*',
	'/de/api/events/*/',
	'/api/articles/*',
	'/api/forms/*',
	'/api/shop-cart/*',
	'/pageeditor-api/page/*',
	'/pageeditor-api/page/de/*',
	'/pageeditor-api/*/*/',
	'/pageeditor-api/text/*/',
	'/pageeditor-api/pages/*/versions',
	'/media/uploads/*',
	'/media/*',
];

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Bodies that are not JSON, JSON of the wrong shape, or far too much JSON. */
function hostileBodies(): string[] {
	const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
	return [
		'',
		'{',
		'{"a":',
		'{"a":1,}',
		"{'a':1}",
		'nul',
		'\u0000',
		'null',
		'[]',
		'"text"',
		'123',
		'true',
		'{"__proto__":{"is_staff":true}}',
		'{"constructor":{"prototype":{"x":1}}}',
		'{"form":"abc","data":"x"}',
		'{"form":-1,"fields":[]}',
		'{"form":602,"data":{"email":["a","b"]}}',
		'{"items":"x"}',
		'{"items":[{"event":"x","price":-1,"quantity":1e309}]}',
		'{"username":[],"password":{}}',
		'{"title":123,"urls":"x","modules":"x"}',
		'{"is_online":"maybe"}',
		'{"ids":"1,2,3"}',
		'{"ids":[-1,"a",null]}',
		`{"q":"${HUGE}"}`,
		JSON.stringify({ data: 'x'.repeat(1_200_000) }),
		JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ i }))),
		deep(5_000),
		deep(200_000),
	];
}

/** Back-end and site calls that take a body. */
const WRITE_ROUTES = [
	'/api/forms-entries/',
	'/de/api/forms-entries/',
	'/api/shop-cart/',
	'/api/temp-files/',
	'/accounts/login/',
	'/editor-api/publish',
	'/api/dashboard-error-log',
	'/pageeditor-api/pages/',
	'/pageeditor-api/pages/4/online',
	'/pageeditor-api/reorder',
	'/pageeditor-api/text/',
	'/pageeditor-api/text/1/',
	'/pageeditor-api/images',
	'/de/formular/newsletter/602',
];

/** Staff-only writes, sent with a valid session so the body is really read. */
const STAFF_WRITE_ROUTES = [
	'/pageeditor-api/pages/4/',
	'/pageeditor-api/pages/4/online',
	'/pageeditor-api/reorder',
	'/pageeditor-api/text/',
	'/pageeditor-api/page/1/',
	'/pageeditor-api/images',
	'/editor-api/publish',
];

const HEADER_CASES: Record<string, string>[] = [
	{ Cookie: `sessionid=${HUGE}` },
	{ Cookie: Array.from({ length: 400 }, (_, i) => `c${i}=${'x'.repeat(20)}`).join('; ') },
	{ Cookie: 'sessionid=%ff%00; csrftoken=' },
	{ Cookie: 'sessionid="unterminated; csrftoken=;;;;=' },
	{ Cookie: "sessionid=' OR 1=1--" },
	{ Cookie: 'cart_count=-1; cart_url=javascript:alert(1)' },
	{ 'Accept-Language': 'xx-ÿÿ;q=abc' },
	{ 'Accept-Language': '*;q=-1, de;q=2, en;q=NaN' },
	{ 'Accept-Language': 'a'.repeat(8000) },
	{ 'Accept-Language': ',,,;;;' },
	{ 'X-CSRFToken': "' OR 1=1--" },
	{ 'X-CSRFToken': 'x'.repeat(9000) },
	{ 'X-CSRFToken': '' },
	{ Accept: 'application/json;q=abc, */*;q=' },
	{ 'If-None-Match': '"' + 'x'.repeat(4000) },
	{ 'If-Modified-Since': 'not a date' },
	{ Range: 'bytes=99999999-0' },
	{ Range: 'bytes=-1--1' },
	{ 'Content-Type': 'multipart/form-data' },
	{ 'X-Forwarded-Host': '<script>' },
];

/** Appends one hostile query parameter to `route`. */
function withQuery(prng: Prng, route: string, value: string): string {
	const glue = route.includes('?') ? '&' : '?';
	return `${route}${glue}${prng.pick(PARAMS)}=${value}`;
}

/**
 * The full deterministic list (same seed → same cases, ≥ 500): query values of every kind on
 * site and back-end routes, hostile path segments, overlong paths and values, odd headers,
 * malformed bodies (anonymous and as staff), multipart without a file, raw traversal paths. About
 * one in six goes to the region server.
 */
export function fuzzCases(seed = 20240611): FuzzCase[] {
	const prng = createPrng(seed);
	const site = (): FuzzCase['site'] => (prng.int(6) === 0 ? 'region' : 'castle');
	const cases: FuzzCase[] = [];

	for (let i = 0; i < 170; i += 1) {
		const routes = i % 2 === 0 ? SITE_ROUTES : BACKEND_ROUTES;
		let path = withQuery(prng, prng.pick(routes), prng.pick(ANY_VALUE));
		if (prng.int(3) === 0) path = withQuery(prng, path, prng.pick(WRONG_TYPES));
		cases.push({ site: site(), method: 'GET', path });
	}
	for (let i = 0; i < 140; i += 1) {
		const template = prng.pick(PATH_TEMPLATES);
		const path = template.replaceAll('*', () => prng.pick(ANY_VALUE));
		cases.push({ site: site(), method: prng.int(5) === 0 ? 'DELETE' : 'GET', path });
	}
	for (const route of [...SITE_ROUTES.slice(0, 8), ...BACKEND_ROUTES.slice(0, 6)]) {
		cases.push({ site: 'castle', method: 'GET', path: `${route}?q=${HUGE}` });
		cases.push({ site: 'castle', method: 'GET', path: `${route}/${HUGE}` });
	}
	cases.push({ site: 'castle', method: 'GET', path: `/de/${'a/'.repeat(5000)}` });
	cases.push({ site: 'castle', method: 'GET', path: `/de/events?${'room[]=1&'.repeat(1200)}` });
	for (const headers of HEADER_CASES) {
		for (const route of [
			'/de',
			'/de/events',
			'/de/impressum',
			'/api/user',
			'/pageeditor-api/text/',
		]) {
			const method = route.endsWith('text/') ? 'POST' : 'GET';
			cases.push({ site: site(), method, path: route, headers: { ...JSON_TYPE, ...headers } });
		}
	}
	const bodies = hostileBodies();
	for (const route of WRITE_ROUTES) {
		for (let i = 0; i < 6; i += 1) {
			const method = prng.pick(['POST', 'POST', 'PUT', 'PATCH'] as const);
			const contentType = prng.pick([
				'application/json',
				'application/json',
				'text/plain',
				'application/x-www-form-urlencoded',
				'multipart/form-data; boundary=nope',
			]);
			const body = prng.pick(bodies);
			cases.push({
				site: site(),
				method,
				path: route,
				headers: { 'Content-Type': contentType },
				body,
			});
		}
		cases.push({
			site: 'castle',
			method: 'POST',
			path: route,
			multipart: { form: 'x', name: '<b>' },
		});
	}
	for (const route of STAFF_WRITE_ROUTES) {
		for (const body of bodies) {
			cases.push({
				site: 'castle',
				method: 'POST',
				path: route,
				headers: JSON_TYPE,
				body,
				staff: true,
			});
		}
		cases.push({
			site: 'castle',
			method: 'POST',
			path: route,
			multipart: { title: 'x' },
			staff: true,
		});
	}
	for (const value of [...ENCODINGS, ...INJECTIONS, ...TRAVERSALS]) {
		cases.push({ site: site(), method: 'GET', path: `/api/search/autocomplete?q=${value}` });
	}
	for (const path of RAW_PATHS) {
		cases.push({ site: 'castle', method: 'GET', path, raw: true });
		cases.push({ site: 'region', method: 'GET', path, raw: true });
	}
	return cases;
}
