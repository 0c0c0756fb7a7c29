import {
	$alertVisible,
	ALERT_COOKIE,
	alertDismissalCookie,
	dismissAlert,
	readCookie,
	showAlert,
} from '../../stores/alert.ts';

/**
 * The top alert (SPEC §4 'Top alert'): hidden when the visitor dismissed this alert before (the
 * `alert_dismissed` cookie holds its id) and while the header menu is open; the close button
 * stores the id for 365 days and hides it.
 */
export function bindTopAlert(alert: HTMLElement): void {
	const id = alert.dataset['alertId'];
	if (!id) return;
	showAlert(id, readCookie(document.cookie, ALERT_COOKIE));
	$alertVisible.subscribe((visible) => {
		alert.hidden = !visible;
		if (visible) alert.classList.remove('is-dismissed');
	});
	alert.querySelector('button[data-alert-id]')?.addEventListener('click', () => {
		const dismissed = dismissAlert();
		if (dismissed === null) return;
		document.cookie = alertDismissalCookie(dismissed);
		// The button is gone: continue where the alert stood, at the start of the header.
		document
			.querySelector<HTMLElement>('[data-site-header] a[href], [data-site-header] summary')
			?.focus();
	});
}
