import type { Translate } from '../i18n/index.ts';
import { ACCESS_FEATURES, type AccessFeature } from './features.ts';

/** Each access feature's name in the language of `t` (site texts `access.<feature>`). */
export function accessNames(t: Translate): Record<AccessFeature, string> {
	return Object.fromEntries(
		ACCESS_FEATURES.map((feature) => [feature, t(`access.${feature}`)]),
	) as Record<AccessFeature, string>;
}
