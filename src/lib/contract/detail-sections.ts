import { z } from 'zod';
import { SiteUrlsSchema } from './common.ts';
import { ImageObjSchema } from './image.ts';
import { OpeningHoursTodaySchema } from './opening-hours.ts';
import { CardSchema, ContributorSchema, PartnerSchema, ProgramItemSchema } from './refs.ts';

/**
 * The section fields event and production detail pages share (SPEC §9 section order), and the
 * page fields every detail answer carries.
 */
export const DETAIL_SECTION_FIELDS = {
	description: z.string().default(''),
	programs: z.array(ProgramItemSchema).default([]),
	opening_hours: OpeningHoursTodaySchema.nullable().default(null),
	images: z.array(ImageObjSchema).default([]),
	video_url: z.string().nullable().default(null),
	events: z.array(CardSchema).default([]),
	blog: z.array(CardSchema).default([]),
	contributors: z.array(ContributorSchema).default([]),
	promoter: PartnerSchema.nullable().default(null),
	body_class: z.string().default(''),
	meta_description: z.string().default(''),
	urls: SiteUrlsSchema.default({}),
};
