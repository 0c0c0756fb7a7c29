/**
 * The data-access functions of accounts, uploads, form entries, the 404 log, the dashboards and
 * the media library, straight on the run's engine (no back end around them): every branch that
 * differs between SQLite and PostgreSQL answers alike.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, deleteSession, sessionUser } from '../../../src/backend/auth/sessions.ts';
import { authenticate, createUser, UserError } from '../../../src/backend/auth/users.ts';
import { logNotFound } from '../../../src/backend/content/error-log.ts';
import { addFormEntry } from '../../../src/backend/content/form-entries.ts';
import {
	recordTempFile,
	sweepTempFiles,
	tempFileQuota,
	tempFilesNamedIn,
} from '../../../src/backend/content/temp-files.ts';
import { openDatabase, type Database } from '../../../src/backend/db/database.ts';
import { demoLibraryImages } from '../../../demo/pictures/demo-library.ts';
import { demoReferencesIn } from '../../../demo/pictures/demo-references.ts';
import { listLibraryImages } from '../../../src/backend/media/library-images.ts';
import { pageActivities } from '../../../src/backend/dashboard/activities.ts';
import { notFoundSummary } from '../../../src/backend/dashboard/errors.ts';
import { databaseUrlOf, NOW, tempDataDir } from './harness.ts';

const opened: Database[] = [];
afterEach(async () => {
	for (const db of opened.splice(0)) await db.close();
});

async function freshDatabase(): Promise<Database> {
	const dataDir = tempDataDir();
	const db = await openDatabase({ dataDir, url: await databaseUrlOf(dataDir) });
	opened.push(db);
	return db;
}

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('users and sessions', () => {
	it('create, authenticate case-insensitively, and keep a session until it ends', async () => {
		const db = await freshDatabase();
		const user = await createUser(db, {
			username: 'Anna',
			password: 'a long password',
			isStaff: true,
			now: NOW,
		});
		expect(user).toMatchObject({ username: 'Anna', is_staff: true });
		await expect(
			createUser(db, { username: 'anna', password: 'a long password', isStaff: false, now: NOW }),
		).rejects.toThrow(UserError);
		expect((await authenticate(db, ' ANNA ', 'a long password'))?.id).toBe(user.id);
		expect(await authenticate(db, 'anna', 'wrong password')).toBeUndefined();

		const token = await createSession(db, user.id, NOW);
		expect(await sessionUser(db, token, at(1))).toEqual(user);
		expect(await sessionUser(db, token, at(15 * 24 * 60))).toBeUndefined();
		await deleteSession(db, token);
		expect(await sessionUser(db, token, at(1))).toBeUndefined();
	});
});

describe('uploads and form entries', () => {
	it('find the uploads an entry names, claim them with the entry, and sweep the others', async () => {
		const db = await freshDatabase();
		const upload = (id: string, client: string, minutes: number) =>
			recordTempFile(db, {
				id,
				site: 'castle',
				name: `${id}.pdf`,
				size: 1000,
				contentType: 'application/pdf',
				storedName: id,
				createdAt: at(minutes),
				client,
			});
		await upload('aaaa-1', '192.0.2.1', 0);
		await upload('bbbb-2', '192.0.2.1', 0);
		await upload('cccc-3', '192.0.2.2', 0);
		expect(await tempFileQuota(db, '192.0.2.1', 50 * 1024 * 1024 - 2000)).toBeNull();
		expect(await tempFileQuota(db, '192.0.2.1', 50 * 1024 * 1024 - 1999)).toBe('client');

		const values = JSON.stringify({ cv: 'aaaa-1', note: 'see cccc-3', other: 'zzzz-9' });
		expect([...(await tempFilesNamedIn(db, 'castle', values))].sort()).toEqual([
			'aaaa-1',
			'cccc-3',
		]);
		expect(await tempFilesNamedIn(db, 'region', values)).toEqual(new Set());
		const id = await addFormEntry(db, {
			site: 'castle',
			formId: 1,
			locale: 'de',
			fieldValues: values,
			createdAt: NOW,
		});
		expect(id).toBeGreaterThan(0);
		// A day later only the unclaimed upload goes.
		expect(await sweepTempFiles(db, tempDataDir(), at(25 * 60))).toBe(1);
		const left = await db.all<{ id: string }>(sql`SELECT id FROM temp_files ORDER BY id`);
		expect(left.map((row) => row.id)).toEqual(['aaaa-1', 'cccc-3']);
	});
});

describe('the 404 log', () => {
	it('summarises views by URL, most frequent, then most recent, then by URL', async () => {
		const db = await freshDatabase();
		const view = (url: string, minutes: number) =>
			logNotFound(db, { site: 'castle', url, userAgent: 'test', at: at(minutes) });
		await view('/de/b', 0);
		await view('/de/a', 1);
		await view('/de/b', 2);
		await view('/de/c', 2);
		await view('/de/A', 2);
		await logNotFound(db, { site: 'region', url: '/de/x', userAgent: '', at: NOW });
		expect(await notFoundSummary(db, 'castle', 10)).toEqual([
			{ url: '/de/b', count: 2, last_seen: at(2).toISOString() },
			{ url: '/de/A', count: 1, last_seen: at(2).toISOString() },
			{ url: '/de/c', count: 1, last_seen: at(2).toISOString() },
			{ url: '/de/a', count: 1, last_seen: at(1).toISOString() },
		]);
	});
});

describe('page activities', () => {
	it('list saves newest first with the title from the body and the saving user', async () => {
		const db = await freshDatabase();
		const user = await createUser(db, {
			username: 'editor',
			password: 'a long password',
			isStaff: true,
			now: NOW,
		});
		await db.run(sql`UPDATE users SET first_name = 'Erika' WHERE id = ${user.id}`);
		await db.run(
			sql`INSERT INTO documents (site, kind, id, locale, body, url_path, is_online, updated_at)
				VALUES ('castle', 'page', 2, 'de', ${JSON.stringify({ title: 'Über uns' })}, '/de/ueber', 0,
					${NOW.toISOString()})`,
		);
		for (const summary of ['Erste', 'Zweite']) {
			await db.run(
				sql`INSERT INTO document_versions (site, kind, id, locale, body, created_at, created_by, summary)
					VALUES ('castle', 'page', 2, 'de', '{}', ${NOW.toISOString()}, ${user.id}, ${summary})`,
			);
		}
		const activities = await pageActivities(db, { site: 'castle', locale: 'de', limit: 5 });
		expect(
			activities.map((a) => [a.summary, a.title, a.url, a.created_by_name, a.is_online]),
		).toEqual([
			['Zweite', 'Über uns', '/de/ueber', 'Erika', false],
			['Erste', 'Über uns', '/de/ueber', 'Erika', false],
		]);
		expect(await pageActivities(db, { site: 'castle', locale: 'de', pageId: 3, limit: 5 })).toEqual(
			[],
		);
	});
});

describe('the media library', () => {
	it('lists uploads by name, case-insensitively, newest first (the later of one millisecond first), then the demo images', async () => {
		const db = await freshDatabase();
		const image = { url: '/x.webp', width: 10, height: 10, alt: '', copyright: null, variants: [] };
		const thumbs = { large: '/x.webp', medium: '/x.webp', small: '/x.webp' };
		for (const [id, name] of [
			['u1', 'Garten.png'],
			['u2', 'GARTENHAUS_1.png'],
			['u3', 'Hof.png'],
		]) {
			await db.run(
				sql`INSERT INTO library_images (id, site, name, content_type, size, width, height, image,
						image_thumbnails, created_at)
					VALUES (${id}, 'castle', ${name}, 'image/png', 1, 10, 10, ${JSON.stringify(image)},
						${JSON.stringify(thumbs)}, ${NOW.toISOString()})`,
			);
		}
		const demo = '/media/demo/castle/garden-view/3x2/320.webp';
		await db.run(
			sql`INSERT INTO documents (site, kind, id, locale, body, updated_at)
				VALUES ('castle', 'page', 5, 'de', ${JSON.stringify({
					image: { ...image, url: demo, alt: 'Gartenblick' },
				})}, ${NOW.toISOString()})`,
		);
		await db.run(
			sql`INSERT INTO content_changes (site, kind, object_id, locale, paths, changed_at)
				VALUES ('castle', 'page', 5, 'de', '[]', ${NOW.toISOString()})`,
		);
		const names = async (q: string) =>
			(
				await listLibraryImages(db, 'castle', q, 1, () => demoLibraryImages(db, 'castle'))
			).results.map((entry) => entry.name);
		expect(await names('')).toEqual(['Hof.png', 'GARTENHAUS_1.png', 'Garten.png', 'Gartenblick']);
		expect(await names('garten')).toEqual(['GARTENHAUS_1.png', 'Garten.png', 'Gartenblick']);
		// % and _ are searched for as themselves.
		expect(await names('s_1')).toEqual(['GARTENHAUS_1.png']);
		expect(await names('%')).toEqual([]);
		expect((await demoLibraryImages(db, 'castle')).map((entry) => entry.id)).toEqual([
			'demo-castle-garden-view-3x2',
		]);
		const refs = demoReferencesIn(db);
		const params = { motif: 'castle', seed: 'garden-view', ratio: '3x2', format: 'webp' } as const;
		expect(await refs.refers({ ...params, width: 320 })).toBe(true);
		expect(await refs.refers({ ...params, width: 640 })).toBe(false);
	});
});
