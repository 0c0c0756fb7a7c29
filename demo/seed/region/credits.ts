/** Photo credits of the region's (generated) pictures. */
export const PHOTO = {
	olbrich: 'Kulturregion Auental / Marek Olbrich',
	feldhaus: 'Anja Feldhaus',
	remmers: 'Stadttheater Auenstadt / Kai Remmers',
	ebner: 'Jonas Ebner',
} as const;
