/**
 * Client side of the consent placeholders (ConsentEmbed.astro). Each external embed is rendered
 * as a placeholder plus a `<template data-consent-embed>` holding the real markup, the category on
 * their root (`data-consent-embed-root data-consent-category="…"`); nothing from the provider loads before the template is activated.
 *
 * The placeholder's button activates its own embed for this page view; nothing is remembered.
 * The consent manager calls `activateEmbeds(category)` once the visitor has agreed. Loaded only
 * on the first click of a placeholder or once the visitor has agreed (embed-loader.ts).
 */

import { EMBED_ROOT as ROOT } from './embed-loader.ts';

const TEMPLATE = 'template[data-consent-embed]';

/**
 * What every embed's iframe (ConsentEmbed.astro's `.consent-embed__frame`) carries once activated:
 * set here rather than written into each template of the page (150 bytes each). Before the frame
 * is attached, so its first request already follows them.
 */
export const FRAME_ATTRIBUTES = {
	loading: 'lazy',
	allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write',
	allowfullscreen: '',
	referrerpolicy: 'strict-origin-when-cross-origin',
} as const;

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
	for (const frame of fragment.querySelectorAll('iframe.consent-embed__frame')) {
		for (const [name, value] of Object.entries(FRAME_ATTRIBUTES)) frame.setAttribute(name, value);
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

/**
 * Activates the embed of a placeholder whose button the visitor clicked (embed-loader.ts listens),
 * its player starting at once; focus moves into it, as the button is gone — keyboard and
 * screen-reader users stay at the same place. An embed activated meanwhile stays as it is.
 */
export function activateByButton(root: Element): void {
	if (root.hasAttribute('data-consent-active')) return;
	activateRoot(root, true)?.focus();
}
