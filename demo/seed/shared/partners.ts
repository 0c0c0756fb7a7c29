import type { z } from 'zod';
import type { PartnerSchema } from '../../../src/lib/contract/index.ts';
import type { PartnerDef } from './defs.ts';
import { image, logoSpec } from './images.ts';
import type { Bilingual } from './text.ts';

/** A sponsor or promoter with its generated logo. */
export function partnerDraft(partner: PartnerDef): Bilingual<z.input<typeof PartnerSchema>> {
	return {
		name: partner.name,
		url: partner.url,
		logo: image(logoSpec(partner.seed, partner.name)),
	};
}
