import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
	compactScript,
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
