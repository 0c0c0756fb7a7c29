import { runInNewContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
	compactScript,
	DEFERRED_CSS_SCRIPT,
	SITE_INLINE_SCRIPTS,
} from '../../../src/components/layout/inline-scripts.ts';

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
		const listeners: Record<string, () => void> = {};
		return {
			media: 'print',
			disabled: true,
			addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
			fire: (type: 'load' | 'error') => listeners[type]?.(),
		};
	};
	/** Runs the script over `links`; answers the steps of the event loop it waits for, to run in turn. */
	const run = (links: ReturnType<typeof link>[]) => {
		const steps: (() => void)[] = [];
		runInNewContext(DEFERRED_CSS_SCRIPT, {
			document: { querySelectorAll: () => links },
			requestAnimationFrame: (callback: () => void) => steps.push(callback),
			setTimeout: (callback: () => void) => steps.push(callback),
		});
		return () => steps.shift()?.();
	};

	it('are fetched only after the first frame has been painted', () => {
		const links = [link(), link()];
		const next = run(links);
		expect(links.map((each) => each.disabled)).toEqual([true, true]);
		next(); // the first frame, before it is painted
		expect(links.map((each) => each.disabled)).toEqual([true, true]);
		next(); // the task after it
		expect(links.map((each) => each.disabled)).toEqual([false, false]);
	});

	it('apply to the screen together, once the last has loaded or failed', () => {
		const links = [link(), link(), link()];
		const next = run(links);
		next();
		next();
		links[0]!.fire('load');
		links[1]!.fire('load');
		expect(links.map((each) => each.media)).toEqual(['print', 'print', 'print']);
		links[2]!.fire('error');
		expect(links.map((each) => each.media)).toEqual(['all', 'all', 'all']);
	});
});
