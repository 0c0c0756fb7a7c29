import { describe, expect, it } from 'vitest';
import {
	classifyRequest,
	offlineLocale,
	type RequestLike,
} from '../../../src/lib/service-worker/requests.ts';

const ORIGIN = 'https://www.schloss.example';
const get = (path: string, mode = 'cors', extra: Partial<RequestLike> = {}): RequestLike => ({
	method: 'GET',
	url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
	mode,
	...extra,
});
const route = (request: RequestLike) => classifyRequest(request, ORIGIN);

describe('classifyRequest', () => {
	it('serves the hashed build files cache-first', () => {
		expect(route(get('/_astro/page-runtime.Bx1.js', 'cors'))).toBe('asset');
		expect(route(get('/_astro/Default.C9x.css', 'no-cors'))).toBe('asset');
		expect(route(get('/_astro/inter-latin-400-normal.Cx.woff2', 'cors'))).toBe('asset');
		expect(route(get('/fonts/inter.woff2', 'cors'))).toBe('asset');
	});

	it('answers page navigations from the network (with the offline page as fallback)', () => {
		for (const path of ['/', '/de', '/en/', '/de/events', '/en/magazine?page=2', '/de/x?edit']) {
			expect(route(get(path, 'navigate')), path).toBe('page');
		}
	});

	it('leaves fetches of pages (prefetch, editor refresh) to the browser', () => {
		expect(route(get('/de/events', 'cors'))).toBe('none');
		expect(route(get('/de/events', 'no-cors'))).toBe('none');
		expect(route(get('/sitemap.xml', 'same-origin'))).toBe('none');
	});

	it('never touches the back-end, shop and hub paths, not even as navigations', () => {
		const paths = [
			'/api/settings/',
			'/de/api/user',
			'/en/api/events/',
			'/ja/api/x',
			'/pageeditor-api/changes?since=1',
			'/la/pageeditor-api/pages/1/',
			'/editor-api/publish',
			'/accounts/login/',
			'/accounts',
			'/media/uploads/a.webp',
			'/cms-hub',
			'/cms-hub/',
			'/webshop/cart/abc',
			'/de/webshop',
			'/eventim.webshop/x',
			'/test.webshop',
			'/testshop/',
			'/eventim-template',
		];
		for (const path of paths) {
			expect(route(get(path, 'navigate')), path).toBe('none');
			expect(route(get(path, 'cors')), path).toBe('none');
		}
	});

	it('does not mistake pages whose names only start like a back-end path', () => {
		expect(route(get('/de/apis', 'navigate'))).toBe('page');
		expect(route(get('/de/media-library', 'navigate'))).toBe('page');
		expect(route(get('/de/webshops', 'navigate'))).toBe('page');
	});

	it('leaves other methods and other origins alone', () => {
		for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) {
			expect(route({ ...get('/de/formular/x', 'navigate'), method }), method).toBe('none');
			expect(route({ ...get('/_astro/a.js'), method }), method).toBe('none');
		}
		expect(route(get('https://www.googletagmanager.com/gtm.js', 'no-cors'))).toBe('none');
		expect(route(get('https://cdn.example/_astro/a.js'))).toBe('none');
		expect(route(get('https://www.youtube-nocookie.com/embed/x', 'navigate'))).toBe('none');
		expect(route(get('http://www.schloss.example/de', 'navigate'))).toBe('none');
	});

	it("leaves 'only-if-cached' asset requests alone (fetch would throw)", () => {
		expect(route(get('/_astro/a.js', 'no-cors', { cache: 'only-if-cached' }))).toBe('none');
	});

	it('leaves other static files to the HTTP cache', () => {
		expect(route(get('/favicon.svg'))).toBe('none');
		expect(route(get('/robots.txt'))).toBe('none');
		expect(route(get('/sw.js'))).toBe('none');
		expect(route(get('/_image?href=x'))).toBe('none');
	});
});

describe('offlineLocale', () => {
	it('is English under /en and German everywhere else', () => {
		expect(offlineLocale('/en')).toBe('en');
		expect(offlineLocale('/en/')).toBe('en');
		expect(offlineLocale('/en/magazine/x/1')).toBe('en');
		expect(offlineLocale('/de/events')).toBe('de');
		expect(offlineLocale('/')).toBe('de');
		expect(offlineLocale('/english')).toBe('de');
		expect(offlineLocale('/de/en')).toBe('de');
	});
});
