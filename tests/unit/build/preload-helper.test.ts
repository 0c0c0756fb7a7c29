import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRELOAD_HELPER } from '../../../src/build/preload-helper.ts';

type FakeLink = {
	rel: string;
	as?: string;
	href: string;
	crossOrigin?: string;
	relList: { supports: (rel: string) => boolean };
	onload?: () => void;
	onerror?: () => void;
};

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** The helper as the build serves it (base '/'), in a page at https://site.test/de with `links`. */
function helperIn(links: FakeLink[] = []) {
	const window = new EventTarget();
	const errors: unknown[] = [];
	const context = {
		Event,
		URL,
		Promise,
		Error,
		location: { href: 'https://site.test/de' },
		dispatchEvent: (event: Event) => window.dispatchEvent(event),
		document: {
			getElementsByTagName: () => links,
			createElement: (): FakeLink => ({
				rel: '',
				href: '',
				relList: { supports: (rel) => rel === 'modulepreload' },
			}),
			head: { appendChild: (link: FakeLink) => links.push(link) },
		},
		globalThis: {} as { __vitePreload?: Preload },
	};
	const code = PRELOAD_HELPER.replace(
		'export const __vitePreload',
		'globalThis.__vitePreload',
	).replaceAll('import.meta.env.BASE_URL', "'/'");
	runInNewContext(code, context);
	window.addEventListener('vite:preloadError', (event) => {
		errors.push((event as Event & { payload: unknown }).payload);
	});
	return { preload: context.globalThis.__vitePreload!, links, window, errors };
}

const later = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the compact preload helper', () => {
	it('asks for each script once, ahead, and imports without waiting for them', async () => {
		const { preload, links } = helperIn();
		const deps = ['_astro/a.js', '_astro/b.js'];
		expect(await preload(async () => 'module', deps)).toBe('module');
		await preload(async () => 'again', deps);
		expect(links.map(({ rel, as, href }) => [rel, as, href])).toEqual([
			['modulepreload', 'script', 'https://site.test/_astro/a.js'],
			['modulepreload', 'script', 'https://site.test/_astro/b.js'],
		]);
	});

	it('imports only once a stylesheet it needs has loaded, and skips what the page links', async () => {
		const present = {
			rel: 'stylesheet',
			href: 'https://site.test/_astro/page.css',
			relList: { supports: () => true },
		};
		const { preload, links } = helperIn([present]);
		let imported = false;
		const done = preload(async () => {
			imported = true;
		}, ['_astro/page.css', '_astro/island.css']);
		await later();
		expect(links).toHaveLength(2);
		expect(imported).toBe(false);
		links[1]?.onload?.();
		await done;
		expect(imported).toBe(true);
	});

	it('reports a failed stylesheet or import as vite:preloadError; prevented, the import goes on', async () => {
		const { preload, links, window, errors } = helperIn();
		const failing = preload(async () => 'never', ['_astro/gone.css']);
		links[0]?.onerror?.();
		await expect(failing).rejects.toThrow('Unable to preload CSS');
		expect(errors).toHaveLength(1);

		window.addEventListener('vite:preloadError', (event) => event.preventDefault());
		const missing = new Error('Failed to fetch dynamically imported module');
		await expect(preload(() => Promise.reject(missing), [])).resolves.toBeUndefined();
		expect(errors.at(-1)).toBe(missing);
	});
});
