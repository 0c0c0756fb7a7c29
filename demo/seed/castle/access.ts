import { FULLY_ACCESSIBLE, type AccessPlan } from '../shared/access-plan.ts';

/**
 * Access information of the palace ensemble (as its venues' texts describe it): the palace's
 * ground floor, Great Hall and Porcelain Cabinet are step-free by lift, the piano nobile is not;
 * the chapel has stairs but a hearing loop.
 */
export const CASTLE_ACCESS: AccessPlan = {
	venues: {
		schloss: FULLY_ACCESSIBLE,
		orangerie: {
			step_free: true,
			accessible_toilet: true,
			assistance_dogs: true,
			companion_ticket: true,
		},
		park: { step_free: true, assistance_dogs: true, companion_ticket: true },
		kapelle: { step_free: false, induction_loop: true, companion_ticket: true },
	},
	events: {
		// Through the piano nobile, which only stairs reach.
		kerzenlicht: { step_free: false, wheelchair_spaces: false },
		schlossfuehrung: { step_free: false, wheelchair_spaces: false },
		kuratorinnenfuehrung: { touch_tour: true },
		gartenspaziergang: { easy_language: true },
		familienwerkstatt: { relaxed_performance: true },
	},
	dates: {
		// One palace tour with a sign-language interpreter.
		schlossfuehrung: { 0: { sign_language: true } },
	},
};
