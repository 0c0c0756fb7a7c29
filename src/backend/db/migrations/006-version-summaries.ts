import type { Migration } from '../migrate.ts';

/**
 * Page-editor history and media: each kept page version says what its save changed (`summary`,
 * e.g. 'Headline 12 edited'), and the image library lists the images editors uploaded.
 */
export const versionSummaries: Migration = {
	version: 6,
	name: 'version-summaries',
	up(db) {
		db.exec(`
			ALTER TABLE document_versions ADD COLUMN summary TEXT NOT NULL DEFAULT '';
			CREATE TABLE library_images (
				id TEXT PRIMARY KEY,
				site TEXT NOT NULL,
				name TEXT NOT NULL,
				content_type TEXT NOT NULL,
				size INTEGER NOT NULL CHECK (size > 0),
				width INTEGER NOT NULL CHECK (width > 0),
				height INTEGER NOT NULL CHECK (height > 0),
				image TEXT NOT NULL CHECK (json_valid(image)),
				image_thumbnails TEXT NOT NULL CHECK (json_valid(image_thumbnails)),
				created_at TEXT NOT NULL,
				created_by INTEGER REFERENCES users (id) ON DELETE SET NULL
			) STRICT;
			CREATE INDEX library_images_by_site ON library_images (site, created_at);
		`);
	},
};
