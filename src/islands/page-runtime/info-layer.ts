// No optional chaining or nullish coalescing here: see browser-support.ts.
import { pendingNotices, type DeviceFacts, type NoticeKind } from './device-notices.ts';
import { readSessionValue, writeSessionValue } from './session-flags.ts';

const DISMISSED_KEY = 'info-layer-dismissed:';

type NavigatorHints = Navigator & {
	userAgentData?: { brands?: DeviceFacts['brands'] };
	connection?: DeviceFacts['connection'];
	deviceMemory?: number;
};

function readDeviceFacts(): DeviceFacts {
	const nav = navigator as NavigatorHints;
	return {
		userAgent: nav.userAgent,
		brands: nav.userAgentData && nav.userAgentData.brands,
		connection: nav.connection,
		hardwareConcurrency: nav.hardwareConcurrency,
		deviceMemory: nav.deviceMemory,
	};
}

/**
 * Shows the info layer's first notice (SPEC §2) that applies to this browser and device and has
 * not been closed in this session; they render hidden in InfoLayer.astro. One at a time, so a
 * phone keeps its screen: closing one shows the next. 'Reload' reloads the page.
 */
export function startInfoLayer(layer: HTMLElement): void {
	const facts = readDeviceFacts();
	const closed: string[] = [];
	const isDismissed = (kind: NoticeKind) =>
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
	showNext();
}
