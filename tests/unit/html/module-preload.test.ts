import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	leadingImports,
	preloadModuleImports,
	scriptsIn,
} from '../../../src/lib/html/module-preload.ts';

const ENTRY = '/_astro/PageRuntimeScript.astro_astro_type_script_index_0_lang.C1NzUScF.js';
const page = (head: string) =>
	`<!DOCTYPE html><html><head>${head}</head><body><main></main></body></html>`;
const script = (src: string) => `<script type="module" src="${src}"></script>`;

/** A build whose entry imports the layout chunk, which imports the bundler's runtime. */
const BUILD: Record<string, string> = {
	[ENTRY]: 'import{s as e,t}from"./layout.dcboCumr.js";t(),e();',
	'/_astro/layout.dcboCumr.js': 'import"./rolldown-runtime.Ab1.js";const a=1;export{a as s};',
	'/_astro/rolldown-runtime.Ab1.js': 'var e=Object.create;export{e as t};',
};
const scripts = (src: string) => BUILD[src];

describe('module preloads', () => {
	it('reads the imports a minified module starts with, and only those', () => {
		expect(
			leadingImports(
				'import{a as b,c}from"./x.js";import"./y.js";import * as z from"./z.js";f("./no.js");',
			),
		).toEqual(['./x.js', './y.js', './z.js']);
		expect(leadingImports('const a=import("./lazy.js");')).toEqual([]);
	});

	it("links every file the head's module script needs before it, so none waits for another", () => {
		const html = page(`<meta charset="utf-8">${script(ENTRY)}<style>a{}</style>`);
		expect(preloadModuleImports(html, scripts)).toBe(
			page(
				'<meta charset="utf-8">' +
					'<link rel="modulepreload" href="/_astro/layout.dcboCumr.js">' +
					'<link rel="modulepreload" href="/_astro/rolldown-runtime.Ab1.js">' +
					`${script(ENTRY)}<style>a{}</style>`,
			),
		);
	});

	it('leaves a page alone that has no module script, an unreadable one or its links already', () => {
		const plain = page('<meta charset="utf-8">');
		expect(preloadModuleImports(plain, scripts)).toBe(plain);
		const unknown = page(script('/_astro/gone.js'));
		expect(preloadModuleImports(unknown, scripts)).toBe(unknown);
		const once = preloadModuleImports(page(script(ENTRY)), scripts);
		expect(preloadModuleImports(once, scripts)).toBe(once);
	});

	it('reads build scripts from the first folder that has them, and nothing outside /_astro', () => {
		const dir = mkdtempSync(join(tmpdir(), 'module-preload-'));
		mkdirSync(join(dir, '_astro'));
		writeFileSync(join(dir, '_astro', 'a.js'), 'import"./b.js";');
		writeFileSync(join(dir, 'secret.js'), 'x');
		const read = scriptsIn(join(dir, 'missing'), dir);
		expect(read('/_astro/a.js')).toBe('import"./b.js";');
		expect(read('/secret.js')).toBeUndefined();
		expect(read('/_astro/../secret.js')).toBeUndefined();
	});
});
