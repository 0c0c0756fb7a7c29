import {
	$stickyShown,
	setFooterInView,
	setSectionsOpen,
	updateStickyScroll,
} from '../../stores/sticky.ts';
import { focusWithoutScroll, followAnchor, scrollWindowTo } from './anchor-scroll.ts';
import { bindSectionsMenu } from './sections-menu.ts';
import { keepInView, markClipped, trackCurrentSection } from './section-tracker.ts';

/** Reports whether any part of the site footer is in the viewport. */
function watchFooter(): void {
	const footer = document.querySelector('footer.site-footer');
	if (!footer || !('IntersectionObserver' in window)) return;
	new IntersectionObserver((entries) => {
		const entry = entries[entries.length - 1];
		if (entry) setFooterInView(entry.isIntersecting);
	}).observe(footer);
}

/**
 * Enhances the server-rendered sticky navigation (SPEC §2 'Sticky navigation'): the fixed bar
 * (`is-enhanced`) shows past half the window height and not while the footer is in view
 * (`is-shown`); in-page links glide to their target 130 px below the top and the link of the
 * section being read is marked; 'back to top' scrolls up and hands the focus to `focusTarget`.
 */
export function startStickyNavigation(root: HTMLElement): void {
	root.classList.add('is-enhanced');
	$stickyShown.subscribe((shown) => root.classList.toggle('is-shown', shown));
	watchFooter();

	const links = [
		...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]:not([data-sticky-top])'),
	];
	const list = root.querySelector<HTMLElement>('[data-sticky-list]');
	const currentLabel = root.querySelector<HTMLElement>('[data-sticky-current]');
	const tracker = trackCurrentSection(links, (link) => {
		root.classList.toggle('has-current', link !== null);
		if (currentLabel) currentLabel.textContent = link?.textContent.trim() ?? '';
		if (link && list?.contains(link)) keepInView(list, link);
	});

	let frame = 0;
	const measure = (): void => {
		frame = 0;
		updateStickyScroll(window.scrollY, window.innerHeight);
		tracker.update();
		if (list) markClipped(list);
	};
	const schedule = (): void => {
		frame ||= window.requestAnimationFrame(measure);
	};
	window.addEventListener('scroll', schedule, { passive: true });
	window.addEventListener('resize', schedule, { passive: true });
	window.addEventListener('pageshow', schedule);
	list?.addEventListener('scroll', schedule, { passive: true });
	// The first look waits for a frame too: reading the scroll position now would lay out the
	// whole page inside the start-up task (30-40 ms on a phone), work the frame does anyway.
	schedule();

	for (const link of links) {
		link.addEventListener('click', (event) => {
			if (!followAnchor(link)) return;
			event.preventDefault();
			setSectionsOpen(false);
		});
	}

	const focusTarget = document.getElementById(root.dataset['focusTarget'] ?? '') ?? document.body;
	for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-sticky-top]')) {
		link.addEventListener('click', (event) => {
			event.preventDefault();
			scrollWindowTo(0);
			focusWithoutScroll(focusTarget);
		});
	}

	const toggle = root.querySelector<HTMLButtonElement>('[data-sticky-toggle]');
	if (toggle) bindSectionsMenu(root, toggle);
}
