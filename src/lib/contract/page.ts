import { z } from 'zod';
import { IdSchema, UrlsSchema } from './common.ts';
import { ImageThumbnailsSchema } from './image.ts';
import { ModuleSchema } from './blocks.ts';

/** A reference to another CMS page: parents (breadcrumb) and siblings (tabs). */
export type PageRef = {
	id: number;
	title: string;
	urls: z.infer<typeof UrlsSchema>;
	parent: PageRef | null;
};
export const PageRefSchema: z.ZodType<PageRef, unknown> = z.lazy(() =>
	z.object({
		id: IdSchema,
		title: z.string(),
		urls: UrlsSchema,
		parent: PageRefSchema.nullable().default(null),
	}),
);

/** GET /pageeditor-api/page/{path}: a CMS page (SPEC §3 'CMS page'). */
export const CmsPageSchema = z.object({
	id: IdSchema,
	urls: UrlsSchema,
	content_type: z.string().default('page'),
	title: z.string().min(1),
	headline: z.string().default(''),
	intro: z.string().default(''),
	is_online: z.boolean(),
	is_clickable: z.boolean().default(true),
	in_menu: z.boolean().default(false),
	in_footer: z.boolean().default(false),
	meta_title: z.string().default(''),
	meta_description: z.string().default(''),
	og_title: z.string().default(''),
	og_description: z.string().default(''),
	og_image: z.string().nullable().default(null),
	og_type: z.string().default('website'),
	og_image_thumbs: z.array(z.string()).default([]),
	og_image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
	modules: z.array(ModuleSchema),
	settings_url: z.string().nullable().default(null),
	page_class: z.string().default(''),
	parent: PageRefSchema.nullable().default(null),
	siblings: z.array(PageRefSchema).default([]),
	is_landing_page: z.boolean().default(false),
	has_tab_navigation: z.boolean().default(false),
	/** The version shown, when a staff member asked for one with ?v= (else null). */
	version_id: IdSchema.nullable().default(null),
	updated_at: z.iso.datetime({ offset: true }).optional(),
});
export type CmsPage = z.infer<typeof CmsPageSchema>;

/** GET /pageeditor-api/container/by-slug/{slug}: one section. */
export const ContainerSchema = ModuleSchema;

/** Body of POST module endpoints that create a container (SPEC §7). */
export const CreateContainerSchema = z.object({
	content_type: z.string().min(1).max(50),
	object_id: IdSchema,
	slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a slug'),
	parent: IdSchema.nullable().default(null),
});
export type CreateContainer = z.infer<typeof CreateContainerSchema>;

/** GET /{locale}/pageeditor-api/page-list: the online pages of a locale (prerendering, sitemap). */
export const PageListEntrySchema = z.object({
	id: IdSchema,
	title: z.string(),
	urls: UrlsSchema,
	is_landing_page: z.boolean().default(false),
	updated_at: z.iso.datetime({ offset: true }).optional(),
});
export type PageListEntry = z.infer<typeof PageListEntrySchema>;
export const PageListSchema = z.array(PageListEntrySchema);
