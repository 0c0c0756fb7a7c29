import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The text of the build's script at `src` (`/_astro/….js`), or undefined when it is not there. */
export type ScriptSource = (src: string) => string | undefined;

/** The first module script of a page's head: the layout's entry (PageRuntimeScript.astro). */
const HEAD_MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[\w.-]+\.js)"><\/script>/;

/** One static import at the start of a minified module: `import{a as b}from"./x.js";`, `import"./y.js";`. */
const LEADING_IMPORT = /^import\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.\/[\w.-]+\.js)["'];?/;

/** The files `code` (a built module) imports statically, from the imports it starts with. */
export function leadingImports(code: string): string[] {
	const found: string[] = [];
	let rest = code.trimStart();
	for (let match = LEADING_IMPORT.exec(rest); match; match = LEADING_IMPORT.exec(rest)) {
		found.push(match[1]!);
		rest = rest.slice(match[0].length).trimStart();
	}
	return found;
}

/** Every script `src` needs before it runs (its static imports, theirs, …), in first-seen order. */
function importClosure(src: string, scripts: ScriptSource): string[] {
	const seen = new Set<string>();
	const queue = [src];
	for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
		for (const relative of leadingImports(scripts(next) ?? '')) {
			const href = posix.join(posix.dirname(next), relative);
			if (href === src || seen.has(href)) continue;
			seen.add(href);
			queue.push(href);
		}
	}
	return [...seen];
}

/**
 * `html` with a `<link rel="modulepreload">` before its head's module script for each file that
 * script imports. The layout's entry is a few bytes that import the layout chunk
 * (src/build/layout-chunk.ts); without the link a browser learns of that chunk only once the
 * entry has arrived, one round trip later. `html` unchanged when its head has no module script,
 * the script cannot be read, or every import is linked already.
 */
export function preloadModuleImports(html: string, scripts: ScriptSource): string {
	const headEnd = html.indexOf('</head>');
	const head = headEnd === -1 ? html : html.slice(0, headEnd);
	const script = HEAD_MODULE_SCRIPT.exec(head);
	if (!script) return html;
	const links = importClosure(script[1]!, scripts)
		.filter((href) => !head.includes(`href="${href}"`))
		.map((href) => `<link rel="modulepreload" href="${href}">`)
		.join('');
	if (links === '') return html;
	return html.slice(0, script.index) + links + html.slice(script.index);
}

/**
 * The build's scripts under the first of `dirs` that holds each, each read once (a hashed name
 * never changes content); undefined for one that is not there or not a build script.
 */
export function scriptsIn(...dirs: string[]): ScriptSource {
	const read = new Map<string, string | undefined>();
	return (src) => {
		if (!read.has(src)) {
			let code: string | undefined;
			try {
				const file = dirs.map((dir) => join(dir, src)).find((path) => existsSync(path));
				if (/^\/_astro\/[\w.-]+\.js$/.test(src) && file) code = readFileSync(file, 'utf8');
			} catch {
				code = undefined;
			}
			read.set(src, code);
		}
		return read.get(src);
	};
}
