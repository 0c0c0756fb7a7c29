import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	TEMP_FILE_HOURS,
	TEMP_FILES_PER_CLIENT_BYTES,
	TEMP_FILES_PER_CLIENT_COUNT,
} from '../../../src/backend/content/temp-files.ts';
import { UPLOAD_LIMIT } from '../../../src/backend/content/file-types.ts';
import { CookieJar, NOW, startBackend, type TestBackend } from './harness.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

/** A PNG-signed file of `size` bytes. */
function png(size: number): File {
	const bytes = new Uint8Array(size);
	bytes.set(PNG);
	return new File([bytes], 'scan.png', { type: 'image/png' });
}

async function upload(backend: TestBackend, file: File) {
	const jar = new CookieJar();
	jar.set('csrftoken', 'visitor-token');
	const form = new FormData();
	form.set('file', file);
	const response = await backend.request('/api/temp-files/', {
		method: 'POST',
		body: form,
		jar,
		headers: { 'x-csrftoken': 'visitor-token' },
	});
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('temporary uploads', () => {
	it(`are deleted, file and row, once they are ${TEMP_FILE_HOURS} hours old`, async () => {
		const backend = await startBackend();
		const first = await upload(backend, png(100));
		expect(first.status).toBe(201);
		const folder = join(backend.dataDir, 'temp-files');
		const firstFile = join(folder, String(first.body['id']));
		expect(existsSync(firstFile)).toBe(true);

		const almost = await startBackend({
			dataDir: backend.dataDir,
			now: new Date(NOW.getTime() + (TEMP_FILE_HOURS - 1) * 3_600_000),
		});
		expect((await upload(almost, png(100))).status).toBe(201);
		expect(existsSync(firstFile)).toBe(true);

		const later = await startBackend({
			dataDir: backend.dataDir,
			now: new Date(NOW.getTime() + (TEMP_FILE_HOURS + 1) * 3_600_000),
		});
		const third = await upload(later, png(100));
		expect(third.status).toBe(201);
		expect(existsSync(firstFile)).toBe(false);
		expect(readdirSync(folder)).toHaveLength(2);
	});

	it('stop an upload flood from one client at its quota, storing nothing more', async () => {
		const backend = await startBackend();
		const allowed = Math.floor(TEMP_FILES_PER_CLIENT_BYTES / UPLOAD_LIMIT);
		for (let n = 0; n < allowed; n += 1) {
			expect((await upload(backend, png(UPLOAD_LIMIT))).status).toBe(201);
		}
		const refused = await upload(backend, png(UPLOAD_LIMIT));
		expect(refused).toEqual({
			status: 429,
			body: { error: expect.stringContaining('MB'), field: 'file' },
		});
		expect(readdirSync(join(backend.dataDir, 'temp-files'))).toHaveLength(allowed);
	});

	it('stop a flood of tiny uploads from one client at its file count', async () => {
		const backend = await startBackend();
		for (let n = 0; n < TEMP_FILES_PER_CLIENT_COUNT; n += 1) {
			expect((await upload(backend, png(64))).status).toBe(201);
		}
		const refused = await upload(backend, png(64));
		expect(refused).toEqual({
			status: 429,
			body: { error: expect.stringContaining('files'), field: 'file' },
		});
		expect(readdirSync(join(backend.dataDir, 'temp-files'))).toHaveLength(
			TEMP_FILES_PER_CLIENT_COUNT,
		);
	});
});
