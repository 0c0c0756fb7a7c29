import { fill } from '../../lib/i18n/fill.ts';
import { $cart, loadCart } from '../../stores/cart.ts';

/**
 * Keeps the header's cart badges and links in step with `$cart` (SPEC §2 'Cart link'): the count
 * from the cart cookies, shown only above zero, and the link to the stored cart URL when there is
 * one (otherwise the configured basket link stays).
 */
export function bindCartCount(badges: HTMLElement[]): void {
	if (badges.length === 0) return;
	$cart.subscribe(({ count, url }) => {
		for (const badge of badges) {
			badge.hidden = count === 0;
			const number = badge.querySelector('[data-cart-count-number]');
			const label = badge.querySelector('[data-cart-count-label]');
			if (number) number.textContent = String(count);
			if (label) label.textContent = fill(badge.dataset['label'] ?? '', { count });
			const link = badge.closest('a');
			if (link && url) link.href = url;
		}
	});
	loadCart();
}
