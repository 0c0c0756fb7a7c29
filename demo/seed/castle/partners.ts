import type { PartnerDef } from '../shared/defs.ts';

/** Sponsors and funders of the castle (fictional). Seeds are the names as slugs for the logos. */
export const CASTLE_PARTNERS = {
	kulturstiftung: {
		name: 'Kulturstiftung Mitteland',
		seed: 'kulturstiftung-mitteland',
		url: 'https://www.kulturstiftung-mitteland.de',
	},
	sparkasse: {
		name: 'Sparkasse Ravensau-Raventhal',
		seed: 'sparkasse-ravensau-raventhal',
		url: 'https://www.sparkasse-ravensau-raventhal.de',
	},
	manufaktur: {
		name: 'Porzellanmanufaktur Lindenhain',
		seed: 'porzellanmanufaktur-lindenhain',
		url: 'https://www.lindenhain-porzellan.de',
	},
	freundeskreis: {
		name: 'Freundeskreis Schloss Ravensau',
		seed: 'freundeskreis-schloss-ravensau',
		url: 'https://www.freundeskreis-schloss-ravensau.de',
	},
	stadtwerke: {
		name: 'Stadtwerke Ravensau',
		seed: 'stadtwerke-ravensau',
		url: 'https://www.stadtwerke-ravensau.de',
	},
	denkmalfonds: { name: 'Denkmalfonds Mitteland', seed: 'denkmalfonds-mitteland', url: null },
} as const satisfies Record<string, PartnerDef>;

/** The partners shown in logo strips, in order. */
export const CASTLE_LOGO_STRIP: PartnerDef[] = [
	CASTLE_PARTNERS.kulturstiftung,
	CASTLE_PARTNERS.sparkasse,
	CASTLE_PARTNERS.manufaktur,
	CASTLE_PARTNERS.freundeskreis,
	CASTLE_PARTNERS.stadtwerke,
	CASTLE_PARTNERS.denkmalfonds,
];
