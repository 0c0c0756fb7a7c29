import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

const MINUTE = 60_000;

/** `instant` as a datetime-local value in Berlin wall time ('2026-12-01T19:30'). */
function berlinInput(instant: Date): string {
	const parts = new Intl.DateTimeFormat('sv-SE', {
		timeZone: 'Europe/Berlin',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
	}).format(instant);
	return parts.replace(' ', 'T');
}

/** Moves the castle server's test clock `ms` forward and runs the due changes; answers its time. */
async function advanceClock(request: APIRequestContext, token: string, ms: number) {
	const answer = await request.post('/pageeditor-api/test-clock/', {
		data: { advance_ms: ms },
		headers: { 'X-CSRFToken': token },
	});
	expect(answer.status(), await answer.text()).toBe(200);
	return (await answer.json()) as { now: string; applied: number };
}

test('staff schedule an article offline and a page online in the editor (German, English); the test clock runs both, visitors see it at once, and the hub cancels a pending change', async ({
	browser,
}) => {
	test.setTimeout(60_000);
	const stamp = Date.now();
	const context = await browser.newContext({ baseURL: CASTLE_URL });
	await declineConsent(context, CASTLE_URL);
	const page = await context.newPage();
	const token = await loginAsStaff(page.request, 'schedule-editor');
	const headers = { 'X-CSRFToken': token };
	const visitor = await browser.newContext({ baseURL: CASTLE_URL });

	// The first article (prebuilt) and a new offline English page.
	const articles = (await (await page.request.get('/de/api/articles/?page_size=1')).json()) as {
		results: { id: number; url: string; title: string }[];
	};
	const article = articles.results[0];
	if (!article) throw new Error('the demo has no article');
	const path = `/en/schedule-${stamp}`;
	const headline = 7_000_000 + (stamp % 100_000) * 10 + test.info().retry;
	const created = await page.request.post('/en/pageeditor-api/pages/', {
		data: {
			title: 'Schedule probe',
			urls: { en: path },
			is_online: false,
			modules: [
				{
					id: headline,
					slug: `s-${headline}`,
					model: 'headline',
					content: 'Soon',
					headline_level: 2,
				},
			],
		},
		headers,
	});
	expect(created.status(), await created.text()).toBe(201);
	const pageId = ((await created.json()) as { id: number }).id;

	try {
		expect((await visitor.request.get(article.url)).status()).toBe(200);
		expect((await visitor.request.get(path)).status()).toBe(404);
		// The server's clock (ahead of this machine's after an earlier run): plan two minutes on.
		const { now } = await advanceClock(page.request, token, 1);
		const runAt = new Date(Math.ceil((Date.parse(now) + 2 * MINUTE) / MINUTE) * MINUTE);

		// German: the article's toolbar button opens the schedule by keyboard; axe finds nothing.
		await page.goto(`${article.url}?edit`);
		const button = page.getByTestId('editor-schedule-button');
		// The editor chunk loads after the login check: under load that takes a while.
		await expect(button).toHaveText('Zeitplan', { timeout: 20_000 });
		await button.focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: 'Zeitplan' });
		await expect(dialog.getByText('Noch nichts geplant.')).toBeVisible();
		expect(await axeViolations(page, '[data-testid="editor-schedule-dialog"]')).toEqual([]);
		await dialog.getByLabel('Aktion').selectOption({ label: 'Offline nehmen' });
		await dialog.getByLabel('Datum und Uhrzeit').fill(berlinInput(runAt));
		await dialog.getByRole('button', { name: 'Änderung planen' }).focus();
		await page.keyboard.press('Enter');
		await expect(dialog.locator('.editor-schedule__item')).toContainText('Offline nehmen am');
		await page.keyboard.press('Escape');
		await expect(dialog).toHaveCount(0);

		// The switch beside it takes the article offline at once (after asking), and back.
		const status = page.getByRole('switch', { name: 'Online (alle Sprachen)' });
		await expect(status).toHaveAttribute('aria-checked', 'true');
		await status.click();
		await page.getByRole('alertdialog').getByRole('button', { name: 'Offline nehmen' }).click();
		await expect(status).toHaveAttribute('aria-checked', 'false');
		expect((await visitor.request.get(article.url)).status()).toBe(404);
		await status.click();
		await page.getByRole('alertdialog').getByRole('button', { name: 'Online stellen' }).click();
		await expect(status).toHaveAttribute('aria-checked', 'true');
		expect((await visitor.request.get(article.url)).status()).toBe(200);

		// English: the offline page's schedule, 'Go online' at the same time.
		await page.goto(`${path}?edit`);
		await page.getByTestId('editor-schedule-button').click({ timeout: 20_000 });
		const english = page.getByRole('dialog', { name: 'Schedule' });
		await english.getByLabel('Action').selectOption({ label: 'Go online' });
		await english.getByLabel('Date and time').fill(berlinInput(runAt));
		await english.getByRole('button', { name: 'Schedule change' }).click();
		await expect(english.locator('.editor-schedule__item')).toContainText('Go online on');
		expect(await axeViolations(page, '[data-testid="editor-schedule-dialog"]')).toEqual([]);

		// Nothing yet; past the time both run, and a visitor sees the change without a rebuild.
		expect((await visitor.request.get(article.url)).status()).toBe(200);
		const run = await advanceClock(page.request, token, runAt.getTime() - Date.parse(now) + MINUTE);
		expect(run.applied).toBe(2);
		expect((await visitor.request.get(article.url)).status()).toBe(404);
		expect((await visitor.request.get(path)).status()).toBe(200);

		// The hub lists a pending change (soonest first) and cancels it after a confirmation.
		const later = new Date(Date.parse(run.now) + 60 * MINUTE).toISOString();
		const planned = await page.request.post('/en/pageeditor-api/scheduled-changes/', {
			data: { kind: 'page', doc_id: pageId, action: 'offline', run_at: later },
			headers,
		});
		expect(planned.status(), await planned.text()).toBe(201);
		await page.goto('/cms-hub');
		const panel = page.getByRole('region', { name: 'Scheduled changes' });
		const row = panel.locator('.hub-list__item').filter({ hasText: 'Schedule probe' });
		await expect(row).toContainText('Go offline on');
		expect(await axeViolations(page, '.hub-panel--scheduled')).toEqual([]);
		await expect(row.getByRole('link', { name: 'Schedule probe' })).toHaveAttribute('href', path);
		page.once('dialog', (confirm) => void confirm.accept());
		await row.getByRole('button', { name: /^Cancel “Go offline” for “Schedule probe”/ }).click();
		await expect(panel.locator('.hub-scheduled__message')).toHaveText(
			'The scheduled change was cancelled.',
		);
		await expect(row).toHaveCount(0);
	} finally {
		// The servers serve the specs after this one: back to the real time.
		await page.request.post('/pageeditor-api/test-clock/', {
			data: { reset: true },
			headers: { 'X-CSRFToken': token },
		});
		for (const locale of ['de', 'en']) {
			await page.request.patch(`/${locale}/api/articles/${article.id}/`, {
				data: { is_online: true },
				headers,
			});
		}
		await page.request.delete(`/en/pageeditor-api/pages/${pageId}/`, { headers });
		await visitor.close();
		await context.close();
	}
});
