import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../../src/', import.meta.url);

/** The style sheets of src: whole .css files and the `<style>` blocks of .astro files, comments out. */
function styleSources(): [file: string, css: string][] {
	const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
		/\.(css|astro)$/.test(file),
	);
	return files.map((file) => {
		const text = readFileSync(new URL(file, SRC), 'utf8');
		const css = file.endsWith('.css')
			? text
			: [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
		return [file, css.replace(/\/\*[\s\S]*?\*\//g, '')];
	});
}

/** The compounds of a complex selector, split at its top-level combinators, `:global(…)` unwrapped. */
function compounds(selector: string): string[] {
	const parts: string[] = [];
	let depth = 0;
	let current = '';
	for (const char of selector.replace(/:global\(([^()]*)\)/g, '$1').trim()) {
		if (char === '(') depth++;
		if (char === ')') depth--;
		if (depth === 0 && /[\s>+~]/.test(char)) {
			if (current) parts.push(current);
			current = '';
		} else current += char;
	}
	if (current) parts.push(current);
	return parts;
}

/**
 * The selectors in `css` with `[class]` on an ancestor or earlier sibling: with it, Chrome keeps an
 * invalidation set for every change of any element's class attribute, and when the rightmost compound
 * names no class, id or tag (`.hero[class] :focus-visible`), it restyles that element's whole subtree;
 * a class on `<html>` restyled the whole page.
 */
function ancestorClassAttributes(css: string): string[] {
	const preludes = [...css.matchAll(/([^{};]+)\{/g)]
		.map((match) => match[1]!.trim())
		.filter((prelude) => !prelude.startsWith('@'));
	return preludes
		.flatMap((prelude) => prelude.split(','))
		.filter((selector) =>
			compounds(selector)
				.slice(0, -1)
				.some((compound) => compound.includes('[class]')),
		);
}

describe('component styles', () => {
	it('finds `[class]` on an ancestor, not on the element a rule styles', () => {
		expect(
			ancestorClassAttributes(
				'.hero[class] :focus-visible { outline: 0 } .a { b: c; .d[class] > * { e: f } }',
			),
		).toEqual(['.hero[class] :focus-visible', '.d[class] > *']);
		expect(
			ancestorClassAttributes('ul[class], .a .b[class]:hover, :global(.c) .d[class] { x: y }'),
		).toEqual([]);
	});

	it('raise their specificity with a doubled class, never `[class]` on an ancestor', () => {
		const offenders = styleSources().flatMap(([file, css]) =>
			ancestorClassAttributes(css).map((selector) => `${file}: ${selector}`),
		);
		expect(offenders).toEqual([]);
	});
});
