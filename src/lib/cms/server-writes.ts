import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PublishResult } from '../contract/index.ts';
import { cmsRequest, type CmsRequestContext } from './client.ts';

/**
 * Headers for a write the server makes on its own behalf: the back end wants the same CSRF token
 * in the `csrftoken` cookie and the X-CSRFToken header (double submit), and no visitor's browser
 * is part of this call, so a fresh token is made up for it.
 */
export function serverCsrfHeaders(): Record<string, string> {
	const token = randomBytes(32).toString('base64url');
	return { 'X-CSRFToken': token, Cookie: `csrftoken=${token}` };
}

/**
 * Records a 404 page view in the back end's error log (SPEC §7, §8). Never throws: a failing log
 * must not change the visitor's page.
 */
export async function logNotFound(url: string, ctx: CmsRequestContext): Promise<void> {
	try {
		await cmsRequest(
			'/api/dashboard-error-log/',
			{
				method: 'POST',
				body: JSON.stringify({ url: url.slice(0, 2000) }),
				headers: { ...serverCsrfHeaders(), 'Content-Type': 'application/json' },
			},
			z.unknown(),
			ctx,
		);
	} catch (error) {
		console.error('error log failed', error instanceof Error ? error.message : error);
	}
}

/**
 * Records a Publish in the back end's audit log on behalf of the staff member whose request this
 * is (their session cookie and CSRF token go along). Never throws: the rebuild happened anyway.
 */
export async function recordPublish(
	request: Request,
	status: PublishResult['status'],
	ctx: CmsRequestContext,
): Promise<void> {
	try {
		await cmsRequest(
			'/api/dashboard/audit-log/publish/',
			{
				method: 'POST',
				body: JSON.stringify({ status }),
				headers: {
					'Content-Type': 'application/json',
					'X-CSRFToken': request.headers.get('x-csrftoken') ?? '',
					Cookie: request.headers.get('cookie') ?? '',
				},
			},
			z.unknown(),
			ctx,
		);
	} catch (error) {
		console.error('audit log of publish failed', error instanceof Error ? error.message : error);
	}
}
