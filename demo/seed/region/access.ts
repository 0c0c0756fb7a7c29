import { FULLY_ACCESSIBLE, type AccessPlan } from '../shared/access-plan.ts';

/** Access information of the region's venues and of the performances that add to it. */
export const REGION_ACCESS: AccessPlan = {
	venues: {
		stadttheater: FULLY_ACCESSIBLE,
		kulturbahnhof: { step_free: true, accessible_toilet: true, companion_ticket: true },
		tuchfabrik: {
			step_free: true,
			wheelchair_spaces: true,
			accessible_toilet: true,
			companion_ticket: true,
		},
		klosterkirche: { step_free: false, induction_loop: true },
		stadthalle: {
			step_free: true,
			wheelchair_spaces: true,
			accessible_toilet: true,
			induction_loop: true,
			companion_ticket: true,
		},
	},
	events: {
		'nathan-audiodeskription': { audio_description: true, touch_tour: true },
		kater: { relaxed_performance: true },
		kinderkonzert: { relaxed_performance: true },
		'fuehrung-ebner': { easy_language: true },
		slam: { sign_language: true },
	},
	dates: {
		// The first performance of Nathan is interpreted into German Sign Language.
		nathan: { 0: { sign_language: true } },
	},
};
