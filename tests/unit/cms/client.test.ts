import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsGet, setTransport } from '../../../src/lib/cms/client.ts';
import {
	CmsContractError,
	CmsNotFoundError,
	CmsPageOfflineError,
	CmsSiteOfflineError,
	CmsUnreachableError,
} from '../../../src/lib/cms/errors.ts';
import { getSettings } from '../../../src/lib/cms/content.ts';

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const Item = z.object({ id: z.number(), title: z.string() });

afterEach(() => setTransport(null));

describe('content client', () => {
	it('parses answers with the contract', async () => {
		setTransport(async () => json({ id: 1, title: 'Schlossführung' }));
		await expect(cmsGet('/x', Item, { locale: 'de' })).resolves.toEqual({
			id: 1,
			title: 'Schlossführung',
		});
	});

	it('names the URL and the failing field when an answer breaks the contract', async () => {
		setTransport(async () => json({ id: 1, title: 42 }));
		const error = await cmsGet('/api/thing/', Item, { locale: 'de' }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(CmsContractError);
		expect((error as CmsContractError).field).toBe('title');
		expect((error as Error).message).toContain('/api/thing/');
	});

	it('maps 404 to not found, and "Page offline" to the offline error', async () => {
		setTransport(async () => json({ error: 'Not found' }, 404));
		await expect(cmsGet('/a', Item, { locale: 'de' })).rejects.toBeInstanceOf(CmsNotFoundError);
		setTransport(async () => json({ error: 'Page offline' }, 404));
		await expect(cmsGet('/b', Item, { locale: 'de' })).rejects.toBeInstanceOf(CmsPageOfflineError);
	});

	it('reports an unreachable back end, and a failing settings call as site offline', async () => {
		setTransport(async () => {
			throw new TypeError('fetch failed');
		});
		await expect(cmsGet('/c', Item, { locale: 'de' })).rejects.toBeInstanceOf(CmsUnreachableError);
		await expect(getSettings({ locale: 'de' })).rejects.toBeInstanceOf(CmsSiteOfflineError);
	});

	it('treats settings with is_site_online false as site offline (503)', async () => {
		setTransport(async () => json({ is_site_online: false, is_shop_online: true }));
		const error = await getSettings({ locale: 'en' }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(CmsSiteOfflineError);
		expect((error as CmsSiteOfflineError).status).toBe(503);
	});

	it('shares one fetch between concurrent identical requests, not between locales', async () => {
		let calls = 0;
		setTransport(async () => {
			calls += 1;
			await new Promise((resolve) => setTimeout(resolve, 20));
			return json({ id: 1, title: 'x' });
		});
		await Promise.all([
			cmsGet('/same', Item, { locale: 'de' }),
			cmsGet('/same', Item, { locale: 'de' }),
			cmsGet('/same', Item, { locale: 'de' }),
		]);
		expect(calls).toBe(1);
		await Promise.all([
			cmsGet('/same', Item, { locale: 'de' }),
			cmsGet('/same', Item, { locale: 'en' }),
		]);
		expect(calls).toBe(3);
	});

	it('forwards the visitor cookie and asks for JSON', async () => {
		let seen: Headers | undefined;
		setTransport(async (_path, init) => {
			seen = new Headers(init.headers);
			return json({ id: 1, title: 'x' });
		});
		await cmsGet('/cookie', Item, { locale: 'en', cookie: 'sessionid=abc' });
		expect(seen?.get('cookie')).toBe('sessionid=abc');
		expect(seen?.get('accept')).toBe('application/json');
	});
});
