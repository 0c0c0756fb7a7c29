import { describe, expect, it } from 'vitest';
import { addToCart, visitor } from './cart-visitor.ts';
import { startBackend } from './harness.ts';

/** Numbers past PostgreSQL's INTEGER and BIGINT (SQLite takes them; PostgreSQL raises 22003). */
const HUGE = ['2147483648', '9223372036854775808', '-2147483649', '1e30'];

describe('numbers beyond the database integer range', () => {
	it('never answer 500, in paths or in filters', async () => {
		const backend = await startBackend();
		const paths = HUGE.flatMap((n) => [
			`/de/api/events/${n}/`,
			`/de/api/events/?page=${n}`,
			`/de/api/events/?room=${n}`,
			`/de/api/events/?genre=${n}`,
			`/de/api/events/?series=${n}`,
			`/de/api/calendar/?type=${n}`,
			`/de/api/articles/${n}/`,
			`/de/api/articles/?category=${n}`,
			`/de/api/productions/?season=${n}`,
			`/de/api/persons/?category=${n}`,
			`/de/api/venues/${n}/`,
			`/de/api/series/${n}/`,
			`/api/forms/${n}/`,
			`/pageeditor-api/headline/${n}/`,
			`/de/pageeditor-api/pages/${n}/`,
			`/api/search/events/?query=schloss&page=${n}`,
		]);
		const failed: string[] = [];
		for (const path of paths) {
			const response = await backend.request(path);
			if (response.status >= 500) failed.push(`${path} → ${response.status}`);
		}
		expect(failed).toEqual([]);
	});

	it('in JSON bodies answer 400 and change nothing', async () => {
		const backend = await startBackend();
		for (const huge of [2_147_483_648, 9_223_372_036_854_775_807]) {
			const carts = [
				{ event_jet_id: huge, quantities: [1], sale_type_ids: [1], seat_group: 1011 },
				{ event_jet_id: 5002, quantities: [1], sale_type_ids: [huge], seat_group: 1011 },
				{ event_jet_id: 5002, quantities: [1], sale_type_ids: [1], seat_group: huge },
			];
			for (const body of carts) {
				const { status } = await addToCart(backend, visitor(), body);
				expect(status, JSON.stringify(body)).toBe(400);
			}
			const entry = await backend.request('/api/forms-entries/', {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'x-csrftoken': 't', cookie: 'csrftoken=t' },
				body: JSON.stringify({ form: huge, field_values: {} }),
			});
			expect(entry.status).toBe(400);
		}
	});
});
