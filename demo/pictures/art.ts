/**
 * Generated demo artwork: deterministic SVG compositions that stand in for photographs of
 * architecture, interiors, paintings, people and performances until real images are uploaded.
 * Nothing is downloaded; the same (motif, seed, ratio) always yields the same SVG.
 */
import { castle } from './art/castle.ts';
import { concert } from './art/concert.ts';
import { hall } from './art/hall.ts';
import { landscape } from './art/landscape.ts';
import { logo } from './art/logo.ts';
import { painting } from './art/painting.ts';
import { portrait } from './art/portrait.ts';
import { poster } from './art/poster.ts';
import { sculpture } from './art/sculpture.ts';
import { stage } from './art/stage.ts';
import { createCtx, type Ctx } from './art/kit.ts';
import { createRng } from './art/prng.ts';

/** What a demo image shows. */
export const ART_MOTIFS = [
	'castle',
	'hall',
	'painting',
	'portrait',
	'stage',
	'concert',
	'landscape',
	'sculpture',
	'poster',
	'logo',
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

/** Aspect ratios, written width x height. */
export const ART_RATIOS = ['3x2', '4x5', '16x9', '1x1', '3x1', '21x9'] as const;
export type ArtRatio = (typeof ART_RATIOS)[number];

/** Width of the composition's coordinate system (and of the original rendition). */
export const ART_BASE_WIDTH = 1920;

export interface ArtSpec {
	motif: ArtMotif;
	/** Any string; for `logo` it is also the partner's name (slugs are turned back into words). */
	seed: string;
	ratio: ArtRatio;
	/** Pixel width of the rendered SVG (default 1920); the composition is the same at every width. */
	width?: number;
}

/** Height belonging to a width at a ratio, rounded to whole pixels. */
export function heightFor(ratio: ArtRatio, width: number): number {
	const [w, h] = ratio.split('x').map(Number) as [number, number];
	return Math.round((width * h) / w);
}

const MOTIF_RENDERERS: Record<ArtMotif, (ctx: Ctx, seed: string) => string> = {
	castle,
	hall,
	painting,
	portrait,
	stage,
	concert,
	landscape,
	sculpture,
	poster,
	logo,
};

/** Renders a composition as a standalone SVG document. */
export function renderArtSvg(spec: ArtSpec): string {
	const W = ART_BASE_WIDTH;
	const H = heightFor(spec.ratio, W);
	const width = Math.max(1, Math.round(spec.width ?? W));
	const height = heightFor(spec.ratio, width);
	// The motif is part of the seed (one seed gives unrelated pictures across motifs); the ratio is not,
	// so one seed keeps its palette and mood in every crop.
	const ctx = createCtx(W, H, createRng(`${spec.motif}:${spec.seed}`), W / width);
	const body = MOTIF_RENDERERS[spec.motif](ctx, spec.seed);
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
		`<defs>${ctx.defs.join('')}</defs>${body}</svg>`
	);
}
