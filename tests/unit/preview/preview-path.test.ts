import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTransport } from '../../../src/lib/cms/client.ts';
import { CmsNotFoundError } from '../../../src/lib/cms/errors.ts';
import { maskPreviewToken, PREVIEW_PATH } from '../../../src/lib/preview/preview-path.ts';
import { isSharedPageRequest } from '../../../src/server/shared-page-request.ts';
import { loadPreviewPage } from '../../../src/views/preview/load-preview-page.ts';

afterEach(() => setTransport(null));

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';

describe('preview paths', () => {
	it('are recognised, never shared through the render cache, and masked in logs', () => {
		expect(PREVIEW_PATH.test(`/de/preview/${TOKEN}`)).toBe(true);
		expect(PREVIEW_PATH.test(`/en/preview/${TOKEN}/`)).toBe(true);
		expect(PREVIEW_PATH.test('/de/previews/x')).toBe(false);
		const url = new URL(`https://castle.example/de/preview/${TOKEN}`);
		expect(isSharedPageRequest(url, null)).toBe(false);
		expect(maskPreviewToken(url.href)).toBe('https://castle.example/de/preview/…');
		expect(maskPreviewToken('/de/agb')).toBe('/de/agb');
	});

	it('answers a malformed token as unknown without asking the back end', async () => {
		const transport = vi.fn(() => Promise.resolve(new Response('{}', { status: 500 })));
		setTransport(transport);
		for (const token of ['', 'x'.repeat(5000), '\0', '../../de', 'ä'.repeat(43), `${TOKEN}=`]) {
			await expect(
				loadPreviewPage({
					ctx: { locale: 'de' },
					locale: 'de',
					params: { token },
					url: new URL('https://castle.example/de/preview/x'),
				}),
			).rejects.toBeInstanceOf(CmsNotFoundError);
		}
		expect(transport).not.toHaveBeenCalled();
	});

	it('sends a well-formed token in a header, with no cookie, and a 404 stays a 404', async () => {
		const transport = vi.fn((_path: string, _init: RequestInit) =>
			Promise.resolve(Response.json({ error: 'Not found' }, { status: 404 })),
		);
		setTransport(transport);
		await expect(
			loadPreviewPage({
				ctx: { locale: 'en', cookie: 'sessionid=staff' },
				locale: 'en',
				params: { token: TOKEN },
				url: new URL(`https://castle.example/en/preview/${TOKEN}`),
			}),
		).rejects.toBeInstanceOf(CmsNotFoundError);
		const [path, init] = transport.mock.calls[0] ?? [];
		expect(path).toBe('/en/api/preview/');
		const headers = new Headers(init?.headers);
		expect(headers.get('x-preview-token')).toBe(TOKEN);
		expect(headers.get('cookie')).toBeNull();
	});
});
