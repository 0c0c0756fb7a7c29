import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessCalls } from '../../../src/islands/editor/api/access-calls.ts';
import { EditConflictError } from '../../../src/islands/editor/api/edit-conflict-error.ts';
import { createEditorRequest } from '../../../src/islands/editor/api/editor-request.ts';
import { editorStrings } from '../../../src/islands/editor/editor-strings.ts';
import { choicesOf, stacked, valuesOf } from '../../../src/islands/editor/shell/access-form.ts';
import { resetEditor } from '../../../src/stores/editor.ts';

type Call = { method: string; url: string; ifMatch: string | null; body: unknown };

/** Access calls on a fake back end: `answer` decides each answer; every call is recorded. */
function calls(answer: (call: Call) => { status: number; body?: unknown; etag?: string }) {
	const seen: Call[] = [];
	const fetch = async (input: string, init: RequestInit = {}) => {
		const headers = new Headers(init.headers);
		const call: Call = {
			method: init.method ?? 'GET',
			url: input,
			ifMatch: headers.get('if-match'),
			body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
		};
		seen.push(call);
		const { status, body, etag } = answer(call);
		return new Response(body === undefined ? null : JSON.stringify(body), {
			status,
			headers: etag === undefined ? {} : { etag },
		});
	};
	const request = createEditorRequest({
		// The editor calls fetch with URL strings only.
		fetch: (input, init) => fetch(input as string, init),
		csrfToken: () => 'token',
		text: editorStrings('de'),
		uiLocale: 'de',
	});
	return { seen, api: createAccessCalls('de', request) };
}

const STORED = {
	target: { kind: 'event', id: 5 },
	name: 'Konzert',
	etag: '"v1"',
	values: {},
	dateValues: {},
	venueValues: { induction_loop: true },
	slug: 'konzert',
} as const;

afterEach(() => {
	resetEditor();
	vi.restoreAllMocks();
});

describe('editor access calls', () => {
	it('reads an event with its version and its venue’s values (from the room’s venue link)', async () => {
		const { api } = calls(({ url }) =>
			url === '/de/api/events/5/'
				? {
						status: 200,
						etag: '"v1"',
						body: {
							id: 5,
							slug: 'konzert',
							name: 'Konzert',
							room: { id: 2, slug: 'saal', name: 'Saal', url: '/de/venues/schloss/7' },
							access_values: { step_free: false },
							date_access_values: { sign_language: true },
						},
					}
				: { status: 200, body: { id: 7, name: 'Schloss', access_values: { step_free: true } } },
		);
		expect(await api.readAccess({ kind: 'event', id: 5 })).toEqual({
			...STORED,
			etag: '"v1"',
			values: { step_free: false },
			dateValues: { sign_language: true },
			venueValues: { step_free: true },
		});
	});

	it('saves the shown date on its version, then the other language and the event’s other dates', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		const { seen, api } = calls(({ method, url }) => {
			if (method === 'GET') return { status: 200, body: { results: [{ id: 5 }, { id: 6 }] } };
			if (url === '/en/api/events/6/') return { status: 404, body: { error: 'gone' } };
			return { status: 200, body: {} };
		});
		const report = await api.saveAccess(STORED, {
			values: { induction_loop: true },
			dateValues: { step_free: false },
		});
		const both = {
			access_values: { induction_loop: true },
			date_access_values: { step_free: false },
		};
		expect(seen).toEqual([
			{ method: 'PATCH', url: '/de/api/events/5/', ifMatch: '"v1"', body: both },
			{
				method: 'GET',
				url: '/de/api/events/?slug=konzert&page_size=100',
				ifMatch: null,
				body: undefined,
			},
			{
				method: 'PATCH',
				url: '/de/api/events/6/',
				ifMatch: null,
				body: { access_values: { induction_loop: true } },
			},
			{ method: 'PATCH', url: '/en/api/events/5/', ifMatch: null, body: both },
			{
				method: 'PATCH',
				url: '/en/api/events/6/',
				ifMatch: null,
				body: { access_values: { induction_loop: true } },
			},
		]);
		// A date missing in English is nothing to save there, not a failure.
		expect(report).toEqual({ others: 2, failed: 0 });
	});

	it('writes nothing else when the shown document changed since it was read (412)', async () => {
		const { seen, api } = calls(() => ({
			status: 412,
			body: {
				error: 'changed',
				changed_by: 'Ada',
				changed_at: '2026-11-26T10:00:00Z',
				etag: '"v2"',
			},
		}));
		await expect(
			api.saveAccess(
				{ ...STORED, target: { kind: 'venue', id: 7 }, dateValues: null, slug: null },
				{
					values: {},
					dateValues: null,
				},
			),
		).rejects.toBeInstanceOf(EditConflictError);
		expect(seen.map((call) => call.url)).toEqual(['/de/api/venues/7/']);
	});

	it('turns choices into stored values and back, and stacks levels', () => {
		const choices = choicesOf({ step_free: true, induction_loop: false });
		expect(choices.step_free).toBe('yes');
		expect(choices.induction_loop).toBe('no');
		expect(choices.touch_tour).toBe('inherit');
		expect(valuesOf(choices)).toEqual({ step_free: true, induction_loop: false });
		expect(stacked('step_free', { step_free: true }, null, { step_free: false })).toBe(false);
		expect(stacked('touch_tour', { step_free: true }, null)).toBeUndefined();
	});
});
