import type { Page } from '@playwright/test';

/**
 * The texts a visitor reads or hears on the page, one per line: text nodes (hidden ones too:
 * menus, dialogs), the page title and the alt, title, aria-label and placeholder attributes.
 */
export function pageTexts(page: Page): Promise<string> {
	return page.evaluate(() => {
		const texts = [document.title];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			if (node.parentElement?.closest('script, style, noscript, template')) continue;
			const text = node.textContent?.replace(/\s+/g, ' ').trim();
			if (text) texts.push(text);
		}
		for (const element of document.body.querySelectorAll(
			'[alt], [title], [aria-label], [placeholder]',
		)) {
			for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
				const value = element.getAttribute(name);
				if (value) texts.push(value.replace(/\s+/g, ' ').trim());
			}
		}
		return texts.join('\n');
	});
}
