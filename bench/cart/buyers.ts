/** What one cart request answered and how long it took. */
export type Purchase = {
	ms: number;
	tickets: number;
	code: number | 'reserved' | 'cart-full' | 'failed';
};

type CartAnswer = { tickets_quantity?: number; response_code?: number; field?: string };

/**
 * One buyer: a visitor with its own CSRF token and cart cookie who keeps adding `tickets(i)`
 * tickets of `body`'s seat group to its cart until `until` (performance.now() time). When the
 * cart reaches the site's cap on tickets (400 naming `quantities`), it starts a new cart.
 */
export async function buyUntil(
	origin: string,
	buyer: number,
	body: Record<string, unknown>,
	tickets: (request: number) => number,
	until: number,
): Promise<Purchase[]> {
	const csrf = `bench-buyer-${buyer}`;
	let cart = '';
	const purchases: Purchase[] = [];
	for (let request = 0; performance.now() < until; request += 1) {
		const quantity = tickets(request);
		const start = performance.now();
		try {
			const response = await fetch(`${origin}/de/api/shop-cart/`, {
				method: 'POST',
				headers: {
					'content-type': 'application/json',
					'x-csrftoken': csrf,
					cookie: `csrftoken=${csrf}${cart}`,
				},
				body: JSON.stringify({ ...body, quantities: [quantity] }),
			});
			const answer = (await response.json()) as CartAnswer;
			const set = /webshop_cart=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
			if (set) cart = set[1] ? `; webshop_cart=${set[1]}` : '';
			const full = response.status === 400 && answer.field === 'quantities';
			if (full) cart = '';
			const code = full
				? ('cart-full' as const)
				: response.status !== 200
					? 'failed'
					: (answer.response_code ?? ('reserved' as const));
			purchases.push({ ms: performance.now() - start, tickets: quantity, code });
		} catch {
			purchases.push({ ms: performance.now() - start, tickets: quantity, code: 'failed' });
		}
	}
	return purchases;
}
