// No optional chaining or nullish coalescing here: see session-flags.ts.
import {
	DISMISSED_KEY,
	pendingNotices,
	readDeviceFacts,
	type DeviceNoticeKind,
} from './device-notices.ts';
import { readSessionValue, writeSessionValue } from './session-flags.ts';

/**
 * Shows the info layer's first device notice (SPEC §2) that applies and has not been closed in
 * this session; they render hidden in InfoLayer.astro. One at a time, so a phone keeps its
 * screen: while the inline script's 'unsupported browser' notice shows, they wait, and closing
 * one shows the next. 'Reload' reloads the page. Loaded only on a device a notice applies to
 * (info-layer-gate.ts).
 */
export function startInfoLayer(layer: HTMLElement): void {
	const facts = readDeviceFacts();
	const closed: string[] = [];
	const isDismissed = (kind: DeviceNoticeKind) =>
		closed.indexOf(kind) >= 0 || readSessionValue(DISMISSED_KEY + kind) === '1';
	const showNext = (): HTMLElement | null => {
		const kind = pendingNotices(facts, isDismissed)[0];
		const notice = kind ? layer.querySelector<HTMLElement>(`[data-info-notice="${kind}"]`) : null;
		if (notice) notice.hidden = false;
		return notice;
	};
	layer.addEventListener('click', (event) => {
		const button = (event.target as Element).closest('button');
		const notice = button && button.closest<HTMLElement>('[data-info-notice]');
		if (!button || !notice) return;
		if (button.hasAttribute('data-info-reload')) {
			location.reload();
			return;
		}
		if (!button.hasAttribute('data-info-close')) return;
		const kind = notice.getAttribute('data-info-notice') || '';
		notice.hidden = true;
		closed.push(kind);
		writeSessionValue(DISMISSED_KEY + kind, '1');
		// Keyboard focus was on the button that just vanished: it moves on to the next notice.
		const next = showNext();
		const nextClose = next && next.querySelector<HTMLElement>('[data-info-close]');
		if (nextClose) nextClose.focus();
	});
	if (!layer.querySelector('[data-info-notice]:not([hidden])')) showNext();
}
