import {
	PreviewLinkCreatedSchema,
	PreviewLinkListSchema,
	PreviewLinkSchema,
	type PreviewLink,
	type PreviewLinkCreate,
	type PreviewLinkCreated,
} from '../../../lib/contract/index.ts';
import type { EditorRequest } from './editor-request.ts';

/** The editor's calls for a page's preview links (in the page's locale). */
export type PreviewLinkCalls = {
	/** GET /{locale}/pageeditor-api/pages/{id}/preview-links/: every link, newest first. */
	listPreviewLinks(pageId: number): Promise<PreviewLink[]>;
	/** POST …/preview-links/: a new link; its answer holds the URL path, the one time it exists. */
	createPreviewLink(pageId: number, body: PreviewLinkCreate): Promise<PreviewLinkCreated>;
	/** POST …/preview-links/{id}/revoke: the link opens nothing from now on. */
	revokePreviewLink(pageId: number, linkId: number): Promise<PreviewLink>;
};

/** The preview-link calls on `request`, for pages in `locale`. */
export function createPreviewLinkCalls(locale: string, request: EditorRequest): PreviewLinkCalls {
	const links = (pageId: number) => `/${locale}/pageeditor-api/pages/${pageId}/preview-links/`;
	return {
		listPreviewLinks: (pageId) => request(links(pageId), { schema: PreviewLinkListSchema }),
		createPreviewLink: (pageId, body) =>
			request(links(pageId), {
				method: 'POST',
				json: body,
				schema: PreviewLinkCreatedSchema,
				alerts: 'errors',
			}),
		revokePreviewLink: (pageId, linkId) =>
			request(`${links(pageId)}${linkId}/revoke`, {
				method: 'POST',
				schema: PreviewLinkSchema,
			}),
	};
}
