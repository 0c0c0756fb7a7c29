import { Hono } from 'hono';
import {
	FinderQuerySchema,
	LIBRARY_IMAGE_MAX_BYTES,
	LibraryImagePageSchema,
	LibraryImageSchema,
} from '../../lib/contract/index.ts';
import { requireStaff, requireStaffWrite } from '../auth/guards.ts';
import { cleanFileName } from '../content/file-types.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readUploadedFile } from '../http/read-upload.ts';
import { pagedAnswer } from '../http/paging.ts';
import { parseOrThrow } from '../http/validate.ts';
import { addLibraryImage, LIBRARY_PAGE_SIZE, listLibraryImages } from '../media/library-images.ts';

const LIMIT_MB = Math.round(LIBRARY_IMAGE_MAX_BYTES / (1024 * 1024));

/**
 * The image library of the page editor: POST /images/ (staff + CSRF, multipart field `file`, a
 * JPEG/PNG/WebP/GIF/AVIF of at most 10 MB; 201 LibraryImageSchema) and GET /images/?q=&page=
 * (staff; LibraryImagePageSchema, newest first, 24 per page, `q` filters by name).
 */
export function createImagesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	app.post('/images', async (c) => {
		const user = requireStaffWrite(c);
		const file = await readUploadedFile(c);
		if (file.size > LIBRARY_IMAGE_MAX_BYTES) {
			throw badRequest(`The image is larger than ${LIMIT_MB} MB`, 'file');
		}
		const entry = await addLibraryImage(
			ctx.db,
			ctx.site,
			ctx.media.files,
			{
				name: cleanFileName(file.name),
				bytes: new Uint8Array(await file.arrayBuffer()),
				by: user.id,
			},
			ctx.now(),
		);
		return c.json(LibraryImageSchema.parse(entry), 201);
	});

	app.get('/images', async (c) => {
		requireStaff(c);
		const { q, page } = parseOrThrow(FinderQuerySchema, c.req.query());
		const { count, results } = await listLibraryImages(
			ctx.db,
			ctx.site,
			q,
			page,
			ctx.packLibraryImages,
		);
		c.header('cache-control', 'private, no-store');
		const answer = pagedAnswer(c, { page, page_size: LIBRARY_PAGE_SIZE }, count, results);
		return c.json(LibraryImagePageSchema.parse(answer));
	});
	return app;
}
