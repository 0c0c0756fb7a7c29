/**
 * Client side of the consent placeholders (ConsentEmbed.astro). Each external embed is rendered
 * as a placeholder plus a `<template data-consent-embed data-consent-category="…">` holding the
 * real markup; nothing from the provider loads before the template is activated.
 *
 * The placeholder's button activates its own embed for this page view; nothing is remembered.
 * The consent manager calls `activateEmbeds(category)` once the visitor has agreed. Loaded only
 * on pages with an embed (embed-loader.ts).
 */

import { EMBED_ROOT as ROOT } from './embed-loader.ts';

const TEMPLATE = 'template[data-consent-embed]';
const BUTTON = 'button[data-consent-category]';

/** Scripts cloned from a template do not run reliably; fresh elements with the same attributes do. */
function reviveScripts(fragment: DocumentFragment): void {
	for (const inert of fragment.querySelectorAll('script')) {
		const script = document.createElement('script');
		for (const { name, value } of inert.attributes) script.setAttribute(name, value);
		script.textContent = inert.textContent;
		inert.replaceWith(script);
	}
}

/**
 * Replaces one embed's placeholder with the template's markup. With `autoplay`, players start at
 * once (the visitor clicked this very embed); returns the element that should take focus.
 */
function activateRoot(root: Element, autoplay: boolean): HTMLElement | null {
	const template = root.querySelector<HTMLTemplateElement>(TEMPLATE);
	if (!template) return null;
	const fragment = template.content.cloneNode(true) as DocumentFragment;
	if (autoplay) {
		for (const frame of fragment.querySelectorAll<HTMLIFrameElement>('iframe[data-autoplay-src]')) {
			frame.src = frame.dataset['autoplaySrc'] ?? frame.src;
		}
	}
	reviveScripts(fragment);
	const focusTarget = fragment.querySelector<HTMLElement>('iframe, [data-consent-focus]');
	root.querySelector('[data-consent-placeholder]')?.remove();
	template.replaceWith(fragment);
	root.setAttribute('data-consent-active', '');
	return focusTarget;
}

/** Activates every not yet active embed of `category` on the page (e.g. 'external-media'). */
export function activateEmbeds(category: string): void {
	for (const root of document.querySelectorAll(`${ROOT}:not([data-consent-active])`)) {
		if (root.getAttribute('data-consent-category') === category) activateRoot(root, false);
	}
}

/** Handles clicks on placeholder buttons, once per page, by delegation from the document. */
export function bindConsentButtons(): void {
	if (document.documentElement.hasAttribute('data-consent-embeds-bound')) return;
	document.documentElement.setAttribute('data-consent-embeds-bound', '');
	document.addEventListener('click', (event) => {
		const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
		const root = button?.closest(`${ROOT}:not([data-consent-active])`);
		if (!root) return;
		const focusTarget = activateRoot(root, true);
		// The button is gone; keep keyboard and screen-reader users at the same place.
		focusTarget?.focus();
	});
}
