import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountDialog } from '../../../src/islands/cms-hub/AccountDialog.tsx';
import { requestAccountAction, type Fetch } from '../../../src/islands/cms-hub/hub-api.ts';
import { hubLabels } from '../../../src/islands/cms-hub/hub-labels.ts';
import { AUDIT_ACTIONS } from '../../../src/lib/contract/index.ts';

const account = {
	id: 3,
	username: 'anna',
	email: '',
	is_staff: true,
	created_at: '2026-01-01T00:00:00.000Z',
	last_login_at: null,
	disabled_at: null,
};

describe('the hub’s account actions', () => {
	it('post with the CSRF token and read the accounts, a refusal’s code or the status', async () => {
		const calls: { url: string; init: RequestInit | undefined }[] = [];
		const answering =
			(status: number, body: unknown): Fetch =>
			async (url, init) => {
				calls.push({ url, init });
				return new Response(JSON.stringify(body), { status });
			};
		const request = {
			uiLocale: 'en' as const,
			id: 3,
			action: 'set-password' as const,
			password: 'x',
		};
		expect(await requestAccountAction(answering(200, [account]), 'csrftoken=abc', request)).toEqual(
			{
				kind: 'done',
				accounts: [account],
			},
		);
		expect(calls[0]?.url).toBe('/en/api/dashboard/users/3/set-password/');
		expect(new Headers(calls[0]?.init?.headers).get('x-csrftoken')).toBe('abc');
		expect(calls[0]?.init?.body).toBe('{"password":"x"}');
		const refused = await requestAccountAction(
			answering(409, { error: 'no', code: 'last_staff' }),
			'',
			request,
		);
		expect(refused).toEqual({ kind: 'refused', code: 'last_staff' });
		expect(await requestAccountAction(answering(403, {}), '', request)).toEqual({
			kind: 'refused',
			code: 'denied',
		});
		expect(await requestAccountAction(answering(500, 'oops'), '', request)).toEqual({
			kind: 'error',
			status: 500,
		});
		expect(await requestAccountAction(answering(200, [{ id: 'x' }]), '', request)).toEqual({
			kind: 'error',
			status: 200,
		});
		const offline: Fetch = async () => Promise.reject(new Error('offline'));
		expect(await requestAccountAction(offline, '', request)).toEqual({ kind: 'error', status: 0 });
	});

	it('label every audit action and account error in both languages', () => {
		for (const locale of ['de', 'en'] as const) {
			const labels = hubLabels(locale);
			for (const action of AUDIT_ACTIONS) expect(labels.audit.actions[action], action).toBeTruthy();
			for (const code of [
				'last_staff',
				'not_found',
				'too_short',
				'too_long',
				'common',
				'username',
				'denied',
			] as const) {
				expect(labels.accounts.errors[code], code).toBeTruthy();
			}
		}
	});

	it('ask for a new password in a labelled dialog', () => {
		const html = renderToStaticMarkup(
			createElement(AccountDialog, {
				kind: 'set-password',
				username: 'anna',
				labels: hubLabels('de').accounts,
				onConfirm: async () => null,
				onClose: () => {},
			}),
		);
		expect(html).toContain('Neues Passwort für anna</h2>');
		expect(html).toMatch(/<dialog[^>]+aria-labelledby="[^"]+-title"/);
		expect(html).toContain('autoComplete="new-password"');
		expect(html).toContain('>Abbrechen</button>');
	});
});
