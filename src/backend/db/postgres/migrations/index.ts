import type { PostgresMigration } from '../migrate.ts';
import { initialSchema } from './001-initial.ts';
import { mailOutbox } from './020-mail-outbox.ts';
import { searchMisses } from './030-search-misses.ts';
import { staffAccounts } from './040-staff-accounts.ts';
import { auditLog } from './041-audit-log.ts';
import { editStamps } from './060-edit-stamps.ts';
import { editorPresence } from './061-editor-presence.ts';
import { waitingList } from './095-waiting-list.ts';
import { accessFeatures } from './100-access-features.ts';
import { pageDrafts } from './110-page-drafts.ts';
import { scheduledChanges } from './111-scheduled-changes.ts';
import { previewLinks } from './112-preview-links.ts';
import { onlineListing } from './113-online-listing.ts';

/** Every PostgreSQL schema migration, in the order they are applied. */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
	initialSchema,
	mailOutbox,
	searchMisses,
	staffAccounts,
	auditLog,
	editStamps,
	editorPresence,
	waitingList,
	accessFeatures,
	pageDrafts,
	scheduledChanges,
	previewLinks,
	onlineListing,
];
