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
	/** A <link> as the script sees it: loaded already (`sheet`) or firing load/error later. */
	const link = (loaded: boolean) => {
		const listeners: Record<string, () => void> = {};
		return {
			media: 'print',
			sheet: loaded ? {} : null,
			addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
			fire: (type: 'load' | 'error') => listeners[type]?.(),
		};
	};
	const run = (links: ReturnType<typeof link>[]) =>
		runInNewContext(DEFERRED_CSS_SCRIPT, { document: { querySelectorAll: () => links } });

	it('apply to the screen together, once the last has loaded or failed', () => {
		const links = [link(true), link(false), link(false)];
		run(links);
		expect(links.map((each) => each.media)).toEqual(['print', 'print', 'print']);
		links[1]!.fire('load');
		expect(links.map((each) => each.media)).toEqual(['print', 'print', 'print']);
		links[2]!.fire('error');
		expect(links.map((each) => each.media)).toEqual(['all', 'all', 'all']);
	});

	it('apply at once when all have loaded before the script runs', () => {
		const links = [link(true), link(true)];
		run(links);
		expect(links.map((each) => each.media)).toEqual(['all', 'all']);
	});
});
