import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The WCAG 2.1 A/AA violations axe finds on the page as it is now, one line each; only inside
 * `include` (a CSS selector) when given.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
	const builder = new AxeBuilder({ page });
	if (include !== undefined) builder.include(include);
	const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
	return result.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	);
}
