import { followedLink } from './link-clicks.ts';
import { isDocumentNavigation } from './page-links.ts';
import { progress } from './progress.ts';

/** True when a submit event sends its form with GET to another page of this site, in this tab. */
function isPageSubmit(event: SubmitEvent): boolean {
	const form = event.target;
	if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return false;
	const submitter = event.submitter;
	const attribute = (name: string): string | null =>
		submitter?.hasAttribute(name) ? submitter.getAttribute(name) : null;
	const method = attribute('formmethod') ?? form.getAttribute('method') ?? 'get';
	// Attributes, not properties: a field named 'action' or 'target' would shadow those.
	const target = attribute('formtarget') ?? form.getAttribute('target');
	const action = attribute('formaction') ?? form.getAttribute('action') ?? '';
	return (
		method.toLowerCase() === 'get' &&
		(!target || target === '_self') &&
		isDocumentNavigation(new URL(action, location.href), new URL(location.href))
	);
}

/**
 * Drives the progress bar by the page's own navigations (a multi-page site: each one loads a new
 * document): it starts on a followed internal link or a GET form to this site, finishes when the
 * page is left, fails on Escape (which stops loading) and vanishes when the page comes back from
 * the back/forward cache. Loaded on the visitor's first intent (page-runtime.ts): `early` are the
 * clicks and submits that came before it, taken as if they had just happened.
 */
export function bindNavigationProgress(early: readonly Event[] = []): void {
	const onClick = (event: MouseEvent): void => {
		const link = followedLink(event);
		if (link && isDocumentNavigation(new URL(link.href), new URL(location.href))) {
			progress.start();
		}
	};
	const onSubmit = (event: SubmitEvent): void => {
		if (isPageSubmit(event)) progress.start();
	};
	for (const event of early) {
		if (event instanceof SubmitEvent) onSubmit(event);
		else if (event instanceof MouseEvent) onClick(event);
	}
	addEventListener('click', onClick);
	addEventListener('submit', onSubmit);
	addEventListener('keydown', (event) => {
		// Escape stops a pending navigation, unless a popup took it to close itself.
		if (event.key === 'Escape' && !event.defaultPrevented) progress.fail();
	});
	addEventListener('pagehide', () => progress.done());
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') progress.done();
	});
	// A restored page is shown as it was frozen, possibly with a bar mid-way: that navigation
	// succeeded, so the bar goes without a failure colour.
	addEventListener('pageshow', (event) => {
		if (event.persisted) progress.reset();
	});
}
