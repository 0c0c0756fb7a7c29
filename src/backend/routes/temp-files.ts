import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { TempFile } from '../../lib/contract/index.ts';
import { requireCsrf } from '../auth/cookies.ts';
import { allowedUploadType, cleanFileName, UPLOAD_LIMIT } from '../content/file-types.ts';
import {
	recordTempFile,
	sweepTempFiles,
	TEMP_FILES_DIR,
	TEMP_FILES_PER_CLIENT_BYTES,
	TEMP_FILES_PER_CLIENT_COUNT,
	tempFileQuota,
} from '../content/temp-files.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readUploadedFile } from '../http/read-upload.ts';
import { requestAddress } from '../http/request-client.ts';

export { TEMP_FILES_DIR } from '../content/temp-files.ts';

/** How often expired uploads are swept besides at each upload. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * POST /temp-files/ (multipart, field `file`): stores a form upload of at most 10 MB of an
 * allowed type under `${dataDir}/temp-files`. Visitors may upload; the CSRF header is required.
 * Uploads no form entry refers to are deleted after TEMP_FILE_HOURS (swept at each upload and
 * hourly); one client address may hold at most 50 MB and 100 of them and all clients 1 GB (429 naming
 * `file` beyond that).
 */
export function createTempFilesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const sweep = () => sweepTempFiles(ctx.db, ctx.dataDir, ctx.now());
	// Unref'd: never keeps a process alive; a sweep after the database closed just fails quietly.
	setInterval(() => void sweep().catch(() => undefined), SWEEP_EVERY_MS).unref();

	app.post('/temp-files', async (c) => {
		requireCsrf(c);
		const file = await readUploadedFile(c);
		if (file.size > UPLOAD_LIMIT) throw badRequest('The file is larger than 10 MB', 'file');
		const bytes = new Uint8Array(await file.arrayBuffer());
		const name = cleanFileName(file.name);
		const contentType = allowedUploadType(name, bytes);
		if (!contentType)
			throw badRequest('Only PDF, JPG, PNG, WebP and DOCX files are allowed', 'file');

		await sweep();
		const client = requestAddress(c);
		const over = await tempFileQuota(ctx.db, client, bytes.byteLength);
		if (over !== null) {
			const error =
				over === 'client'
					? `At most ${TEMP_FILES_PER_CLIENT_BYTES / 1024 / 1024} MB or ${TEMP_FILES_PER_CLIENT_COUNT} files of uploads per visitor a day`
					: 'Uploads are paused for now, please try again later';
			return c.json({ error, field: 'file' }, 429);
		}
		const id = randomUUID();
		const folder = join(ctx.dataDir, TEMP_FILES_DIR);
		await mkdir(folder, { recursive: true });
		await writeFile(join(folder, id), bytes);
		await recordTempFile(ctx.db, {
			id,
			site: ctx.site,
			name,
			size: bytes.byteLength,
			contentType,
			storedName: id,
			createdAt: ctx.now(),
			client,
		});
		const answer: TempFile = { id, name, size: bytes.byteLength, content_type: contentType };
		return c.json(answer, 201);
	});
	return app;
}
