/** The only place that fetches content: typed calls parsed with the zod contract. */
export * from './errors.ts';
export {
	cmsGet,
	cmsRequest,
	query,
	setTransport,
	type CmsContext,
	type CmsRequestContext,
} from './client.ts';
export * from './content.ts';
export { loadChrome, type Chrome } from './chrome.ts';
export * from './resources.ts';
export { getLoginState, isStaff } from './session.ts';
export { logNotFound, recordPublish, serverCsrfHeaders } from './server-writes.ts';
export { getWaitlistEntry, getWaitlistTarget } from './waitlist.ts';
export { getPreviewPage } from './preview.ts';
