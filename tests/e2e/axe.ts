import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A/AA violations axe finds on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
	await pageRendered(page);
	const result = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	return result.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	);
}

/**
 * Waits until every page block the page deferred while loading has been rendered (BlockRenderer:
 * content-visibility until the page is idle). Before that, axe reads a skipped block's colours
 * from whatever lies behind it and reports false contrast failures.
 */
export async function pageRendered(page: Page): Promise<void> {
	await page.waitForFunction(
		() => !document.querySelector('.blocks--page > .blocks__item:not([data-rendered])'),
		undefined,
		{ timeout: 15_000 },
	);
}
