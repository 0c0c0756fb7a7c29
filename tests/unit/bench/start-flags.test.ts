import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startScriptEnv, startScriptNodeFlags } from '../../../bench/load/start-flags.ts';

const dir = mkdtempSync(join(tmpdir(), 'start-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function packageWithStart(start: string): string {
	const file = join(dir, `${Math.random()}.json`);
	writeFileSync(file, JSON.stringify({ scripts: { start } }));
	return file;
}

describe('the start script as the bench starts the server', () => {
	it('reads the environment set before node and the Node flags after it', () => {
		const file = packageWithStart(
			'A_B=2 C_=131072 node --max-semi-space-size=16 src/server/start.ts',
		);
		expect(startScriptEnv(file)).toEqual({ A_B: '2', C_: '131072' });
		expect(startScriptNodeFlags(file)).toEqual(['--max-semi-space-size=16']);
		expect(startScriptEnv(packageWithStart('node src/server/start.ts'))).toEqual({});
	});

	it("bounds glibc's allocator in the project's own start script", () => {
		// Without these, libvips' and zlib's freed buffers stayed resident (+170 MB after the demo's
		// pictures were rendered once); see README 'Soak'.
		expect(startScriptEnv()).toMatchObject({
			MALLOC_ARENA_MAX: '1',
			MALLOC_TRIM_THRESHOLD_: '131072',
		});
	});

	it("bounds V8's heap growth in the project's own start script", () => {
		// V8's own factor (up to 4 × the live heap) let ~65 MB of live objects commit 130-175 MB
		// and let dead Buffers (rendered pages, API bodies) wait long for a major GC.
		expect(startScriptNodeFlags()).toEqual(
			expect.arrayContaining(['--max-semi-space-size=16', '--heap-growing-percent=50']),
		);
	});
});
