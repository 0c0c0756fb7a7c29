/**
 * Calls `start` once for each of `elements` when it first intersects the viewport as `options`
 * define it (a threshold, a margin around the viewport); for all of them at once where the
 * browser has no IntersectionObserver.
 */
export function onceVisible<E extends Element>(
	elements: readonly E[],
	start: (element: E) => void,
	options: IntersectionObserverInit,
): void {
	if (elements.length === 0) return;
	if (!('IntersectionObserver' in window)) {
		for (const element of elements) start(element);
		return;
	}
	const observer = new IntersectionObserver((entries) => {
		for (const entry of entries) {
			if (!entry.isIntersecting) continue;
			observer.unobserve(entry.target);
			start(entry.target as E);
		}
	}, options);
	for (const element of elements) observer.observe(element);
}
