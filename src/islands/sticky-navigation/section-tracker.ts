import { ANCHOR_OFFSET } from './anchor-scroll.ts';
import { currentSectionIndex, readingLine } from './current-section.ts';

/**
 * Marks the link of the section the visitor is reading with aria-current="location" and tells
 * `onChange` (null above the first section). `update` measures again; call it once per frame
 * while the page scrolls.
 */
export function trackCurrentSection(
	links: readonly HTMLAnchorElement[],
	onChange: (link: HTMLAnchorElement | null) => void,
): { update: () => void } {
	const targets = links.map((link) => {
		const id = decodeURIComponent(link.hash.slice(1));
		return id ? document.getElementById(id) : null;
	});
	let current: HTMLAnchorElement | null | undefined;
	return {
		update() {
			const tops = targets.map((target) => target?.getBoundingClientRect().top ?? Infinity);
			const line = readingLine(window.innerHeight, ANCHOR_OFFSET);
			const next = links[currentSectionIndex(tops, line)] ?? null;
			if (next === current) return;
			current = next;
			for (const link of links) {
				if (link === next) link.setAttribute('aria-current', 'location');
				else link.removeAttribute('aria-current');
			}
			onChange(next);
		},
	};
}

/**
 * Marks a horizontally scrolling list `is-clipped` while items are hidden past its end (the
 * bar fades its edge then); call it on resize and when the list scrolls.
 */
export function markClipped(list: HTMLElement): void {
	list.classList.toggle('is-clipped', list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
}

/** Scrolls a horizontally overflowing list so that `link` is fully visible in it. */
export function keepInView(list: HTMLElement, link: HTMLElement): void {
	if (list.scrollWidth <= list.clientWidth) return;
	const box = list.getBoundingClientRect();
	const item = link.getBoundingClientRect();
	if (item.left >= box.left && item.right <= box.right) return;
	list.scrollTo({ left: list.scrollLeft + item.left - box.left - box.width / 3 });
}
