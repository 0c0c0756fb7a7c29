import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** Representative reads whose answers must not change while only malformed requests arrive. */
const PROBES = [
	'/de/impressum',
	'/api/events?limit=100',
	'/api/nav',
	'/api/forms',
	'/pageeditor-api/page/de/impressum',
	'/pageeditor-api/changes?since=2000-01-01T00:00:00Z',
];

/** The moving parts of an answer that are not content (the change feed's own clock). */
const volatile = (text: string) => text.replace(/"now":"[^"]*"/g, '"now":""');

/**
 * One hash per probe of `origin` (status and body), as a path → hash record, so a difference
 * names the path that changed.
 */
export async function contentFingerprint(
	context: APIRequestContext,
	origin: string,
): Promise<Record<string, string>> {
	const entries = await Promise.all(
		PROBES.map(async (path) => {
			const response = await context.get(`${origin}${path}`, { headers: { cookie: '' } });
			const body = volatile(await response.text());
			const hash = createHash('sha256').update(`${response.status()}\n${body}`).digest('hex');
			return [path, hash] as const;
		}),
	);
	return Object.fromEntries(entries);
}
