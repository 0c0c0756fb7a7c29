import type { Locale } from '../../lib/contract/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { cartFromCookies, storeCart } from '../../stores/cart.ts';
import { sendCartChange, type ChangedCart } from './cart-change.ts';
import { startCartTimer } from './cart-timer.ts';

/** Where focus was, so it can return to the same control in the new rendering. */
type FocusKey = { line: string | null; action: string | null } | null;

function focusKeyOf(element: Element | null): FocusKey {
	if (!(element instanceof HTMLElement)) return null;
	if (element.matches('[data-cart-action]')) {
		const line = element.closest<HTMLElement>('[data-cart-line]')?.dataset['cartLine'] ?? null;
		return { line, action: element.dataset['cartAction'] ?? null };
	}
	return element.matches('.cart-timer__end [data-cart-renew]')
		? { line: null, action: 'renew' }
		: null;
}

/**
 * The cart page's behaviour (`CartView.astro`): the countdown with its renewal, and the buttons
 * that take tickets off a line. Each change is sent to the back end, which answers the cart;
 * the page then fetches its own new rendering and swaps `[data-cart-content]` (one rendering, the
 * server's), moves the header's cart count along, says what changed in `[data-cart-announce]`
 * and puts focus back on the same control — or the nearest one left.
 */
export function startCartPage(): void {
	const root = document.querySelector<HTMLElement>('[data-cart]');
	if (!root) return;
	const locale = (root.dataset['cartLocale'] ?? 'de') as Locale;
	const content = () => root.querySelector<HTMLElement>('[data-cart-content]');
	const announcer = root.querySelector<HTMLElement>('[data-cart-announce]');
	let busy = false;
	/** Focus before the renewal dialog opened. */
	let beforeDialog: FocusKey = null;

	const announce = (text: string) => {
		if (!announcer) return;
		// Emptied first: the same sentence twice in a row is read again.
		announcer.textContent = '';
		requestAnimationFrame(() => (announcer.textContent = text));
	};

	/** The header's cart count follows when the header names this cart (or any change is made). */
	const followHeader = (cart: ChangedCart) => storeCart(cart, cart.seconds_left);

	const expire = () => {
		const part = content();
		if (!part) return;
		part.dataset['cartState'] = 'expired';
		for (const reserved of part.querySelectorAll<HTMLElement>('[data-cart-reserved]')) {
			reserved.hidden = true;
		}
		for (const expired of part.querySelectorAll<HTMLElement>('[data-cart-expired]')) {
			expired.hidden = false;
		}
		const url = part.dataset['cartUrl'] ?? '';
		if (url !== '' && cartFromCookies(document.cookie).url === url) {
			storeCart({ tickets_quantity: 0, cart_url: url });
		}
	};

	const timer = startCartTimer(root, { expire, announce });

	/** Replaces the content with the page's current rendering; false when that failed. */
	const refresh = async (): Promise<boolean> => {
		const response = await fetch(location.href, {
			credentials: 'same-origin',
			cache: 'no-store',
			headers: { Accept: 'text/html' },
		}).catch(() => null);
		const html = response?.ok ? await response.text() : '';
		const fresh = new DOMParser()
			.parseFromString(html, 'text/html')
			.querySelector<HTMLElement>('[data-cart-content]');
		const old = content();
		if (!fresh || !old) return false;
		old.replaceWith(document.adoptNode(fresh));
		timer.reset();
		return true;
	};

	/** Focus on the control `key` named, else the line's other button, the next line, the heading. */
	const restoreFocus = (key: FocusKey, index: number) => {
		const part = content();
		if (!part) return;
		const rows = [...part.querySelectorAll<HTMLElement>('[data-cart-line]')];
		const row = rows.find((candidate) => candidate.dataset['cartLine'] === key?.line);
		const target =
			row?.querySelector<HTMLElement>(`[data-cart-action="${key?.action ?? ''}"]`) ??
			row?.querySelector<HTMLElement>('[data-cart-action="line"]') ??
			(key?.action === 'renew' ? part.querySelector<HTMLElement>('[data-cart-until]') : null) ??
			rows[Math.min(index, rows.length - 1)]?.querySelector<HTMLElement>(
				'[data-cart-action="line"]',
			) ??
			part.querySelector<HTMLElement>('[data-cart-until]') ??
			root.querySelector<HTMLElement>('h1');
		target?.focus();
	};

	/** What the cart now holds, in words, from the new rendering. */
	const removedText = (label: string) => {
		const part = content();
		const total = part?.querySelector('[data-cart-total]')?.textContent.trim();
		const tickets = part?.querySelector('.cart-total__count')?.textContent.trim();
		if (!total || !tickets) return fill(root.dataset['textRemovedLast'] ?? '', { ticket: label });
		return fill(root.dataset['textRemoved'] ?? '', { ticket: label, tickets, total });
	};

	const change = async (
		trigger: HTMLElement,
		send: (token: string) => ReturnType<typeof sendCartChange>,
		done: (answer: ChangedCart) => string,
		key: FocusKey,
	) => {
		const token = content()?.dataset['cartToken'];
		if (busy || !token) return;
		busy = true;
		trigger.setAttribute('aria-disabled', 'true');
		const rows = [...root.querySelectorAll<HTMLElement>('[data-cart-line]')];
		const index = Math.max(
			0,
			rows.findIndex((row) => row.dataset['cartLine'] === key?.line),
		);
		const answer = await send(token);
		trigger.closest('dialog')?.close();
		if (answer === null) {
			trigger.removeAttribute('aria-disabled');
			announce(root.dataset['textFailed'] ?? '');
			busy = false;
			return;
		}
		if (answer !== 'expired') followHeader(answer);
		const swapped = await refresh();
		busy = false;
		if (!swapped) {
			location.reload();
			return;
		}
		if (answer === 'expired') {
			expire();
			announce(content()?.querySelector('[data-cart-expired] h2')?.textContent.trim() ?? '');
			root.querySelector<HTMLElement>('h1')?.focus();
			return;
		}
		announce(done(answer));
		restoreFocus(key, index);
	};

	root.addEventListener('click', (event) => {
		const target = event.target instanceof Element ? event.target : null;
		const remove = target?.closest<HTMLElement>('[data-cart-action]');
		const row = remove?.closest<HTMLElement>('[data-cart-line]');
		if (remove && row) {
			const line = row.dataset['cartLine'] ?? '';
			const one = remove.dataset['cartAction'] === 'one';
			void change(
				remove,
				(token) =>
					sendCartChange(locale, token, 'remove', {
						line_id: line,
						...(one ? { quantity: 1 } : {}),
					}),
				() => removedText(row.dataset['cartLabel'] ?? ''),
				focusKeyOf(remove),
			);
			return;
		}
		const renew = target?.closest<HTMLElement>('[data-cart-renew]');
		if (renew) {
			const key = renew.closest('dialog') ? beforeDialog : focusKeyOf(renew);
			void change(
				renew,
				(token) => sendCartChange(locale, token, 'renew'),
				() => content()?.querySelector('[data-cart-until]')?.textContent.trim() ?? '',
				key ?? { line: null, action: 'renew' },
			);
			return;
		}
		if (target?.closest('[data-cart-renew-close]')) {
			target.closest('dialog')?.close();
		}
	});

	// Where focus was when the renewal dialog opened, for after the renewal.
	root.addEventListener('focusin', (event) => {
		if (!(event.target instanceof Element) || event.target.closest('dialog')) return;
		beforeDialog = focusKeyOf(event.target);
	});
}
