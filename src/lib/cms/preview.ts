import {
	PREVIEW_TOKEN_HEADER,
	PreviewPageSchema,
	type Locale,
	type PreviewPage,
} from '../contract/index.ts';
import { cmsRequest } from './client.ts';

/**
 * The page state preview link `token` opens, in `locale` (GET /{locale}/api/preview/). The token
 * travels in a header, never in the URL the back end logs, and no cookie goes along: a preview is
 * the same for everyone who holds the link. Nothing is shared with other requests.
 * @throws CmsNotFoundError for any token that opens nothing, and the errors of cmsRequest
 */
export function getPreviewPage(locale: Locale, token: string): Promise<PreviewPage> {
	return cmsRequest(
		`/${locale}/api/preview/`,
		{ headers: { [PREVIEW_TOKEN_HEADER]: token } },
		PreviewPageSchema,
		{ locale, cookie: null },
	);
}
