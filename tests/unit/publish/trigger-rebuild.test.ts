import { describe, expect, it, vi } from 'vitest';
import { PublishResultSchema } from '../../../src/lib/contract/index.ts';
import {
	NOT_CONFIGURED_MESSAGE,
	triggerRebuild,
	type RebuildDeps,
} from '../../../src/lib/publish/trigger-rebuild.ts';

const NOW = new Date('2026-12-01T10:00:00Z');
const HOOK = 'https://api.netlify.example/build_hooks/secret-token';

function deps(fetch: RebuildDeps['fetch'], env: RebuildDeps['env'] = { REBUILD_HOOK_URL: HOOK }) {
	return { fetch, env, now: () => NOW };
}

describe('triggerRebuild', () => {
	it('POSTs {} to the configured hook and reports a 2xx as triggered', async () => {
		const fetch = vi.fn<RebuildDeps['fetch']>(async () => new Response('ok', { status: 200 }));
		const outcome = await triggerRebuild(deps(fetch));
		expect(outcome.httpStatus).toBe(200);
		expect(PublishResultSchema.parse(outcome.result)).toMatchObject({
			status: 'triggered',
			at: NOW.toISOString(),
		});
		expect(fetch).toHaveBeenCalledOnce();
		const [url, init] = fetch.mock.calls[0]!;
		expect(url).toBe(HOOK);
		expect(init).toMatchObject({ method: 'POST', body: '{}' });
		expect(init.signal).toBeInstanceOf(AbortSignal);
	});

	it('reports a hook answering 500 as failed with 502, without leaking the URL', async () => {
		const outcome = await triggerRebuild(deps(async () => new Response('boom', { status: 500 })));
		expect(outcome).toEqual({
			httpStatus: 502,
			result: { status: 'failed', message: 'The rebuild hook answered 500', at: NOW.toISOString() },
		});
	});

	it('gives up after the time limit', async () => {
		// A hook that never answers but honours the abort signal, as fetch does.
		const hanging: RebuildDeps['fetch'] = (_url, init) =>
			new Promise((_resolve, reject) => {
				init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
			});
		const outcome = await triggerRebuild({ ...deps(hanging), timeoutMs: 20 });
		expect(outcome.httpStatus).toBe(502);
		expect(outcome.result.status).toBe('failed');
		expect(outcome.result.message).toMatch(/did not answer within/);
	});

	it('reports an unreachable hook as failed', async () => {
		const outcome = await triggerRebuild(
			deps(async () => {
				throw new TypeError('fetch failed');
			}),
		);
		expect(outcome).toMatchObject({ httpStatus: 502, result: { status: 'failed' } });
		expect(outcome.result.message).not.toContain('secret-token');
	});

	it('does nothing without REBUILD_HOOK_URL (or with a blank one)', async () => {
		const fetch = vi.fn<RebuildDeps['fetch']>();
		for (const env of [{}, { REBUILD_HOOK_URL: '  ' }]) {
			const outcome = await triggerRebuild(deps(fetch, env));
			expect(outcome).toEqual({
				httpStatus: 200,
				result: {
					status: 'not-configured',
					message: NOT_CONFIGURED_MESSAGE,
					at: NOW.toISOString(),
				},
			});
		}
		expect(fetch).not.toHaveBeenCalled();
	});

	it('refuses a hook URL that is not http(s) without calling it', async () => {
		const fetch = vi.fn<RebuildDeps['fetch']>();
		const outcome = await triggerRebuild(deps(fetch, { REBUILD_HOOK_URL: 'file:///etc/passwd' }));
		expect(outcome).toMatchObject({ httpStatus: 502, result: { status: 'failed' } });
		expect(fetch).not.toHaveBeenCalled();
	});
});
