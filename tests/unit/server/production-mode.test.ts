import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** What `require('react')` runs in a process that first imports production-mode.ts. */
function reactBuildAfterImport(env: NodeJS.ProcessEnv): string {
	const script = `
		await import('./src/server/production-mode.ts');
		const { createRequire } = await import('node:module');
		const require = createRequire(import.meta.url);
		require('react');
		const loaded = Object.keys(require.cache).find((path) => /react[.](production|development)[.]js$/.test(path));
		console.log(process.env.NODE_ENV + ' ' + loaded.replace(/.*react[.]/, ''));`;
	const childEnv = { ...env };
	if (env['NODE_ENV'] === undefined) delete childEnv['NODE_ENV'];
	return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
		env: childEnv,
		encoding: 'utf8',
	}).trim();
}

describe('the server runs in production mode', () => {
	it('makes React load its production build when NODE_ENV is unset', () => {
		expect(reactBuildAfterImport({ ...process.env, NODE_ENV: undefined })).toBe(
			'production production.js',
		);
	});

	it('keeps a NODE_ENV that was set', () => {
		expect(reactBuildAfterImport({ ...process.env, NODE_ENV: 'development' })).toBe(
			'development development.js',
		);
	});
});
