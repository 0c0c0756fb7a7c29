import { describe, expect, it } from 'vitest';
import {
	AlertListSchema,
	EventDetailSchema,
	EventListSchema,
} from '../../../src/lib/contract/index.ts';
import {
	addUser,
	jsonWrite,
	loginAs,
	parsed,
	STAFF_PASSWORD,
	startBackend,
	staffJar,
} from './harness.ts';

describe('generic repository writes', () => {
	it('refuses a write without session (401), without staff (403) and without CSRF (403)', async () => {
		const backend = await startBackend();
		const patch = { name: 'Geändert' };
		const anonymous = await backend.request('/de/api/events/1/', {
			method: 'PATCH',
			headers: { 'content-type': 'application/json', 'x-csrftoken': 't', cookie: 'csrftoken=t' },
			body: JSON.stringify(patch),
		});
		expect(anonymous.status).toBe(401);

		await addUser(backend, 'visitor', STAFF_PASSWORD, false);
		const visitor = await loginAs(backend, 'visitor');
		expect(
			(await backend.request('/de/api/events/1/', jsonWrite(visitor, 'PATCH', patch))).status,
		).toBe(403);

		const jar = await staffJar(backend);
		const noCsrf = await backend.request('/de/api/events/1/', {
			method: 'PATCH',
			jar,
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(patch),
		});
		expect(noCsrf.status).toBe(403);
		const wrongCsrf = await backend.request('/de/api/events/1/', {
			method: 'PATCH',
			jar,
			headers: { 'content-type': 'application/json', 'x-csrftoken': 'forged' },
			body: JSON.stringify(patch),
		});
		expect(wrongCsrf.status).toBe(403);
		const unchanged = await parsed(await backend.request('/de/api/events/1/'), EventDetailSchema);
		expect(unchanged.name).not.toBe('Geändert');
	});

	it('patches, replaces, creates and deletes with staff session and CSRF', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);

		const patched = await backend.request(
			'/de/api/events/1/',
			jsonWrite(jar, 'PATCH', { name: 'Geändert' }),
		);
		expect(patched.status).toBe(200);
		expect((await parsed(await backend.request('/de/api/events/1/'), EventDetailSchema)).name).toBe(
			'Geändert',
		);
		expect(
			(await parsed(await backend.request('/en/api/events/1/'), EventDetailSchema)).name,
		).not.toBe('Geändert');

		const original = await parsed(await backend.request('/de/api/events/2/'), EventDetailSchema);
		const replaced = await backend.request(
			'/de/api/events/2/',
			jsonWrite(jar, 'POST', { ...original, subline: 'Neu' }),
		);
		expect(replaced.status).toBe(200);
		expect(
			(await parsed(await backend.request('/de/api/events/2/'), EventDetailSchema)).subline,
		).toBe('Neu');

		const { id: _id, ...fresh } = original;
		const created = await backend.request(
			'/de/api/events/',
			jsonWrite(jar, 'POST', { ...fresh, slug: 'neu', name: 'Neu' }),
		);
		expect(created.status).toBe(201);
		const createdEvent = await parsed(created, EventDetailSchema);
		expect(createdEvent.id).toBeGreaterThan(14);
		const list = await parsed(
			await backend.request('/de/api/events/?page_size=100'),
			EventListSchema,
		);
		expect(list.results.map((event) => event.id)).toContain(createdEvent.id);

		const deleted = await backend.request(`/de/api/events/${createdEvent.id}/`, {
			...jsonWrite(jar, 'DELETE', {}),
			body: null,
		});
		expect(deleted.status).toBe(204);
		expect((await backend.request(`/de/api/events/${createdEvent.id}/`)).status).toBe(404);
	});

	it('validates writes with the detail schema and names the field', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const response = await backend.request(
			'/de/api/events/1/',
			jsonWrite(jar, 'PATCH', { date_start: 'tomorrow' }),
		);
		expect(response.status).toBe(400);
		expect(await response.json()).toMatchObject({ field: 'date_start' });
		const missing = await backend.request(
			'/de/api/events/999/',
			jsonWrite(jar, 'PATCH', { name: 'x' }),
		);
		expect(missing.status).toBe(404);
		const duplicate = await backend.request(
			'/de/api/alerts/',
			jsonWrite(jar, 'POST', { id: 1, title: 'x', text: 'y' }),
		);
		expect(duplicate.status).toBe(400);
		expect(await duplicate.json()).toMatchObject({ field: 'id' });
	});

	it.each([
		['/de/api/productions/1/', { title: 'Neu' }, 'title'],
		['/de/api/articles/1/', { title: 'Neu' }, 'title'],
		['/de/api/persons/1/', { role: 'Regie' }, 'role'],
		['/de/api/venues/1/', { name: 'Neu' }, 'name'],
		['/de/api/series/31/', { name: 'Neu' }, 'name'],
		['/de/api/alerts/1/', { title: 'Neu' }, 'title'],
		['/api/redirects/1/', { new_path: '/de/neu' }, 'new_path'],
		['/de/pageeditor-api/pages/2/', { title: 'Neu' }, 'title'],
	])('PATCH %s is visible on the next GET', async (path, patch, key) => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		expect((await backend.request(path, jsonWrite(jar, 'PATCH', patch))).status).toBe(200);
		const after = (await (await backend.request(path)).json()) as Record<string, unknown>;
		expect(after[key]).toBe(Object.values(patch)[0]);
	});

	it('changes forms and alerts for visitors', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await backend.request(
			'/de/api/alerts/',
			jsonWrite(jar, 'POST', { title: 'Zweite', text: 'Meldung' }),
		);
		const alerts = await parsed(await backend.request('/de/api/breaking-news/'), AlertListSchema);
		expect(alerts.map((alert) => alert.title)).toContain('Zweite');
		const form = await (await backend.request('/de/api/forms/1/')).json();
		const put = await backend.request(
			'/de/api/forms/1/',
			jsonWrite(jar, 'PUT', { ...form, fields: form.fields.slice(0, 1), title: 'Kurz' }),
		);
		expect(put.status).toBe(200);
		expect((await (await backend.request('/de/api/forms/1/')).json()).title).toBe('Kurz');
	});
});

describe('change feed', () => {
	it('reports the site paths of committed edits, not the seeding', async () => {
		const changes: { kind: string; paths: string[] }[] = [];
		const backend = await startBackend({
			onChange: (change) => changes.push({ kind: change.kind, paths: change.paths }),
		});
		expect(changes).toEqual([]);
		const jar = await staffJar(backend);
		const response = await backend.request(
			'/de/pageeditor-api/pages/2/',
			jsonWrite(jar, 'PATCH', { title: 'Neu' }),
		);
		expect(response.status).toBe(200);
		expect(changes).toEqual([{ kind: 'page', paths: ['/de/agb'] }]);
	});
});
