import { expect, test, type APIRequestContext, type Response } from '@playwright/test';
import { editorChunkNames, editorCodeReason } from '../../bench/pages/editor-code.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { csrfToken, loginAsStaff } from './staff.ts';

/** A fresh online page owned by this test, with the given modules; returns its path and id. */
async function createPage(
	request: APIRequestContext,
	token: string,
	title: string,
	modules: object[],
): Promise<{ path: string; id: number }> {
	const path = `/de/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
	const created = await request.post('/de/pageeditor-api/pages/', {
		data: { title, urls: { de: path }, is_online: true, modules },
		headers: { 'X-CSRFToken': token },
	});
	expect(created.status()).toBe(201);
	const { id } = (await created.json()) as { id: number };
	return { path, id };
}

test.describe('page editor security', () => {
	test('staff writes need the CSRF header (403) and a session (401)', async ({
		request,
		playwright,
	}) => {
		const token = await loginAsStaff(request, 'security-editor');
		const { id } = await createPage(request, token, 'Sicherheit', []);
		const headline = {
			model: 'headline',
			slug: `headline-sec-${Date.now()}`,
			content: 'Darf nicht erscheinen',
			content_type: 'page',
			object_id: id,
		};

		const withoutCsrf = await request.post('/de/pageeditor-api/headline/', { data: headline });
		expect(withoutCsrf.status()).toBe(403);

		const visitor = await playwright.request.newContext({ baseURL: CASTLE_URL });
		await visitor.get('/de/api/user-details/');
		const visitorToken = await csrfToken(visitor);
		const withoutSession = await visitor.post('/de/pageeditor-api/headline/', {
			data: headline,
			headers: { 'X-CSRFToken': visitorToken },
		});
		expect(withoutSession.status()).toBe(401);
		const deleteAsVisitor = await visitor.delete(`/de/pageeditor-api/pages/${id}/`, {
			headers: { 'X-CSRFToken': visitorToken },
		});
		expect(deleteAsVisitor.status()).toBe(401);
		await visitor.dispose();
	});

	test('script, event handlers and foreign embeds never reach a visitor', async ({
		request,
		playwright,
	}) => {
		const token = await loginAsStaff(request, 'security-author');
		const { path, id } = await createPage(request, token, 'Gefiltert', [
			{
				id: 991_001,
				slug: 'text-sec-1',
				model: 'text',
				content:
					'<p>Sicherer <strong>Text</strong><script>window.pwned = 1</script>' +
					'<img src="x" onerror="window.pwned = 2"><a href="javascript:alert(1)">Link</a></p>',
			},
		]);
		const write = (model: string, data: object) =>
			request.post(`/de/pageeditor-api/${model}/`, {
				data: { model, content_type: 'page', object_id: id, ...data },
				headers: { 'X-CSRFToken': token },
			});

		const foreignVideo = await write('video', {
			slug: 'video-sec-1',
			video_url: 'https://evil.example/watch?v=1',
			image: { url: '/media/demo/x.jpg', width: 10, height: 10, alt: '' },
		});
		expect(foreignVideo.status()).toBe(400);
		expect(((await foreignVideo.json()) as { field?: string }).field).toContain('video_url');

		const html = await write('html', {
			slug: 'html-sec-1',
			html_code:
				'<div class="box">Eingebettet</div><iframe src="https://evil.example/frame"></iframe>' +
				'<iframe src="https://www.youtube.com/embed/abc"></iframe><div onclick="steal()">x</div>',
		});
		expect(html.status()).toBe(201);
		const richText = await write('text', {
			slug: 'text-sec-2',
			content: '<p onmouseover="steal()">Zweiter <em>Absatz</em></p><style>body{}</style>',
		});
		expect(richText.status()).toBe(201);

		const visitor = await playwright.request.newContext({ baseURL: CASTLE_URL });
		const body = await (await visitor.get(path)).text();
		await visitor.dispose();
		expect(body).toContain('Sicherer <strong>Text</strong>');
		expect(body).toContain('Zweiter <em>Absatz</em>');
		expect(body).toContain('Eingebettet');
		expect(body).toContain('youtube.com/embed/abc');
		for (const forbidden of [
			'window.pwned',
			'onerror=',
			'onmouseover=',
			'onclick="steal',
			'javascript:alert',
			'evil.example',
			'body{}',
		]) {
			expect(body.includes(forbidden), `${forbidden} in the visitor's HTML`).toBe(false);
		}
	});

	test("a visitor's ?edit shows nothing of the editor and loads no editor code", async ({
		page,
		context,
	}) => {
		await declineConsent(context, CASTLE_URL);
		const names = editorChunkNames();
		const editorScripts: string[] = [];
		const inspect = async (response: Response) => {
			const url = response.url();
			if (response.request().resourceType() !== 'script' || !url.startsWith(CASTLE_URL)) return;
			const reason = editorCodeReason(url, await response.text().catch(() => ''), names);
			if (reason) editorScripts.push(`${url}: ${reason}`);
		};
		page.on('response', (response) => void inspect(response));
		await page.goto('/de/impressum?edit');
		await page.waitForLoadState('networkidle');
		await expect(page.locator('h1')).toBeVisible();
		await expect(page.locator('#editor-header')).toBeEmpty();
		await expect(page.locator('[class*="editor-"]')).toHaveCount(0);
		expect(editorScripts).toEqual([]);
	});
});
