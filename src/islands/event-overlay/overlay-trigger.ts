/**
 * What every page with the sticky overlay button runs at first: a few lines that wait for a click
 * on `a[data-event-overlay-open]` (or for back/forward to a URL with overlay=true), then load and
 * mount the overlay island. Hovering or focusing the button fetches it ahead.
 */

const OPENER = 'a[data-event-overlay-open]';

const load = () => import('./overlay-loader.ts').then((step) => step.loadOverlayIsland());

/** Starts listening; `root` receives the overlay once it is first needed. */
export function listenForEventOverlay(root: HTMLElement): void {
	let mounted = false;
	const mount = async (fromHistory: boolean) => {
		if (mounted) return;
		mounted = true;
		const { mountEventOverlay } = await load();
		mountEventOverlay(root, fromHistory);
	};
	const opener = (event: Event) => (event.target as Element | null)?.closest?.(OPENER);

	document.addEventListener('click', (event) => {
		if (mounted || !opener(event) || event.defaultPrevented || event.button !== 0) return;
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
		event.preventDefault();
		void mount(false);
	});
	const prefetch = (event: Event) => {
		if (!mounted && opener(event)) void load();
	};
	document.addEventListener('pointerover', prefetch);
	document.addEventListener('focusin', prefetch);
	addEventListener('popstate', () => {
		if (new URLSearchParams(location.search).get('overlay') === 'true') void mount(true);
	});
}
