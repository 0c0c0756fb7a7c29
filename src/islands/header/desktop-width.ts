/** The width from which the header shows its desktop menu and top bar instead of the burger. */
export const DESKTOP = '(min-width: 64em)';

/** Whether the window is wide enough for the desktop menu now. */
export function isDesktop(): boolean {
	return window.matchMedia(DESKTOP).matches;
}
