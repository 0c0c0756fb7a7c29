import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The longest a running transition or animation is waited for before axe looks anyway. */
const SETTLE_MS = 2_000;

/**
 * Waits until the page's running transitions and finite animations have ended (at most
 * SETTLE_MS): a button under the pointer fades into its hover colours, and axe judging it halfway
 * reports a contrast no visitor sees for longer than a blink. By play state, frame by frame:
 * Chromium may leave the `finished` promise of one that has run its course pending for good.
 */
async function settled(page: Page): Promise<void> {
	await page.evaluate(async (limit) => {
		const until = performance.now() + limit;
		const running = () =>
			document
				.getAnimations()
				.some(
					(animation) =>
						animation.playState === 'running' &&
						Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
				);
		while (running() && performance.now() < until) await new Promise(requestAnimationFrame);
	}, SETTLE_MS);
}

/**
 * The WCAG 2.1 A/AA violations axe finds on the page once it has settled, one line each; only
 * inside `include` (a CSS selector) when given.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
	await settled(page);
	const builder = new AxeBuilder({ page });
	if (include !== undefined) builder.include(include);
	const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
	return result.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	);
}
