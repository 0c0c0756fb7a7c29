import {
	WaitlistNoticeSchema,
	type WaitlistEntryState,
	type WaitlistNotice,
} from '../../lib/contract/index.ts';
import { CmsNotFoundError, getWaitlistEntry } from '../../lib/cms/index.ts';
import { waitlistEntryPath } from '../../lib/waitlist/paths.ts';
import type { RouteInput } from '../route-data.ts';

/** What an entry's page shows. */
export type EntryPageData = {
	entry: WaitlistEntryState;
	notice: WaitlistNotice | undefined;
	alternates: { de: string; en: string };
};

/** Link tokens are 32 base64url characters (24 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * Loads `/{locale}/waitlist/{token}/`, the page the waiting-list mails link to: the entry's
 * state and, with `?done=`, what the visitor just did. Unknown or malformed tokens: 404.
 */
export async function loadEntryPage(input: RouteInput): Promise<EntryPageData> {
	const token = input.params['token'] ?? '';
	if (!TOKEN.test(token)) throw new CmsNotFoundError(input.url.pathname);
	const done = WaitlistNoticeSchema.safeParse(input.url.searchParams.get('done'));
	return {
		entry: await getWaitlistEntry(input.ctx, token),
		notice: done.success ? done.data : undefined,
		alternates: { de: waitlistEntryPath('de', token), en: waitlistEntryPath('en', token) },
	};
}
