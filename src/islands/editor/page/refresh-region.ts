import { markPageRefreshed } from '../../../stores/editor.ts';
import { swapKeepingTyping } from './keep-typing.ts';
import { refreshUrl } from './page-url.ts';
import { regionSelector, type Region } from './region-selector.ts';

/**
 * The part of the page to swap after a change around `element`: the outermost free section or
 * module list that holds it, else the main area.
 */
export function regionAround(element: Element): { element: Element; region: Region } {
	let found: { element: Element; region: Region } | null = null;
	for (let node: Element | null = element; node !== null; node = node.parentElement) {
		const slug = node.getAttribute('data-slug');
		const holder = node.getAttribute('data-holder');
		if (node.hasAttribute('data-editor-section') && slug !== null) {
			found = { element: node, region: { kind: 'section', slug } };
		} else if (node.classList.contains('blocks') && holder !== null) {
			found = { element: node, region: { kind: 'holder', holder } };
		}
	}
	const main = document.querySelector('main#main-content');
	return found ?? { element: main ?? document.body, region: { kind: 'main' } };
}

/** Adds the stylesheets and module scripts of `fresh` the page does not have yet. */
function adoptNewAssets(fresh: Document): void {
	const hrefs = new Set(
		[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
	);
	for (const link of fresh.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
		if (!hrefs.has(link.href)) document.head.append(document.importNode(link, true));
	}
	const styles = new Set([...document.querySelectorAll('style')].map((s) => s.textContent));
	for (const style of fresh.querySelectorAll('style')) {
		if (!styles.has(style.textContent)) document.head.append(document.importNode(style, true));
	}
	const scripts = new Set(
		[...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
			(s) => s.src,
		),
	);
	for (const script of fresh.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
		if (scripts.has(script.src)) continue;
		// A parsed script never runs when moved; a new element does.
		const runnable = document.createElement('script');
		runnable.type = 'module';
		runnable.src = script.src;
		document.head.append(runnable);
	}
}

/**
 * Shows the server's fresh rendering of the part of the page around `target` (SPEC §4
 * 'Editing'): loads the current URL again (query kept, never from a cache), swaps that part
 * for its new version, adds styles and scripts it newly needs, keeps the scroll position and
 * what is being typed in a click-to-edit text of it (swapKeepingTyping), and lets the in-place controls
 * attach again. Reloads the page when the part cannot be found.
 */
export async function refreshRegion(
	target: Element,
	fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
	const { element, region } = regionAround(target);
	const response = await fetcher(refreshUrl(location.href), {
		cache: 'no-store',
		credentials: 'same-origin',
		headers: { Accept: 'text/html' },
	});
	if (!response.ok) throw new Error(`the page answered ${response.status}`);
	const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
	const replacement = fresh.querySelector(regionSelector(region));
	if (replacement === null) {
		location.reload();
		return;
	}
	const top = window.scrollY;
	swapKeepingTyping(element, document.adoptNode(replacement));
	adoptNewAssets(fresh);
	window.scrollTo({ top, behavior: 'instant' });
	markPageRefreshed();
}
