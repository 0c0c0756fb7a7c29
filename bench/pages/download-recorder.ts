import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** When a file was downloaded: while the page loaded and settled, or during the interactions. */
export type Phase = 'load' | 'interaction';

/** One downloaded script or stylesheet, its size gzip-compressed. */
export type Download = {
	url: string;
	kind: 'script' | 'stylesheet';
	phase: Phase;
	gzip: number;
	/** Why it is editor code, or null. */
	editor: string | null;
};

/** Bytes gzip-compressed (default level, like a server's on-the-fly compression). */
export const gzipSize = (body: Buffer | string) => gzipSync(body).byteLength;

function kindOf(response: Response): Download['kind'] | null {
	const type = response.request().resourceType();
	const contentType = response.headers()['content-type'] ?? '';
	if (type === 'script' || /javascript/.test(contentType)) return 'script';
	if (type === 'stylesheet' || contentType.startsWith('text/css')) return 'stylesheet';
	return null;
}

/**
 * Records every script (including modules, module preloads and dynamic imports) and stylesheet
 * the page downloads, once per URL, tagged with the current phase. `editorReason` tells editor
 * code apart.
 */
export function recordDownloads(
	page: Page,
	editorReason: (url: string, code: string) => string | null,
) {
	const downloads = new Map<string, Download>();
	const pending = new Set<Promise<void>>();
	let phase: Phase = 'load';

	const record = async (response: Response, kind: Download['kind'], at: Phase) => {
		const body = await response.body().catch(() => null);
		if (body === null) return;
		const url = response.url();
		const editor = kind === 'script' ? editorReason(url, body.toString('utf8')) : null;
		if (!downloads.has(url))
			downloads.set(url, { url, kind, phase: at, gzip: gzipSize(body), editor });
	};

	page.on('response', (response) => {
		const kind = kindOf(response);
		if (kind === null || response.status() >= 400) return;
		const task = record(response, kind, phase);
		pending.add(task);
		void task.finally(() => pending.delete(task));
	});

	return {
		/** Tags the downloads from now on with `next`. */
		enter(next: Phase): void {
			phase = next;
		},
		/** Waits until every body seen so far has been read. */
		async settled(): Promise<void> {
			while (pending.size > 0) await Promise.all([...pending]);
		},
		/** Everything recorded so far. */
		downloads(): Download[] {
			return [...downloads.values()];
		},
	};
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(?:module|text\/javascript|application\/javascript)?$/i;

/** The gzip bytes of the executable inline scripts of `html` (JSON-LD and other data excluded). */
export function inlineScriptGzip(html: string): number {
	let total = 0;
	for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
		if (/\bsrc\s*=/.test(attributes) || code.trim() === '') continue;
		const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
		if (EXECUTABLE_TYPE.test(type)) total += gzipSize(code);
	}
	return total;
}
