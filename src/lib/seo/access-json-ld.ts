import type { AccessFeature } from '../access/features.ts';
import { accessNames } from '../access/names.ts';
import type { Locale } from '../contract/index.ts';
import { getT } from '../i18n/index.ts';

/** The features that describe the place (schema.org `amenityFeature` of a `Place`). */
const PLACE_FEATURES: ReadonlySet<AccessFeature> = new Set([
	'step_free',
	'wheelchair_spaces',
	'accessible_toilet',
	'induction_loop',
	'assistance_dogs',
]);

/**
 * The features schema.org's `accessibilityFeature` vocabulary has a term for; the rest (Leichte
 * Sprache tours, relaxed performances, companion tickets) have none and are left out there.
 */
const ACCESSIBILITY_TERMS: Partial<Record<AccessFeature, string>> = {
	audio_description: 'audioDescription',
	sign_language: 'signLanguage',
	touch_tour: 'tactileObject',
};

/** The place features among `features` as `LocationFeatureSpecification`s named in `locale`. */
export function accessFeatureNodes(
	features: readonly AccessFeature[],
	locale: Locale,
): Record<string, unknown>[] {
	const names = accessNames(getT(locale));
	return features
		.filter((feature) => PLACE_FEATURES.has(feature))
		.map((feature) => ({
			'@type': 'LocationFeatureSpecification',
			name: names[feature],
			value: true,
		}));
}

/** The schema.org `accessibilityFeature` terms of `features`. */
export function eventAccessibilityFeatures(features: readonly AccessFeature[]): string[] {
	return features.flatMap((feature) => ACCESSIBILITY_TERMS[feature] ?? []);
}
