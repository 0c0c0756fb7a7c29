import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { TempFile } from '../../lib/contract/index.ts';
import { requireCsrf } from '../auth/cookies.ts';
import { allowedUploadType, cleanFileName, UPLOAD_LIMIT } from '../content/file-types.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readUploadedFile } from '../http/read-upload.ts';

/** Folder of temporary uploads inside the data directory. */
export const TEMP_FILES_DIR = 'temp-files';

/**
 * POST /temp-files/ (multipart, field `file`): stores a form upload of at most 10 MB of an
 * allowed type under `${dataDir}/temp-files`. Visitors may upload; the CSRF header is required.
 */
export function createTempFilesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.post('/temp-files', async (c) => {
		requireCsrf(c);
		const file = await readUploadedFile(c);
		if (file.size > UPLOAD_LIMIT) throw badRequest('The file is larger than 10 MB', 'file');
		const bytes = new Uint8Array(await file.arrayBuffer());
		const name = cleanFileName(file.name);
		const contentType = allowedUploadType(name, bytes);
		if (!contentType)
			throw badRequest('Only PDF, JPG, PNG, WebP and DOCX files are allowed', 'file');

		const id = randomUUID();
		const folder = join(ctx.dataDir, TEMP_FILES_DIR);
		await mkdir(folder, { recursive: true });
		await writeFile(join(folder, id), bytes);
		ctx.db
			.prepare(
				'INSERT INTO temp_files (id, site, name, size, content_type, stored_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
			)
			.run(id, ctx.site, name, bytes.byteLength, contentType, id, ctx.now().toISOString());
		const answer: TempFile = { id, name, size: bytes.byteLength, content_type: contentType };
		return c.json(answer, 201);
	});
	return app;
}
