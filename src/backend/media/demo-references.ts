import type { DatabaseSync } from 'node:sqlite';
import { DEMO_MEDIA_PREFIX, type DemoImageParams } from './demo-images.ts';

/** Which demo renditions may be rendered: those some stored content refers to. */
export type DemoReferences = {
	/** True when a stored document names this rendition's URL. */
	refers(params: DemoImageParams): boolean;
};

/** Refers to nothing: a media app without content renders no demo image. */
export const NO_DEMO_REFERENCES: DemoReferences = { refers: () => false };

/** Every `/media/demo/{motif}/{seed}/{ratio}/{width}.{format}` in a document body. */
const DEMO_URL = new RegExp(
	`${DEMO_MEDIA_PREFIX}/([a-z]{1,20})/([a-z0-9-]{1,80})/([0-9]{1,2}x[0-9]{1,2})/([0-9]{1,5})\\.([a-z]{3,4})`,
	'g',
);

function keyOf(motif: string, seed: string, ratio: string, width: number, format: string): string {
	return `${motif}/${seed}/${ratio}/${width}.${format}`;
}

/**
 * The demo renditions the documents of every site in `db` refer to (image objects, thumbnails
 * and URLs inside rich text alike), read once and read again only when a request asks for one
 * not in the set and content has changed since (the change feed's last `seq`, so a write by
 * another instance on the same database counts too). A flood of made-up seeds therefore costs
 * one indexed lookup each and renders nothing.
 */
export function demoReferencesIn(db: DatabaseSync): DemoReferences {
	const lastChange = db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM content_changes');
	const bodies = db.prepare('SELECT body FROM documents WHERE instr(body, ?) > 0');
	let known: Set<string> | undefined;
	let readAt = -1;

	const read = (seq: number) => {
		const found = new Set<string>();
		for (const row of bodies.iterate(`${DEMO_MEDIA_PREFIX}/`)) {
			for (const m of String(row['body']).matchAll(DEMO_URL)) {
				found.add(keyOf(m[1]!, m[2]!, m[3]!, Number(m[4]), m[5]!));
			}
		}
		known = found;
		readAt = seq;
	};

	return {
		refers(p) {
			const key = keyOf(p.motif, p.seed, p.ratio, p.width, p.format);
			if (known?.has(key)) return true;
			const seq = Number(lastChange.get()?.['seq'] ?? 0);
			if (known === undefined || seq !== readAt) read(seq);
			return known?.has(key) ?? false;
		},
	};
}
