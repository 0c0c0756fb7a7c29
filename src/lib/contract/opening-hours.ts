import { z } from 'zod';

const TimeSchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be HH:MM');

/** One opening-hours slot of today (SPEC §3 'Opening hours today'). */
export const OpeningSlotSchema = z.object({
	time_from: TimeSchema.nullable(),
	time_to: TimeSchema.nullable(),
	closed: z.boolean().default(false),
	alternative_link_url: z.string().nullable().default(null),
	alternative_text: z.string().nullable().default(null),
});
export type OpeningSlot = z.infer<typeof OpeningSlotSchema>;

/** GET /api/opening-hours-today/: exceptions replace the normal hours when present. */
export const OpeningHoursTodaySchema = z.object({
	opening_hours: z.array(OpeningSlotSchema),
	opening_hours_exceptions: z.array(OpeningSlotSchema),
});
export type OpeningHoursToday = z.infer<typeof OpeningHoursTodaySchema>;
