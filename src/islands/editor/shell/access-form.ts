import { ACCESS_FEATURES, type AccessFeature } from '../../../lib/access/features.ts';
import type { AccessValues } from '../../../lib/contract/index.ts';

/** One level's choice for a feature: as the level below says, offered, or not offered. */
export type AccessChoice = 'inherit' | 'yes' | 'no';

/** A level's choices for every feature. */
export type AccessChoices = Record<AccessFeature, AccessChoice>;

/** The form's choices for a level as stored (absent: 'inherit'). */
export function choicesOf(values: AccessValues | null): AccessChoices {
	return Object.fromEntries(
		ACCESS_FEATURES.map((feature) => {
			const value = values?.[feature];
			return [feature, value === undefined ? 'inherit' : value ? 'yes' : 'no'];
		}),
	) as AccessChoices;
}

/** The values a level stores for `choices` ('inherit' leaves the feature out). */
export function valuesOf(choices: AccessChoices): AccessValues {
	const values: AccessValues = {};
	for (const feature of ACCESS_FEATURES) {
		const choice = choices[feature];
		if (choice !== 'inherit') values[feature] = choice === 'yes';
	}
	return values;
}

/** What the levels say about `feature` together, most specific last: true, false or nothing. */
export function stacked(
	feature: AccessFeature,
	...levels: ReadonlyArray<AccessValues | null>
): boolean | undefined {
	let said: boolean | undefined;
	for (const level of levels) {
		const value = level?.[feature];
		if (value !== undefined) said = value;
	}
	return said;
}
