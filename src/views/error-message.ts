import type { Translate } from '../lib/i18n/index.ts';
import { CmsError } from '../lib/cms/errors.ts';

/** The status and visitor-facing message for an error thrown while rendering a page (SPEC §8). */
export function describeError(error: unknown, t: Translate): { status: number; message: string } {
	const status = error instanceof CmsError ? error.status : 500;
	if (status === 404) return { status, message: t('error.notFound') };
	if (status === 503) return { status, message: t('error.siteOffline') };
	return { status: status >= 400 && status < 600 ? status : 500, message: t('error.unknown') };
}
