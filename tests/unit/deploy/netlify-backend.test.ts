import { describe, expect, it } from 'vitest';
import { netlifyBackendMode, prepareFunctionEnv } from '../../../src/deploy/netlify-backend.ts';

describe('where a Netlify site finds its back end', () => {
	it('proxies to CMS_API_URL when set, even with a DATABASE_URL', () => {
		expect(netlifyBackendMode({ CMS_API_URL: 'https://cms.example.org' })).toBe('external');
		expect(
			netlifyBackendMode({
				CMS_API_URL: 'https://cms.example.org',
				DATABASE_URL: 'postgres://db/x',
			}),
		).toBe('external');
	});

	it('runs its own back end with a PostgreSQL DATABASE_URL alone', () => {
		expect(netlifyBackendMode({ DATABASE_URL: 'postgres://u:p@db.example.org/venue' })).toBe('own');
		expect(netlifyBackendMode({ DATABASE_URL: 'postgresql://db/venue' })).toBe('own');
	});

	it('fails the build clearly with neither', () => {
		expect(() => netlifyBackendMode({})).toThrow(/Neither CMS_API_URL nor DATABASE_URL is set/);
		expect(() => netlifyBackendMode({ DATABASE_URL: 'file:./x.sqlite' })).toThrow(/SQLite/);
	});

	it('keeps the data dir of a function under the temp dir unless DATA_DIR is set', () => {
		const env: NodeJS.ProcessEnv = {};
		prepareFunctionEnv(env);
		expect(env['DATA_DIR']).toMatch(/venue-data$/);
		const set: NodeJS.ProcessEnv = { DATA_DIR: '/tmp/mine' };
		prepareFunctionEnv(set);
		expect(set['DATA_DIR']).toBe('/tmp/mine');
	});
});
