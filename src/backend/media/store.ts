/**
 * Where uploads and generated images are kept: a store every back-end instance reads, so an image
 * uploaded or rendered through one instance is served by all of them. Two implementations: a
 * directory (the data dir's `media/` by default, or a shared mount in MEDIA_DIR) and S3-compatible
 * object storage (MEDIA_S3_BUCKET), src/backend/media/store-directory.ts and store-s3.ts.
 */
import { join, resolve } from 'node:path';
import { directoryStore } from './store-directory.ts';
import type { MediaEnv, MediaStorage } from './media-store.ts';

export * from './media-store.ts';

/**
 * The media of a data dir as it always was: uploads under `${dataDir}/media`, the demo
 * renditions under `${dataDir}/cache/media-demo` (left out of backups, as they render again).
 */
export function dataDirMedia(dataDir: string): MediaStorage {
	return {
		files: directoryStore(join(dataDir, 'media')),
		cache: directoryStore(join(dataDir, 'cache', DEMO_CACHE)),
	};
}

/** Folder (or key prefix) of the demo renditions below a cache location. */
const DEMO_CACHE = 'media-demo';

/**
 * The media store the environment asks for:
 * - `MEDIA_S3_BUCKET` set: that bucket (S3 or any S3-compatible service at `MEDIA_S3_ENDPOINT`,
 *   region `MEDIA_S3_REGION` or `AWS_REGION`, keys under `MEDIA_S3_PREFIX`, credentials from the
 *   usual AWS environment); uploads under `uploads/`, demo renditions under `cache/media-demo/`;
 * - else `MEDIA_DIR` set: that directory (a mount all instances share), demo renditions in its
 *   `cache/media-demo/` folder;
 * - else the data dir, as `dataDirMedia`.
 */
export async function mediaStorageFromEnv(env: MediaEnv, dataDir: string): Promise<MediaStorage> {
	const bucket = env['MEDIA_S3_BUCKET']?.trim();
	if (bucket) {
		// Loaded only when asked for: a site on the data dir never loads the AWS SDK.
		const { s3Store, s3ConfigFromEnv } = await import('./store-s3.ts');
		const config = s3ConfigFromEnv(env, bucket);
		return {
			files: s3Store(config),
			cache: s3Store({ ...config, prefix: `${config.prefix}cache/${DEMO_CACHE}/` }),
		};
	}
	const dir = env['MEDIA_DIR']?.trim();
	if (dir) {
		const root = resolve(dir);
		return { files: directoryStore(root), cache: directoryStore(join(root, 'cache', DEMO_CACHE)) };
	}
	return dataDirMedia(dataDir);
}
