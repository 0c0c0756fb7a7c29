import type { Context } from 'hono';
import { badRequest } from './errors.ts';

/**
 * The non-empty file of field `file` of a multipart/form-data request; a request of another type,
 * a malformed body, a missing or an empty file answer 400 (field `file`).
 */
export async function readUploadedFile(c: Context): Promise<File> {
	if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
		throw badRequest('Expected multipart/form-data with a file', 'file');
	}
	let form: Record<string, unknown>;
	try {
		form = await c.req.parseBody();
	} catch {
		throw badRequest('Malformed multipart body', 'file');
	}
	const file = form['file'];
	if (!(file instanceof File)) throw badRequest('A file is required', 'file');
	if (file.size === 0) throw badRequest('The file is empty', 'file');
	return file;
}
