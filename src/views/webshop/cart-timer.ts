import { clockMinutes } from './cart-groups.ts';

/** Seconds before the end from which 'keep my tickets' is offered. */
export const RENEW_WINDOW_SECONDS = 120;

/** The cart page's countdown, restarted from the server's figures after each change. */
export type CartTimer = {
	/** Reads the seconds left and whether a renewal is offered from the (new) countdown markup. */
	reset(): void;
};

/**
 * Counts the cart's reservation down, once a second, in `[data-cart-countdown]` (and the renewal
 * dialog's clock) from the seconds the server rendered (`[data-cart-seconds]`). With
 * RENEW_WINDOW_SECONDS left it reveals `[data-cart-ending]` and, when a renewal is possible,
 * opens the renewal dialog (modal: screen readers hear its title and text); otherwise `announce`
 * says that the reservation cannot be extended. At zero it calls `expire`.
 */
export function startCartTimer(
	root: HTMLElement,
	hooks: { expire: () => void; announce: (text: string) => void },
): CartTimer {
	let end = 0;
	let warned = false;
	let running = false;
	const box = () => root.querySelector<HTMLElement>('[data-cart-seconds]');

	const tick = () => {
		const timer = box();
		if (!running || !timer) return;
		const left = Math.max(0, Math.ceil((end - performance.now()) / 1000));
		for (const clock of timer.querySelectorAll('[data-cart-countdown], [data-cart-renew-clock]')) {
			clock.textContent = clockMinutes(left);
		}
		if (left <= RENEW_WINDOW_SECONDS && !warned) {
			warned = true;
			const ending = timer.querySelector<HTMLElement>('[data-cart-ending]');
			if (ending) ending.hidden = false;
			const dialog = timer.querySelector<HTMLDialogElement>('[data-cart-renew-dialog]');
			if (dialog && left > 0) {
				if (!dialog.open) dialog.showModal();
			} else if (ending && left > 0) {
				hooks.announce(ending.textContent.trim());
			}
		}
		if (left > 0) return;
		running = false;
		timer.querySelector<HTMLDialogElement>('[data-cart-renew-dialog]')?.close();
		hooks.expire();
	};

	const reset = () => {
		const timer = box();
		running = timer !== null;
		if (!timer) return;
		end = performance.now() + Number(timer.dataset['cartSeconds']) * 1000;
		warned = false;
		tick();
	};

	reset();
	window.setInterval(tick, 1000);
	return { reset };
}
