import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $editor, resetEditor } from '../../../src/stores/editor.ts';
import { EditConflictError } from '../../../src/islands/editor/api/edit-conflict-error.ts';
import { EditorCallError } from '../../../src/islands/editor/api/editor-call-error.ts';
import { createEditorClient } from '../../../src/islands/editor/api/editor-client.ts';
import { createEditorRequest } from '../../../src/islands/editor/api/editor-request.ts';
import { editorStrings } from '../../../src/islands/editor/editor-strings.ts';

type Answer = { status: number; body?: unknown; etag?: string };

const HEADLINE = {
	id: 12,
	slug: 'headline-12',
	model: 'headline',
	parent: null,
	content_type: 'page',
	object_id: 3,
	headline_level: 2,
	preline: '',
	content: 'Willkommen',
	subline: '',
	anchor: '',
};

/** A fake fetch answering `answers` in turn and recording every call. */
function fakeFetch(...answers: Answer[]) {
	const calls: { url: string; init: RequestInit }[] = [];
	const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
		calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
		const answer = answers.shift() ?? { status: 500 };
		return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
			status: answer.status,
			headers: {
				'content-type': 'application/json',
				...(answer.etag === undefined ? {} : { etag: answer.etag }),
			},
		});
	});
	return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(uiLocale: 'de' | 'en', ...answers: Answer[]) {
	const fake = fakeFetch(...answers);
	const request = createEditorRequest({
		fetch: fake.fetch,
		csrfToken: () => 'token-123',
		text: editorStrings(uiLocale),
		uiLocale,
	});
	return { ...fake, api: createEditorClient({ locale: 'de', uiLocale, request }) };
}

const alertTexts = () => $editor.get().alerts.map((alert) => `${alert.kind}: ${alert.text}`);
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

beforeEach(() => {
	vi.useFakeTimers();
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
	resetEditor();
	cleanStores($editor);
});

describe('versions (If-Match)', () => {
	const conflict = {
		error: 'Someone else changed this in the meantime',
		changed_by: 'Anna Schmidt',
		changed_at: '2026-12-01T10:05:00Z',
		etag: '"v3"',
	};

	it('base a save on the version read, then on the version saved; a 412 names who and when', async () => {
		const { api, calls } = client(
			'de',
			{ status: 200, body: HEADLINE, etag: '"v1"' },
			{ status: 200, body: HEADLINE, etag: '"v2"' },
			{ status: 412, body: conflict },
			{ status: 412, body: conflict },
		);
		await api.getModule('headline', 12);
		await api.replaceModule({ ...HEADLINE, model: 'headline' });
		expect(header(calls[1]!.init, 'If-Match')).toBe('"v1"');
		// The edit dialog's save: no alert, the dialog asks instead.
		const quiet = await api
			.replaceModule({ ...HEADLINE, model: 'headline' }, { quietConflict: true })
			.catch((e: unknown) => e);
		expect(header(calls[2]!.init, 'If-Match')).toBe('"v2"');
		expect(quiet).toBeInstanceOf(EditConflictError);
		expect((quiet as EditConflictError).conflict).toEqual(conflict);
		expect(alertTexts()).toEqual(['success: Gespeichert.']);
		// A delete over Anna's version: the alert names her and the Berlin time.
		vi.advanceTimersByTime(4000);
		await expect(api.deleteModule('headline', 12)).rejects.toBeInstanceOf(EditConflictError);
		expect(header(calls[3]!.init, 'If-Match')).toBe('"v2"');
		expect(alertTexts()).toEqual([
			'error: Anna Schmidt hat das am Dienstag, 1. Dezember 2026, 11:05 Uhr geändert. Ihre Änderung wurde nicht gespeichert.',
		]);
	});

	it('base the online switch, a restore and moves on the page version, kept current after own writes', async () => {
		const page = {
			id: 3,
			urls: { de: '/de/anreise' },
			title: 'Anreise',
			is_online: true,
			modules: [],
		};
		const { api, calls } = client(
			'de',
			{ status: 200, body: page, etag: '"p1"' },
			{ status: 200, body: { ...page, is_online: false }, etag: '"p2"' },
			{ status: 200, body: page, etag: '"p3"' },
			{ status: 200, body: { ids: [2, 1] } },
			{ status: 200, body: page, etag: '"p4"' },
			{ status: 412, body: { ...conflict, etag: '"p5"' } },
		);
		await api.getPage('/de/anreise');
		await api.setOnline(3, false);
		await api.restoreVersion(3, 7);
		await api.reorder([2, 1]);
		const stale = api.setOnline(3, true);
		await expect(stale).rejects.toBeInstanceOf(EditConflictError);
		expect(
			calls.map(({ url, init }) => [init.method ?? 'GET', url, header(init, 'if-match')]),
		).toEqual([
			['GET', '/de/pageeditor-api/page/de/anreise', null],
			['PATCH', '/de/pageeditor-api/pages/3/online/', '"p1"'],
			['POST', '/de/pageeditor-api/pages/3/versions/7/restore', '"p2"'],
			['POST', '/de/pageeditor-api/reorder', '"p3"'],
			// The move changed the page: its new version is read back, quietly.
			['GET', '/de/pageeditor-api/page/de/anreise', null],
			['PATCH', '/de/pageeditor-api/pages/3/online/', '"p4"'],
		]);
		expect(alertTexts().at(-1)).toMatch(/^error: Anna Schmidt hat das am .+ geändert/);
	});

	it('base a delete of a block never opened on its version as the page showed it', async () => {
		const { canonicalJson } = await import('../../../src/lib/edit-version/canonical-json.ts');
		const { editVersion } = await import('../../../src/backend/content/edit-version.ts');
		const page = { id: 3, urls: { de: '/de/a' }, title: 'A', is_online: true, modules: [HEADLINE] };
		const changed = { ...HEADLINE, content: 'Neu' };
		const { api, calls } = client(
			'de',
			{ status: 200, body: page, etag: '"p1"' },
			// Delete 1: the block is as shown, only stored in an older form — it goes ahead.
			{ status: 412, body: { ...conflict, etag: '"old-form"' } },
			{ status: 200, body: HEADLINE, etag: '"old-form"' },
			{ status: 204 },
			{ status: 200, body: page, etag: '"p2"' },
			// Delete 2: someone changed it since the page was read — refused, with who and when.
			{ status: 412, body: { ...conflict, etag: '"v9"' } },
			{ status: 200, body: changed, etag: '"v9"' },
		);
		await api.getPage('/de/a');
		await api.deleteModule('headline', 12);
		await expect(api.deleteModule('headline', 12)).rejects.toBeInstanceOf(EditConflictError);
		const deletes = calls.filter(({ init }) => init.method === 'DELETE');
		// The browser's version is the server's for the same block.
		expect(header(deletes[0]!.init, 'if-match')).toBe(
			editVersion(JSON.parse(canonicalJson(HEADLINE))),
		);
		expect(deletes.map(({ init }) => header(init, 'if-match')).slice(1)).toEqual([
			'"old-form"',
			header(deletes[0]!.init, 'if-match'),
		]);
		expect(alertTexts().at(-1)).toMatch(/^error: Anna Schmidt hat das am .+ geändert/);
	});

	it('beat presence silently: no alert, and no login dialog when the session is gone', async () => {
		const { api, calls } = client(
			'en',
			{ status: 200, body: { others: [{ name: 'Anna Schmidt' }] } },
			{ status: 401, body: { error: 'Authentication required' } },
		);
		expect(await api.presence('/de/agb', false)).toEqual(['Anna Schmidt']);
		expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ path: '/de/agb', leave: false });
		await expect(api.presence('/de/agb', true)).rejects.toBeInstanceOf(EditorCallError);
		expect(calls[1]?.init.keepalive).toBe(true);
		expect($editor.get().loginModal).toBeNull();
		expect(alertTexts()).toEqual([]);
	});
});

