import postcss, { type Declaration } from 'postcss';
import type { SheetNode } from './sheet-rules.ts';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const references = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!);

/**
 * `css` without the custom property declarations nothing reads: not a `var()` of its other
 * declarations, nor of a custom property they read, nor one of `alsoRead` (the `var()`s of the
 * page's inline styles); and without those named in `dropped`, whether read or not. The inline critical CSS carries the whole `:root` of the design tokens
 * while its few rules read a third of them; the full sheets bring all of them when they apply,
 * and with them every rule that reads the rest.
 */
export function withoutUnreadProperties(
	css: string,
	alsoRead: Iterable<string> = [],
	dropped: readonly string[] = [],
): string {
	const root = postcss.parse(css);
	const custom: Declaration[] = [];
	const read = new Set(alsoRead);
	root.walkDecls((declaration) => {
		if (declaration.prop.startsWith('--')) custom.push(declaration);
		else for (const name of references(declaration.value)) read.add(name);
	});
	// A property read by one that is read is read too: until no more are found.
	for (let before = -1; before !== read.size;) {
		before = read.size;
		for (const declaration of custom) {
			if (read.has(declaration.prop))
				for (const name of references(declaration.value)) read.add(name);
		}
	}
	let removed = false;
	for (const declaration of custom) {
		if (read.has(declaration.prop) && !dropped.includes(declaration.prop)) continue;
		let parent = declaration.parent;
		declaration.remove();
		// A rule left empty goes, and an at-rule it leaves empty.
		while (parent && parent.type !== 'root' && parent.nodes?.length === 0) {
			const above = parent.parent;
			parent.remove();
			parent = above;
		}
		removed = true;
	}
	return removed ? root.toString() : css;
}

/** The custom properties the rules of a parsed sheet read. */
export function sheetReads(nodes: readonly SheetNode[]): Set<string> {
	const read = new Set<string>();
	for (const node of nodes) {
		if (node.kind === 'group') for (const name of sheetReads(node.children)) read.add(name);
		else for (const name of references(node.css)) read.add(name);
	}
	return read;
}
