/** The largest form post accepted, uploads included (10 MB). */
export const FORM_BODY_LIMIT = 10 * 1024 * 1024;

/** A form post that cannot be read: too large (413) or not a form encoding (415). */
export class FormBodyError extends Error {
	readonly status: 413 | 415;
	constructor(status: 413 | 415, message: string) {
		super(message);
		this.name = 'FormBodyError';
		this.status = status;
	}
}

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

async function readLimited(
	body: ReadableStream<Uint8Array>,
	limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
	const reader = body.getReader();
	const chunks: Uint8Array[] = [];
	let received = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		received += value.byteLength;
		if (received > limit) {
			await reader.cancel();
			throw new FormBodyError(413, `Form body larger than ${limit} bytes`);
		}
		chunks.push(value);
	}
	const bytes = new Uint8Array(received);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return bytes;
}

/**
 * Reads a posted form (`application/x-www-form-urlencoded` or `multipart/form-data`) of at most
 * `limit` bytes, stopping as soon as more arrives.
 * @throws FormBodyError 415 for another content type or a malformed body, 413 when too large
 */
export async function readFormBody(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
	const type = request.headers.get('content-type') ?? '';
	if (!FORM_TYPES.test(type)) throw new FormBodyError(415, `Not a form post: '${type}'`);
	const declared = Number(request.headers.get('content-length') ?? 0);
	if (declared > limit) throw new FormBodyError(413, `Form body of ${declared} bytes`);
	const bytes = request.body ? await readLimited(request.body, limit) : new Uint8Array();
	try {
		return await new Response(bytes, { headers: { 'content-type': type } }).formData();
	} catch {
		throw new FormBodyError(415, 'Malformed form body');
	}
}
