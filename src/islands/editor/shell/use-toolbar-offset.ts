import { useEffect, useRef } from 'react';

/**
 * Keeps `--editor-toolbar-height` on the root at the toolbar's height (and the class
 * `editor-toolbar-on` while it is shown), so the sticky site header sits below the sticky
 * toolbar instead of under it.
 */
export function useToolbarOffset<T extends HTMLElement>() {
	const ref = useRef<T>(null);
	useEffect(() => {
		const element = ref.current;
		if (element === null) return;
		const root = document.documentElement;
		root.classList.add('editor-toolbar-on');
		const observer = new ResizeObserver(() => {
			root.style.setProperty('--editor-toolbar-height', `${element.offsetHeight}px`);
		});
		observer.observe(element);
		return () => {
			observer.disconnect();
			root.classList.remove('editor-toolbar-on');
			root.style.removeProperty('--editor-toolbar-height');
		};
	}, []);
	return ref;
}
