import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
	$cart,
	cartCookieAssignments,
	cartFromCookies,
	loadCart,
	parentDomain,
	safeCartUrl,
	storeCart,
} from '../../../src/stores/cart.ts';

afterEach(() => cleanStores($cart));

describe('$cart', () => {
	it('reads count and URL from the cookies', () => {
		loadCart('a=1; cart_count=3; cart_url=%2Fwebshop%2Fcart%2Fabc');
		expect($cart.get()).toEqual({ count: 3, url: '/webshop/cart/abc' });
	});

	it('distrusts odd cookie values: no count, no foreign scheme', () => {
		expect(cartFromCookies('cart_count=-2; cart_url=javascript%3Aalert(1)')).toEqual({
			count: 0,
			url: null,
		});
		expect(cartFromCookies('cart_count=12abc; cart_url=%2F%2Fevil.example')).toEqual({
			count: 0,
			url: null,
		});
		expect(safeCartUrl('https://shop.example.org/cart')).toBe('https://shop.example.org/cart');
	});

	it('stores a cart answer for 15 minutes on the parent domain', () => {
		storeCart({ tickets_quantity: 2, cart_url: '/webshop/cart/t1' });
		expect($cart.get()).toEqual({ count: 2, url: '/webshop/cart/t1' });
		const [count, url] = cartCookieAssignments($cart.get(), {
			hostname: 'www.schloss-ravensau.de',
			secure: true,
		});
		expect(count).toBe(
			'cart_count=2; Max-Age=900; Path=/; SameSite=Lax; Domain=schloss-ravensau.de; Secure',
		);
		expect(url).toContain('cart_url=%2Fwebshop%2Fcart%2Ft1; Max-Age=900');
	});

	it('keeps cookies on the host where there is no parent domain', () => {
		expect(parentDomain('localhost')).toBeUndefined();
		expect(parentDomain('127.0.0.1')).toBeUndefined();
		expect(parentDomain('example.org')).toBeUndefined();
		expect(parentDomain('tickets.kultur.example.org')).toBe('kultur.example.org');
	});
});
