import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';

/** Where the staff editor's islands live; their chunks are named after these files. */
export const EDITOR_SOURCE_DIR = 'src/islands/editor';

/** File names too common to say a chunk comes from the editor folder. */
const GENERIC_NAMES = new Set(['index', 'main', 'types', 'utils', 'client', 'styles']);

/** Strings only Quill (and react-quill-new, which bundles it) put into their code. */
const QUILL_MARKERS = ['ql-editor', 'ql-toolbar', 'ql-container', 'react-quill'];

/** A chunk's own name: its file name up to the first dot (Vite adds `.<hash>.js`). */
const stemOf = (url: string) => basename(new URL(url, 'http://x').pathname).split('.')[0] ?? '';

/** The paths of the files under `dir` (absolute). */
function filesUnder(dir: string): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => resolve(entry.parentPath, entry.name));
}

/** A source file's base name without extension, lower-cased. */
const nameOf = (file: string) => basename(file, extname(file)).toLowerCase();

/**
 * How to recognise editor code by name: the base names of the source files under
 * `src/islands/editor` (a chunk built from one of them is named after it), lower-cased, except
 * generic ones and those a file elsewhere in `src` shares.
 */
export function editorChunkNames(sourceDir = EDITOR_SOURCE_DIR, allSources = 'src'): Set<string> {
	const editorRoot = `${resolve(sourceDir)}${sep}`;
	const elsewhere = new Set(
		filesUnder(allSources)
			.filter((file) => !file.startsWith(editorRoot))
			.map(nameOf),
	);
	const names = filesUnder(sourceDir)
		.map(nameOf)
		.filter((name) => !GENERIC_NAMES.has(name) && !elsewhere.has(name));
	return new Set(names);
}

/**
 * Why the script at `url` with source `code` is editor code (Quill, react-quill-new or a chunk
 * named after a file of the editor folder), or null when it is not. Quoted names of other chunks
 * (a loader's dynamic imports, Vite's preload lists) are ignored: naming a chunk is not loading it.
 */
export function editorCodeReason(url: string, code: string, names: Set<string>): string | null {
	const stem = stemOf(url).toLowerCase();
	if (stem.includes('quill')) return `named ${stem}`;
	if (names.has(stem)) return `named after a file of ${EDITOR_SOURCE_DIR}`;
	const ownCode = code.replace(/(["'`])[^"'`\n]*\.(?:m?js|css)\1/g, '""');
	const marker = QUILL_MARKERS.find((candidate) => ownCode.includes(candidate));
	return marker === undefined ? null : `contains '${marker}'`;
}

/** The built client scripts of `distDir` that are editor code (for a visitor: never to load). */
export function editorChunksInBuild(distDir: string, names: Set<string>): string[] {
	const client = join(distDir, 'client');
	if (!existsSync(client)) return [];
	return readdirSync(client, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name))
		.filter((file) => editorCodeReason(file, readFileSync(file, 'utf8'), names) !== null)
		.map((file) => file.slice(client.length));
}
