import type { ImageObj, ImageThumbnails, Locale } from '../../../src/lib/contract/index.ts';
import type { ArtMotif, ArtRatio } from '../../pictures/art.ts';
import { demoImage, demoThumbnails } from '../../pictures/demo-images.ts';
import { bi, type BiText, type Bilingual } from './text.ts';

/** What a demo image shows (castle, hall, painting, portrait, stage, concert, landscape, …). */
export type Motif = ArtMotif;

/** Aspect ratios of the demo image generator, width x height. */
export type Ratio = ArtRatio;

/** Everything needed to render one demo image in both languages. */
export type ImageSpec = {
	motif: Motif;
	seed: string;
	ratio: Ratio;
	alt: BiText;
	copyright: string | null;
};

/** Describes a demo image: motif, seed (stable composition), ratio, alt text and photo credit. */
export function pic(
	motif: Motif,
	seed: string,
	ratio: Ratio,
	alt: BiText,
	copyright: string | null = null,
): ImageSpec {
	return { motif, seed, ratio, alt, copyright };
}

/** A partner logo; the seed is rendered as the partner's name, so it is the name as a slug. */
export function logoSpec(seed: string, name: string): ImageSpec {
	return pic('logo', seed, '3x2', bi(`Logo: ${name}`, `Logo: ${name}`));
}

function generatorArgs(spec: ImageSpec, alt: string) {
	const base = { motif: spec.motif, seed: spec.seed, ratio: spec.ratio, alt };
	return spec.copyright === null ? base : { ...base, copyright: spec.copyright };
}

/** The image object in one language. */
export function imageIn(spec: ImageSpec, locale: Locale): ImageObj {
	return demoImage(generatorArgs(spec, spec.alt[locale]));
}

/** The image object with a bilingual alt text (for bilingual drafts). */
export function image(spec: ImageSpec): Bilingual<ImageObj> {
	return { ...demoImage(generatorArgs(spec, spec.alt.de)), alt: spec.alt };
}

/** The ready-made thumbnail URLs of an image. */
export function thumbnails(spec: ImageSpec): ImageThumbnails {
	return demoThumbnails(generatorArgs(spec, spec.alt.de));
}

/** `image_obj` and `image_thumbnails` of a listed object. */
export function imageFields(spec: ImageSpec): {
	image_obj: Bilingual<ImageObj>;
	image_thumbnails: ImageThumbnails;
} {
	return { image_obj: image(spec), image_thumbnails: thumbnails(spec) };
}
