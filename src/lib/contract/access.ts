import { z } from 'zod';
import { ACCESS_FEATURES, canonicalAccess, type AccessFeature } from '../access/features.ts';

export { ACCESS_FEATURES, resolveAccess, type AccessFeature } from '../access/features.ts';

export const AccessFeatureSchema = z.enum(ACCESS_FEATURES);

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
 * The `access` query of the event list: features every listed date must offer, comma-separated;
 * read as the same list in ACCESS_FEATURES order (so equal choices give equal URLs).
 */
export const AccessQuerySchema = z.string().transform((text, ctx) => {
	const canonical = canonicalAccess(text);
	if (canonical === null) {
		ctx.addIssue({ code: 'custom', message: `must be features of ${ACCESS_FEATURES.join(', ')}` });
		return z.NEVER;
	}
	return canonical;
});
