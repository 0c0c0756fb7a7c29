import type { PartnerDef } from '../shared/defs.ts';

/** Promoters of the network and its sponsors (fictional). Seeds are the names as slugs. */
export const REGION_PARTNERS = {
	stadttheater: {
		name: 'Stadttheater Auenstadt',
		seed: 'stadttheater-auenstadt',
		url: 'https://www.theater-auenstadt.de',
	},
	jazzclub: {
		name: 'Jazzclub Weidenfeld',
		seed: 'jazzclub-weidenfeld',
		url: 'https://www.jazzclub-weidenfeld.de',
	},
	literatur: {
		name: 'Literaturgesellschaft Lindach',
		seed: 'literaturgesellschaft-lindach',
		url: 'https://www.literaturhaus-lindach.de',
	},
	klosterverein: {
		name: 'Förderverein Klosterkirche Hohenbruck',
		seed: 'foerderverein-klosterkirche-hohenbruck',
		url: null,
	},
	tuchfabrik: {
		name: 'Kulturzentrum Alte Tuchfabrik',
		seed: 'kulturzentrum-alte-tuchfabrik',
		url: 'https://www.alte-tuchfabrik.de',
	},
	erlenhof: {
		name: 'Kulturverein Gut Erlenhof',
		seed: 'kulturverein-gut-erlenhof',
		url: 'https://www.kulturscheune-erlenhof.de',
	},
	seewinkel: {
		name: 'Kulturamt Seewinkel',
		seed: 'kulturamt-seewinkel',
		url: 'https://www.seewinkel.de/kultur',
	},
	kammerorchester: {
		name: 'Kammerorchester Auental',
		seed: 'kammerorchester-auental',
		url: 'https://www.kammerorchester-auental.de',
	},
	sparkasse: {
		name: 'Auentaler Sparkasse',
		seed: 'auentaler-sparkasse',
		url: 'https://www.auentaler-sparkasse.de',
	},
	stadtwerke: {
		name: 'Stadtwerke Auenstadt',
		seed: 'stadtwerke-auenstadt',
		url: 'https://www.stadtwerke-auenstadt.de',
	},
	brauerei: {
		name: 'Brauerei Hollerbach',
		seed: 'brauerei-hollerbach',
		url: 'https://www.hollerbach-braeu.de',
	},
	kulturfonds: { name: 'Kulturfonds Auental', seed: 'kulturfonds-auental', url: null },
	radio: { name: 'Radio Auenwelle', seed: 'radio-auenwelle', url: 'https://www.auenwelle.de' },
} as const satisfies Record<string, PartnerDef>;

/** Funders and sponsors shown in logo strips. */
export const REGION_LOGO_STRIP: PartnerDef[] = [
	REGION_PARTNERS.kulturfonds,
	REGION_PARTNERS.sparkasse,
	REGION_PARTNERS.stadtwerke,
	REGION_PARTNERS.brauerei,
	REGION_PARTNERS.radio,
];

/** The promoters of the network, as shown on the home and partner pages. */
export const REGION_PROMOTERS: PartnerDef[] = [
	REGION_PARTNERS.stadttheater,
	REGION_PARTNERS.jazzclub,
	REGION_PARTNERS.literatur,
	REGION_PARTNERS.tuchfabrik,
	REGION_PARTNERS.erlenhof,
	REGION_PARTNERS.seewinkel,
	REGION_PARTNERS.kammerorchester,
	REGION_PARTNERS.klosterverein,
];
