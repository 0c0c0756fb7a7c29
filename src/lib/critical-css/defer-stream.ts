import { preloadModuleImports, type ScriptSource } from '../html/module-preload.ts';
import { deferStylesheets, type SheetSource } from './defer-stylesheets.ts';
import { firstViewportEnd } from './page-tokens.ts';

/**
 * `body` with its head rewritten by deferStylesheets and preloadModuleImports: the stream is held only until the first
 * viewport's markup has arrived (page-tokens.ts firstViewportEnd, or the end), then the
 * rest passes through untouched.
 */
export function deferStylesheetsInStream(
	body: ReadableStream<Uint8Array>,
	sheets: SheetSource,
	scripts: ScriptSource,
): ReadableStream<Uint8Array> {
	const decoder = new TextDecoder();
	const encoder = new TextEncoder();
	let held: string | null = '';
	const flush = (controller: TransformStreamDefaultController<Uint8Array>) => {
		if (held === null) return;
		controller.enqueue(
			encoder.encode(preloadModuleImports(deferStylesheets(held, sheets), scripts)),
		);
		held = null;
	};
	return body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(chunk, controller) {
				if (held === null) return controller.enqueue(chunk);
				held += decoder.decode(chunk, { stream: true });
				// Held until the first viewport's markup is all here, so its tokens are complete.
				if (held.includes('<main') && firstViewportEnd(held) < held.length) flush(controller);
			},
			flush(controller) {
				if (held !== null) held += decoder.decode();
				flush(controller);
			},
		}),
	);
}
