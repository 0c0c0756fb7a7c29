import { map } from 'nanostores';
import { readCookie } from '../lib/cookies/read-cookie.ts';

/**
 * The visitor's webshop cart as the header shows it (SPEC §2 'Cart link', §9): the number of
 * tickets and the cart's URL. Both live in cookies on the parent domain for the 15 minutes the
 * tickets are reserved, so the shop and every page (also prerendered ones) agree.
 */
export type CartState = { count: number; url: string | null };

export const CART_COUNT_COOKIE = 'cart_count';
export const CART_URL_COOKIE = 'cart_url';
/** How long the tickets, and so the cookies, last (SPEC §9). */
export const CART_COOKIE_SECONDS = 15 * 60;
/** More tickets than any cart can hold: such a cookie value is not trusted. */
const MAX_COUNT = 999;

export const $cart = map<CartState>({ count: 0, url: null });

/** A cart URL only when it is a same-site path or an http(s) address; else null. */
export function safeCartUrl(value: string | null | undefined): string | null {
	if (!value) return null;
	if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
	try {
		const url = new URL(value);
		return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
	} catch {
		return null;
	}
}

/** The ticket count from its cookie: a whole number from 0 to 999, else 0. */
export function safeCartCount(value: string | null | undefined): number {
	if (value === null || value === undefined || !/^\d{1,3}$/.test(value)) return 0;
	return Math.min(Number(value), MAX_COUNT);
}

/** The cart as the cookies in a `document.cookie` string describe it. */
export function cartFromCookies(cookies: string): CartState {
	return {
		count: safeCartCount(readCookie(cookies, CART_COUNT_COOKIE)),
		url: safeCartUrl(readCookie(cookies, CART_URL_COOKIE)),
	};
}

/**
 * The domain the cart cookies are set on: the parent of `hostname` ('www.example.org' →
 * 'example.org'), so the webshop on a sibling host sees them; none for localhost, IP addresses
 * and two-label names (the cookie then stays on the host).
 */
export function parentDomain(hostname: string): string | undefined {
	if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) {
		return undefined;
	}
	const labels = hostname.split('.');
	return labels.length > 2 ? labels.slice(1).join('.') : undefined;
}

/** The two `document.cookie` assignments that store `cart` for `seconds` (15 minutes). */
export function cartCookieAssignments(
	cart: CartState,
	where: { hostname: string; secure: boolean },
	seconds = CART_COOKIE_SECONDS,
): string[] {
	const domain = parentDomain(where.hostname);
	const attributes = [
		`Max-Age=${Math.max(1, Math.round(seconds))}`,
		'Path=/',
		'SameSite=Lax',
		...(domain ? [`Domain=${domain}`] : []),
		...(where.secure ? ['Secure'] : []),
	].join('; ');
	return [
		`${CART_COUNT_COOKIE}=${cart.count}; ${attributes}`,
		`${CART_URL_COOKIE}=${encodeURIComponent(cart.url ?? '')}; ${attributes}`,
	];
}

/** Reads the cart from the page's cookies into `$cart`. */
export function loadCart(cookies: string = document.cookie): void {
	$cart.set(cartFromCookies(cookies));
}

/**
 * Records a successful cart call (`tickets_quantity`, `cart_url`): updates `$cart` and, in a
 * browser, renews both cookies for another 15 minutes (or the `seconds` the reservation has left).
 */
export function storeCart(
	answer: { tickets_quantity: number; cart_url: string },
	seconds?: number,
): void {
	const cart = {
		count: safeCartCount(String(answer.tickets_quantity)),
		url: safeCartUrl(answer.cart_url),
	};
	$cart.set(cart);
	if (typeof document === 'undefined') return;
	const where = { hostname: location.hostname, secure: location.protocol === 'https:' };
	for (const assignment of cartCookieAssignments(cart, where, seconds)) {
		document.cookie = assignment;
	}
}
