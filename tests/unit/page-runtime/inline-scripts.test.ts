import { runInNewContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
	compactScript,
	DEFERRED_CSS_SCRIPT,
	LEAD_IMAGE_WAIT_MS,
	SITE_INLINE_SCRIPTS,
} from '../../../src/components/layout/inline-scripts.ts';
import { SHEETS_APPLIED_PROPERTY } from '../../../src/lib/critical-css/sheets-applied.ts';
import { AFTER_LEAD_ATTRIBUTE } from '../../../src/islands/page-runtime/lead-image.ts';

describe('inline scripts as pages carry them', () => {
	it('drops indentation, blank lines and whole-line comments, and keeps every statement', () => {
		const script = `
		// why this runs early
		(function (a) {
			const b = 'x // not a comment'; // kept: code before it
			return a + b;
		})(1);
	`;
		expect(compactScript(script)).toBe(
			"(function (a) {\nconst b = 'x // not a comment'; // kept: code before it\nreturn a + b;\n})(1);",
		);
	});

	it('still parse as scripts, with no comment line left', () => {
		for (const script of SITE_INLINE_SCRIPTS) {
			// Compiled, not run: a syntax error from the compaction would throw here.
			expect(() => new Script(script)).not.toThrow();
			expect(script.split('\n').some((line) => /^\s*\/\//.test(line))).toBe(false);
			expect(script).toBe(script.trim());
		}
	});
});

describe('the deferred stylesheets', () => {
	/** A <link> as the script sees it, disabled (not fetched) until enabled, firing load/error when told. */
	const link = () => {
		const sheet = {
			media: 'print',
			disabled: true,
			onload: null as (() => void) | null,
			onerror: null as (() => void) | null,
			fire: (type: 'load' | 'error') => (type === 'load' ? sheet.onload : sheet.onerror)?.(),
		};
		return sheet;
	};
	/** A lead image whose decode the test settles. */
	const leadImage = () => {
		const image = { settle: (_ok: boolean) => undefined as void };
		return Object.assign(image, {
			decode: () =>
				new Promise<void>((resolve, reject) => {
					image.settle = (ok) => (ok ? resolve() : reject(new Error('broken')));
				}),
		});
	};
	/** Images marked to start after the lead image, lazy in the markup. */
	type EarlyImage = { loading: string };
	type Page = { lead?: ReturnType<typeof leadImage>; early?: EarlyImage[] };
	/**
	 * Runs the script over `links` on a page; answers the steps of the event loop it waits for
	 * (frames and tasks, in order) and the cap's timer, kept apart.
	 */
	const run = (links: ReturnType<typeof link>[], page: Page = {}) => {
		const steps: (() => void)[] = [];
		const timers: { callback: () => void; ms: number }[] = [];
		const rootStyle: Record<string, string> = {};
		const document = {
			querySelectorAll: (selector: string) =>
				selector === `img[${AFTER_LEAD_ATTRIBUTE}]` ? (page.early ?? []) : links,
			querySelector: () => page.lead ?? null,
			documentElement: {
				style: { setProperty: (name: string, value: string) => (rootStyle[name] = value) },
			},
		};
		runInNewContext(DEFERRED_CSS_SCRIPT, {
			document,
			requestAnimationFrame: (callback: () => void) => steps.push(callback),
			setTimeout: (callback: () => void, ms = 0) =>
				ms > 0 ? timers.push({ callback, ms }) : steps.push(callback),
		});
		return {
			next: () => steps.shift()?.(),
			timers,
			rootStyle,
		};
	};
	const disabled = (links: ReturnType<typeof link>[]) => links.map((each) => each.disabled);

	it('are fetched only after the first frame has been painted, on a page without a lead image', () => {
		const links = [link(), link()];
		const { next } = run(links);
		expect(disabled(links)).toEqual([true, true]);
		next(); // the first frame, before it is painted
		expect(disabled(links)).toEqual([true, true]);
		next(); // the task after it: no lead image to wait for
		expect(disabled(links)).toEqual([false, false]);
	});

	it('wait for the frame that paints the lead image, decoded or broken', async () => {
		for (const ok of [true, false]) {
			const links = [link()];
			const lead = leadImage();
			const { next } = run(links, { lead });
			next();
			next();
			next();
			expect(disabled(links)).toEqual([true]);
			lead.settle(ok);
			await Promise.resolve();
			await Promise.resolve();
			next(); // the frame that paints it
			expect(disabled(links)).toEqual([true]);
			next();
			expect(disabled(links)).toEqual([false]);
		}
	});

	it('start the images marked to follow the lead image together with the sheets, not before', async () => {
		const early = [{ loading: 'lazy' }, { loading: 'lazy' }];
		const lead = leadImage();
		const { next } = run([link()], { lead, early });
		next();
		next();
		expect(early.map((image) => image.loading)).toEqual(['lazy', 'lazy']);
		lead.settle(true);
		await Promise.resolve();
		await Promise.resolve();
		next(); // the frame that paints the lead image
		expect(early.map((image) => image.loading)).toEqual(['lazy', 'lazy']);
		next();
		expect(early.map((image) => image.loading)).toEqual(['eager', 'eager']);
	});

	it('start at the latest a fixed time after the head, however slow the lead image', () => {
		const links = [link()];
		const { next, timers } = run(links, { lead: leadImage() });
		next();
		next();
		expect(timers.map((timer) => timer.ms)).toEqual([LEAD_IMAGE_WAIT_MS]);
		timers[0]!.callback();
		expect(disabled(links)).toEqual([false]);
	});

	it('start once: the cap firing after the lead image changes nothing', async () => {
		const links = [link(), link()];
		const lead = leadImage();
		const { next, timers } = run(links, { lead });
		next();
		next();
		lead.settle(true);
		await Promise.resolve();
		await Promise.resolve();
		next();
		next();
		links[0]!.fire('load');
		timers[0]!.callback();
		links[1]!.fire('load');
		expect(links.map((each) => each.media)).toEqual(['all', 'all']);
	});

	it('apply to the screen together, once the last has loaded or failed, and then show what waited for them', () => {
		const links = [link(), link(), link()];
		const { next, rootStyle } = run(links);
		next();
		next();
		links[0]!.fire('load');
		links[1]!.fire('load');
		expect(links.map((each) => each.media)).toEqual(['print', 'print', 'print']);
		expect(rootStyle).toEqual({});
		// A failed sheet may be the one that defines the property: the root gets it anyway.
		links[2]!.fire('error');
		expect(links.map((each) => each.media)).toEqual(['all', 'all', 'all']);
		expect(rootStyle).toEqual({ [SHEETS_APPLIED_PROPERTY]: 'visible' });
	});
});
