import { describe, expect, it, vi } from 'vitest';
import {
	PublishResultSchema,
	RebuildStatusSchema,
	type LoginState,
} from '../../../src/lib/contract/index.ts';
import {
	handlePublish,
	handleRebuildStatus,
	type PublishDeps,
} from '../../../src/lib/publish/publish-request.ts';
import type { SelfRebuild } from '../../../src/lib/publish/self-rebuild.ts';
import { rebuildStatus } from './rebuild-fixtures.ts';

const TOKEN = 'csrf-token-1234';

function state(logged: boolean, isStaff: boolean): LoginState {
	return {
		logged,
		email: '',
		username: logged ? 'anna' : '',
		id: logged ? 1 : null,
		is_staff: isStaff,
		admin_menus: [],
		navigation: [],
		showModalRedirect: false,
	};
}

function request(
	options: { method?: string; cookie?: string; header?: string | null } = {},
): Request {
	const headers = new Headers();
	headers.set('cookie', options.cookie ?? `sessionid=abc; csrftoken=${TOKEN}`);
	if (options.header !== null) headers.set('X-CSRFToken', options.header ?? TOKEN);
	return new Request('http://site/editor-api/publish', {
		method: options.method ?? 'POST',
		headers,
	});
}

function deps(login: LoginState, env: Record<string, string> = {}) {
	const fetch = vi.fn<PublishDeps['fetch']>(async () => new Response(null, { status: 200 }));
	const loginState = vi.fn<PublishDeps['loginState']>(async () => login);
	return { fetch, loginState, env, now: () => new Date('2026-12-01T10:00:00Z') };
}

describe('POST /editor-api/publish', () => {
	it('refuses a missing or wrong CSRF token with 403 before asking who is logged in', async () => {
		for (const req of [
			request({ header: null }),
			request({ header: 'other-token-1234' }),
			request({ cookie: 'sessionid=abc' }),
		]) {
			const used = deps(state(true, true));
			const response = await handlePublish(req, used);
			expect(response.status).toBe(403);
			expect(await response.json()).toMatchObject({ error: expect.stringMatching(/CSRF/) });
			expect(used.loginState).not.toHaveBeenCalled();
		}
	});

	it('answers 401 to a visitor who is not logged in and 403 to one who is not staff', async () => {
		const visitor = deps(state(false, false), { REBUILD_HOOK_URL: 'https://hook.example/x' });
		expect((await handlePublish(request(), visitor)).status).toBe(401);
		const member = deps(state(true, false), { REBUILD_HOOK_URL: 'https://hook.example/x' });
		expect((await handlePublish(request(), member)).status).toBe(403);
		expect(member.loginState).toHaveBeenCalledWith(`sessionid=abc; csrftoken=${TOKEN}`);
		expect(visitor.fetch).not.toHaveBeenCalled();
		expect(member.fetch).not.toHaveBeenCalled();
	});

	it('triggers the hook for staff and answers the outcome', async () => {
		const staff = deps(state(true, true), { REBUILD_HOOK_URL: 'https://hook.example/x' });
		const response = await handlePublish(request(), staff);
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toContain('no-store');
		expect(PublishResultSchema.parse(await response.json()).status).toBe('triggered');
		expect(staff.fetch).toHaveBeenCalledOnce();

		const unconfigured = await handlePublish(request(), deps(state(true, true)));
		expect(unconfigured.status).toBe(200);
		expect(await unconfigured.json()).toMatchObject({ status: 'not-configured' });
	});

	it('answers 405 with Allow: POST to other methods', async () => {
		for (const method of ['GET', 'PUT', 'DELETE']) {
			const used = deps(state(true, true));
			const response = await handlePublish(request({ method }), used);
			expect(response.status).toBe(405);
			expect(response.headers.get('allow')).toBe('POST');
			expect(used.fetch).not.toHaveBeenCalled();
		}
	});
});

describe('the audit of a publish', () => {
	it('records each triggered publish with its outcome, and nothing for a refused one', async () => {
		const recordPublish = vi.fn<NonNullable<PublishDeps['recordPublish']>>(async () => {});
		const staff = {
			...deps(state(true, true), { REBUILD_HOOK_URL: 'https://hook.example/x' }),
			recordPublish,
		};
		const sent = request();
		expect((await handlePublish(sent, staff)).status).toBe(200);
		expect(recordPublish).toHaveBeenCalledWith(sent, 'triggered');
		const member = { ...deps(state(true, false)), recordPublish };
		await handlePublish(request(), member);
		expect(recordPublish).toHaveBeenCalledTimes(1);
	});
});

describe('Publish on the node server, which builds itself', () => {
	const RUNNING = rebuildStatus();
	/** A server rebuild that starts once, then queues. */
	function own(): SelfRebuild & { requests: number } {
		const rebuild = {
			requests: 0,
			request: () => (rebuild.requests++ === 0 ? ('started' as const) : ('queued' as const)),
			status: () => RUNNING,
		};
		return rebuild;
	}

	it('starts the build, then queues, recording each; a rebuild hook still takes precedence', async () => {
		const rebuild = own();
		const recordPublish = vi.fn<NonNullable<PublishDeps['recordPublish']>>(async () => {});
		const staff = { ...deps(state(true, true)), recordPublish, selfRebuild: () => rebuild };
		const first = await handlePublish(request(), staff);
		expect(first.status).toBe(202);
		expect(PublishResultSchema.parse(await first.json()).status).toBe('started');
		expect(await (await handlePublish(request(), staff)).json()).toMatchObject({
			status: 'queued',
		});
		expect(recordPublish.mock.calls.map(([, status]) => status)).toEqual(['started', 'queued']);
		const hooked = {
			...deps(state(true, true), { REBUILD_HOOK_URL: 'https://hook.example/x' }),
			selfRebuild: () => rebuild,
		};
		expect(await (await handlePublish(request(), hooked)).json()).toMatchObject({
			status: 'triggered',
		});
		expect(rebuild.requests).toBe(2);
		// A refused request starts nothing.
		await handlePublish(request({ header: null }), staff);
		await handlePublish(request(), { ...deps(state(true, false)), selfRebuild: () => rebuild });
		expect(rebuild.requests).toBe(2);
	});

	it('tells staff (only) how the build goes, without a CSRF token since it changes nothing', async () => {
		const get = (login: LoginState, rebuild?: SelfRebuild, method = 'GET') =>
			handleRebuildStatus(request({ method, header: null }), {
				loginState: async () => login,
				selfRebuild: () => rebuild,
			});
		const running = await get(state(true, true), own());
		expect(running.status).toBe(200);
		expect(running.headers.get('cache-control')).toContain('no-store');
		expect(RebuildStatusSchema.parse(await running.json())).toEqual(RUNNING);
		expect(await (await get(state(true, true))).json()).toMatchObject({
			available: false,
			run: null,
		});
		expect((await get(state(false, false), own())).status).toBe(401);
		expect((await get(state(true, false), own())).status).toBe(403);
		expect((await get(state(true, true), own(), 'POST')).status).toBe(405);
	});
});
