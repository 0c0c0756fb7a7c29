import { useEffect, useRef, type RefObject } from 'react';

/** How far beyond the viewport the trigger counts as near (SPEC §9 'events prefetch margin'). */
const MARGIN = 1.5;

/** The element that scrolls the list: `[data-scroll-root]` (the overlay), else the viewport. */
function scrollRoot(element: HTMLElement): HTMLElement | null {
	return element.closest<HTMLElement>('[data-scroll-root]');
}

/** Whether `element` lies within 150 % of its scroll root's height, measured now. */
function isNear(element: HTMLElement): boolean {
	const root = scrollRoot(element);
	const { top, bottom } = root
		? root.getBoundingClientRect()
		: { top: 0, bottom: document.documentElement.clientHeight };
	const margin = (bottom - top) * MARGIN;
	const rect = element.getBoundingClientRect();
	return rect.top < bottom + margin && rect.bottom > top - margin;
}

/**
 * Loads the next page when `trigger` comes within 150 % of the viewport (SPEC §4, §9), and again
 * after a page arrived if the trigger is still that close. On mount the observer's first report
 * answers that: measuring then made the browser lay out the whole page in the task that
 * hydrates the list.
 */
export function useNextPageTrigger(
	trigger: RefObject<HTMLElement | null>,
	watch: { hasNext: boolean; loading: boolean; page: number },
	loadNextPage: () => void,
): void {
	useEffect(() => {
		const element = trigger.current;
		if (!element || !watch.hasNext) return;
		const observer = new IntersectionObserver(
			([entry]) => {
				if (entry?.isIntersecting) loadNextPage();
			},
			{ root: scrollRoot(element), rootMargin: `${MARGIN * 100}% 0px` },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [trigger, watch.hasNext, loadNextPage]);

	const mounted = useRef(false);
	useEffect(() => {
		if (!mounted.current) {
			mounted.current = true;
			return;
		}
		// Measured, not remembered: the page that just arrived has usually pushed the trigger away.
		const element = trigger.current;
		if (element && !watch.loading && watch.hasNext && isNear(element)) loadNextPage();
	}, [trigger, watch.loading, watch.hasNext, watch.page, loadNextPage]);
}
