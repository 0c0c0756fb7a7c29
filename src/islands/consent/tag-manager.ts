import { onConsentChange, type ConsentCategory } from '../../stores/consent.ts';

/** The consent category the tag manager needs (SPEC §9 'optimization or tracking'). */
export const TAG_MANAGER_CATEGORY: ConsentCategory = 'tracking';

/** The tag manager's loader script for a container id. */
export function tagManagerUrl(id: string): string {
	return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

/** Whether the tag manager may load: an id is configured and its category is accepted. */
export function mayLoadTagManager(
	id: string | undefined,
	accepted: readonly ConsentCategory[],
): id is string {
	return Boolean(id) && accepted.includes(TAG_MANAGER_CATEGORY);
}

/**
 * Loads the tag manager once, and only after the visitor accepted tracking (SPEC §9). A later
 * withdrawal cannot unload a running script; the consent library deletes its cookies and the
 * next page loads without it.
 */
export function loadTagManagerWithConsent(id: string | undefined): void {
	let loaded = false;
	onConsentChange((accepted) => {
		if (loaded || !mayLoadTagManager(id, accepted)) return;
		loaded = true;
		const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
		layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
		const script = document.createElement('script');
		script.async = true;
		script.src = tagManagerUrl(id);
		document.head.append(script);
	});
}
