import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** The SHA-256 of the file at `path`, in hex, read as a stream. */
export async function fileSha256(path: string): Promise<string> {
	const hash = createHash('sha256');
	for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
	return hash.digest('hex');
}
