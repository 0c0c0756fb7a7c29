/** Photo credits of the castle's (generated) pictures. */
export const PHOTO = {
	weidlich: 'Stiftung Schloss Ravensau / Jana Weidlich',
	kern: 'Stiftung Schloss Ravensau / Tobias Kern',
	hebestreit: 'Lutz Hebestreit',
	archiv: 'Schlossarchiv Ravensau',
} as const;