describe('editor writes', () => {
	it('send the CSRF header, credentials and JSON, and alert "Saved." after success', async () => {
		const { api, calls } = client('en', { status: 200, body: HEADLINE });
		const saved = await api.replaceModule({
			...HEADLINE,
			model: 'headline',
			content: 'Willkommen',
		});
		expect(saved.id).toBe(12);
		const [call] = calls;
		expect(call?.url).toBe('/de/pageeditor-api/headline/12/');
		expect(call?.init.method).toBe('PUT');
		expect(call?.init.credentials).toBe('same-origin');
		expect(header(call!.init, 'X-CSRFToken')).toBe('token-123');
		expect(header(call!.init, 'Accept')).toBe('application/json');
		expect(header(call!.init, 'Content-Type')).toBe('application/json');
		expect(JSON.parse(call?.init.body as string)).toMatchObject({ id: 12, content: 'Willkommen' });
		expect(alertTexts()).toEqual(['success: Saved.']);
		vi.advanceTimersByTime(4000);
		expect(alertTexts()).toEqual([]);
	});

	it('post a new module with its placement and alert in German on a German page', async () => {
		const { api, calls } = client('de', { status: 201, body: HEADLINE });
		await api.createModule(
			'headline',
			{ content: 'Neu', slug: 'headline-x' },
			{ parent: null, column: 0, content_type: 'page', object_id: 3 },
		);
		expect(calls[0]?.url).toBe('/de/pageeditor-api/headline/');
		expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
			content: 'Neu',
			slug: 'headline-x',
			model: 'headline',
			parent: null,
			column: 0,
			content_type: 'page',
			object_id: 3,
		});
		expect(alertTexts()).toEqual(['success: Gespeichert.']);
	});

	it('alert the error text and reject with the back end message and field', async () => {
		const { api } = client('en', {
			status: 400,
			body: { error: 'content is required', field: 'content' },
		});
		const failure = api.replaceModule({ ...HEADLINE, model: 'headline' }).catch((e) => e);
		const error = await failure;
		expect(error).toBeInstanceOf(EditorCallError);
		expect(error).toMatchObject({ status: 400, message: 'content is required', field: 'content' });
		expect(alertTexts()).toEqual(["error: Unfortunately, that didn't work."]);
	});

	it('treat an answer outside the contract as a failure', async () => {
		const { api } = client('en', { status: 200, body: { id: 'twelve' } });
		await expect(api.replaceModule({ ...HEADLINE, model: 'headline' })).rejects.toBeInstanceOf(
			EditorCallError,
		);
		expect(alertTexts()).toEqual(["error: Unfortunately, that didn't work."]);
	});

	it('alert after a delete (204 without a body)', async () => {
		const { api, calls } = client('en', { status: 204 });
		await api.deleteModule('headline', 12);
		expect(calls[0]?.init.method).toBe('DELETE');
		expect(alertTexts()).toEqual(['success: Saved.']);
	});
});

