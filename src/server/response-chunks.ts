/** A chunk written to a ServerResponse (Buffer, Uint8Array or string in `encoding`) as a Buffer. */
export function chunkToBuffer(chunk: unknown, encoding: unknown): Buffer {
	if (Buffer.isBuffer(chunk)) return chunk;
	if (chunk instanceof Uint8Array) return Buffer.from(chunk);
	return Buffer.from(
		String(chunk),
		typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
	);
}
