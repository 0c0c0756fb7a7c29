import { INTENT_EVENTS, wakeOnFirstIntent } from '../page-runtime/wake.ts';

const CLOSE = 'button[data-alert-id]';

let loading = false;
/** The close button was pressed before its code had arrived. */
let closedEarly = false;

function noteEarlyClose(event: Event): void {
	if (event.target instanceof Element && event.target.closest(CLOSE)) closedEarly = true;
}

/**
 * Loads the top alert's behaviour (top-alert.ts: the close button, hiding it while the menu is
 * open) once, when the visitor first turns to the alert or to the header (header-island.ts).
 * Until then the server and the inline script have shown or hidden it as it should be; a press
 * of the close button that came first is carried out once the code is there.
 */
export function loadTopAlert(): void {
	const alert = document.querySelector<HTMLElement>('[data-top-alert]');
	if (!alert || loading) return;
	loading = true;
	import('./top-alert.ts')
		.then(({ bindTopAlert }) => {
			bindTopAlert(alert);
			alert.removeEventListener('click', noteEarlyClose);
			if (closedEarly) alert.querySelector<HTMLElement>(CLOSE)?.click();
		})
		.catch((error: unknown) => console.error('[header] top alert failed to load', error));
}

/** Waits for the visitor to turn to `alert` (a click too: a screen reader may send one alone). */
export function wakeTopAlert(alert: HTMLElement): void {
	alert.addEventListener('click', noteEarlyClose);
	wakeOnFirstIntent(alert, loadTopAlert, [...INTENT_EVENTS, 'click']);
}