describe('reorder', () => {
	it('shows no alert after success, but the error alert after a failure', async () => {
		const ok = client('en', { status: 200, body: { ids: [2, 1] } });
		await ok.api.reorder([2, 1]);
		expect(ok.calls[0]?.url).toBe('/de/pageeditor-api/reorder');
		expect(header(ok.calls[0]!.init, 'X-CSRFToken')).toBe('token-123');
		expect(alertTexts()).toEqual([]);

		const failed = client('en', { status: 400, body: { error: 'not siblings', field: 'ids' } });
		await expect(failed.api.reorder([2, 9])).rejects.toBeInstanceOf(EditorCallError);
		expect(alertTexts()).toEqual(["error: Unfortunately, that didn't work."]);
	});
});

describe('reads', () => {
	it('send no CSRF header and show no success alert', async () => {
		const { api, calls } = client('en', { status: 200, body: HEADLINE });
		await api.getModule('headline', 12);
		expect(calls[0]?.init.method).toBe('GET');
		expect(header(calls[0]!.init, 'X-CSRFToken')).toBeNull();
		expect(alertTexts()).toEqual([]);
	});

	it('answer null for a missing section without an alert', async () => {
		const { api, calls } = client('en', { status: 404, body: { error: 'Not found' } });
		expect(await api.sectionBySlug('event-7')).toBeNull();
		expect(calls[0]?.url).toBe('/de/pageeditor-api/container/by-slug/event-7');
		expect(alertTexts()).toEqual([]);
	});
});

describe('401', () => {
	it('opens the login dialog; Retry sends the call again and the caller gets that outcome', async () => {
		const { api, calls } = client(
			'en',
			{ status: 401, body: { error: 'Authentication required' } },
			{ status: 200, body: HEADLINE },
		);
		const saving = api.replaceModule({ ...HEADLINE, model: 'headline' });
		await vi.waitFor(() => expect($editor.get().loginModal).not.toBeNull());
		expect(alertTexts()).toEqual(["error: Unfortunately, that didn't work."]);
		$editor.get().loginModal?.onRetry();
		await expect(saving).resolves.toMatchObject({ id: 12 });
		expect(calls).toHaveLength(2);
		expect($editor.get().loginModal).toBeNull();
	});

	it('rejects with the 401 when the login dialog is closed', async () => {
		const { api } = client('en', { status: 401, body: { error: 'Authentication required' } });
		const saving = api.deleteModule('headline', 12).catch((e) => e);
		await vi.waitFor(() => expect($editor.get().loginModal).not.toBeNull());
		$editor.get().loginModal?.onClose();
		expect(await saving).toMatchObject({ status: 401 });
	});
});

describe('publish', () => {
	it('posts to the site server and tells the outcome in the page language, failures as errors', async () => {
		const at = '2025-03-01T10:00:00+01:00';
		const ok = client('en', {
			status: 200,
			body: { status: 'triggered', message: 'Rebuild started.', at },
		});
		await ok.api.publish();
		expect(ok.calls[0]?.url).toBe('/editor-api/publish');
		expect(header(ok.calls[0]!.init, 'X-CSRFToken')).toBe('token-123');
		expect(alertTexts()).toEqual([
			'success: The rebuild has started; the prebuilt pages follow in a few minutes.',
		]);

		const failed = client('de', {
			status: 502,
			body: { status: 'failed', message: 'The hook answered 500.', at },
		});
		await failed.api.publish();
		expect(alertTexts().at(-1)).toBe(
			'error: Die Neuerstellung konnte nicht gestartet werden: The hook answered 500.',
		);
	});
});

describe('comparing versions', () => {
	it('asks for both sides and reads the comparison, refusing a malformed answer', async () => {
		const comparison = { from: 7, to: 'current', settings_changed: false, blocks: [] };
		const { api, calls } = client(
			'en',
			{ status: 200, body: comparison },
			{ status: 200, body: { ...comparison, blocks: [{ id: 1 }] } },
		);
		await expect(api.comparePage(3, 7, 'current')).resolves.toEqual(comparison);
		expect(calls[0]?.url).toBe('/de/pageeditor-api/pages/3/compare/?from=7&to=current');
		await expect(api.comparePage(3, 7, 'current')).rejects.toThrow();
	});
});
