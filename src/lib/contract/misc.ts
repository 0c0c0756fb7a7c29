import { z } from 'zod';

/** One redirect entry (SPEC §3): a request for old_path answers 301 to new_path. */
export const RedirectSchema = z.object({
	old_path: z.string().startsWith('/'),
	new_path: z.string().min(1),
});
export type Redirect = z.infer<typeof RedirectSchema>;
export const RedirectListSchema = z.array(RedirectSchema);

/** POST /api/dashboard-error-log/: the URL of a 404 page view. */
export const ErrorLogEntrySchema = z.object({ url: z.string().min(1).max(2000) });

/** GET /api/html/?file=404: custom error HTML (style and body) per status code. */
export const ErrorHtmlSchema = z.object({ style: z.string().default(''), body: z.string() });
export type ErrorHtml = z.infer<typeof ErrorHtmlSchema>;

/** GET /{locale}/api/example. */
export const ExampleSchema = z.object({ message: z.string(), locale: z.string() });
