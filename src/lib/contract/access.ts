import { z } from 'zod';

/**
 * The access features a venue, an event or one date of it can offer, in the order they are shown
 * (getting there, being there, then what a performance offers, then tickets).
 */
export const ACCESS_FEATURES = [
	'step_free',
	'wheelchair_spaces',
	'accessible_toilet',
	'induction_loop',
	'assistance_dogs',
	'audio_description',
	'sign_language',
	'easy_language',
	'touch_tour',
	'relaxed_performance',
	'companion_ticket',
] as const;
export const AccessFeatureSchema = z.enum(ACCESS_FEATURES);
export type AccessFeature = z.infer<typeof AccessFeatureSchema>;

/**
 * What one level (venue, event, date) says per feature: true = offered, false = not offered
 * (overrides a `true` of the level below), absent = as the level below says. Unknown keys are
 * refused, so a misspelt feature is a 400 naming it rather than silently dropped.
 */
export const AccessValuesSchema = z.strictObject(
	Object.fromEntries(ACCESS_FEATURES.map((feature) => [feature, z.boolean().optional()])) as {
		[F in AccessFeature]: z.ZodOptional<z.ZodBoolean>;
	},
);
export type AccessValues = z.infer<typeof AccessValuesSchema>;

/**
 * The features offered when `levels` are stacked from the most general (venue) to the most
 * specific (date): the most specific level that says anything about a feature decides it.
 * Always in ACCESS_FEATURES order.
 */
export function resolveAccess(
	...levels: ReadonlyArray<AccessValues | null | undefined>
): AccessFeature[] {
	return ACCESS_FEATURES.filter((feature) => {
		let offered = false;
		for (const level of levels) {
			const value = level?.[feature];
			if (value !== undefined) offered = value;
		}
		return offered;
	});
}

/** The `access` query of the event list: features, comma-separated, each at most once. */
export const AccessQuerySchema = z
	.string()
	.max(400)
	.transform((text, ctx) => {
		const parts = text.split(',').filter((part) => part !== '');
		const parsed = z.array(AccessFeatureSchema).safeParse(parts);
		if (!parsed.success) {
			ctx.addIssue({
				code: 'custom',
				message: `must be features of ${ACCESS_FEATURES.join(', ')}`,
			});
			return z.NEVER;
		}
		return ACCESS_FEATURES.filter((feature) => parsed.data.includes(feature));
	});
