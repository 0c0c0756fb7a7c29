import type { Migration } from '../migrate.ts';

/**
 * The first schema: content documents of both deployments with their list columns, page versions,
 * the module index, users and sessions, visitor submissions, carts and the search index.
 */
export const initialSchema: Migration = {
	version: 1,
	name: 'initial',
	up(db) {
		db.exec(`
			CREATE TABLE site_meta (
				site TEXT NOT NULL,
				key TEXT NOT NULL,
				value TEXT NOT NULL,
				PRIMARY KEY (site, key)
			) STRICT;

			CREATE TABLE sequences (
				site TEXT NOT NULL,
				name TEXT NOT NULL,
				next_value INTEGER NOT NULL,
				PRIMARY KEY (site, name)
			) STRICT;

			CREATE TABLE documents (
				site TEXT NOT NULL,
				kind TEXT NOT NULL,
				id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				body TEXT NOT NULL CHECK (json_valid(body)),
				slug TEXT,
				url_path TEXT,
				is_online INTEGER NOT NULL DEFAULT 1,
				start_ts INTEGER,
				end_ts INTEGER,
				start_day TEXT,
				end_day TEXT,
				room_id INTEGER,
				type_id INTEGER,
				type_slug TEXT,
				series_id INTEGER,
				genre_id INTEGER,
				season_id INTEGER,
				category_id INTEGER,
				id_jet INTEGER,
				sort_text TEXT,
				updated_at TEXT NOT NULL,
				PRIMARY KEY (site, kind, id, locale)
			) STRICT;
			CREATE INDEX documents_by_day ON documents (site, kind, locale, start_day, start_ts);
			CREATE INDEX documents_by_url ON documents (site, kind, locale, url_path);
			CREATE INDEX documents_by_slug ON documents (site, kind, locale, slug);
			CREATE INDEX documents_by_room ON documents (site, kind, locale, room_id);
			CREATE INDEX documents_by_type ON documents (site, kind, locale, type_slug);
			CREATE INDEX documents_by_series ON documents (site, kind, locale, series_id);
			CREATE INDEX documents_by_genre ON documents (site, kind, locale, genre_id);
			CREATE INDEX documents_by_season ON documents (site, kind, locale, season_id);
			CREATE INDEX documents_by_category ON documents (site, kind, locale, category_id);
			CREATE INDEX documents_by_jet ON documents (site, kind, id_jet);

			CREATE TABLE document_tags (
				site TEXT NOT NULL,
				kind TEXT NOT NULL,
				id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				tag_id INTEGER NOT NULL,
				PRIMARY KEY (site, kind, id, locale, tag_id),
				FOREIGN KEY (site, kind, id, locale)
					REFERENCES documents (site, kind, id, locale) ON DELETE CASCADE
			) STRICT;
			CREATE INDEX document_tags_by_tag ON document_tags (site, kind, locale, tag_id);

			CREATE TABLE users (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				username TEXT NOT NULL UNIQUE COLLATE NOCASE,
				password_hash TEXT NOT NULL,
				is_staff INTEGER NOT NULL DEFAULT 0,
				email TEXT NOT NULL DEFAULT '',
				first_name TEXT NOT NULL DEFAULT '',
				last_name TEXT NOT NULL DEFAULT '',
				created_at TEXT NOT NULL
			) STRICT;

			CREATE TABLE sessions (
				token_hash TEXT PRIMARY KEY,
				user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
				created_at TEXT NOT NULL,
				expires_at TEXT NOT NULL
			) STRICT;
			CREATE INDEX sessions_by_user ON sessions (user_id);

			CREATE TABLE document_versions (
				version_id INTEGER PRIMARY KEY AUTOINCREMENT,
				site TEXT NOT NULL,
				kind TEXT NOT NULL,
				id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				body TEXT NOT NULL CHECK (json_valid(body)),
				created_at TEXT NOT NULL,
				created_by INTEGER REFERENCES users (id) ON DELETE SET NULL
			) STRICT;
			CREATE INDEX document_versions_by_document ON document_versions (site, kind, id, locale);

			CREATE TABLE module_index (
				site TEXT NOT NULL,
				locale TEXT NOT NULL,
				module_id INTEGER NOT NULL,
				slug TEXT NOT NULL,
				model TEXT NOT NULL,
				holder_kind TEXT NOT NULL,
				holder_id INTEGER NOT NULL,
				PRIMARY KEY (site, locale, module_id),
				FOREIGN KEY (site, holder_kind, holder_id, locale)
					REFERENCES documents (site, kind, id, locale) ON DELETE CASCADE
			) STRICT;
			CREATE INDEX module_index_by_slug ON module_index (site, locale, slug);
			CREATE INDEX module_index_by_holder ON module_index (site, holder_kind, holder_id, locale);

			CREATE TABLE form_entries (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				site TEXT NOT NULL,
				form_id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				field_values TEXT NOT NULL CHECK (json_valid(field_values)),
				created_at TEXT NOT NULL
			) STRICT;
			CREATE INDEX form_entries_by_form ON form_entries (site, form_id);

			CREATE TABLE temp_files (
				id TEXT PRIMARY KEY,
				site TEXT NOT NULL,
				name TEXT NOT NULL,
				size INTEGER NOT NULL,
				content_type TEXT NOT NULL,
				stored_name TEXT NOT NULL,
				created_at TEXT NOT NULL
			) STRICT;

			CREATE TABLE error_log (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				site TEXT NOT NULL,
				url TEXT NOT NULL,
				user_agent TEXT NOT NULL DEFAULT '',
				created_at TEXT NOT NULL
			) STRICT;

			CREATE TABLE carts (
				token TEXT PRIMARY KEY,
				site TEXT NOT NULL,
				created_at TEXT NOT NULL,
				expires_at TEXT NOT NULL
			) STRICT;

			-- One row per seat group, sale type and timeslot held in a cart; summing quantity per
			-- (id_jet, seat_group_id, block_id) over unexpired carts gives what is reserved.
			CREATE TABLE cart_items (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				cart_token TEXT NOT NULL REFERENCES carts (token) ON DELETE CASCADE,
				event_id INTEGER NOT NULL,
				id_jet INTEGER NOT NULL,
				seat_group_id INTEGER,
				sale_type_id INTEGER NOT NULL,
				block_id INTEGER,
				quantity INTEGER NOT NULL CHECK (quantity > 0),
				created_at TEXT NOT NULL
			) STRICT;
			CREATE INDEX cart_items_by_cart ON cart_items (cart_token);
			CREATE INDEX cart_items_by_slot ON cart_items (id_jet, seat_group_id, block_id);

			CREATE TABLE search_entries (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				site TEXT NOT NULL,
				locale TEXT NOT NULL,
				kind TEXT NOT NULL,
				doc_id INTEGER NOT NULL,
				category TEXT NOT NULL,
				title TEXT NOT NULL,
				url TEXT NOT NULL,
				date TEXT,
				image_thumbnails TEXT,
				UNIQUE (site, locale, kind, doc_id)
			) STRICT;
			CREATE VIRTUAL TABLE search_fts USING fts5(
				title,
				text,
				tokenize = 'unicode61 remove_diacritics 2'
			);
		`);
	},
};
