import type { Migration } from '../migrate.ts';
import { initialSchema } from './001-initial.ts';
import { contentChanges } from './002-content-changes.ts';
import { listingIndex } from './003-listing-index.ts';
import { ticketing } from './004-ticketing.ts';
import { cartItemExpiry } from './005-cart-item-expiry.ts';
import { versionSummaries } from './006-version-summaries.ts';
import { searchKeywords } from './007-search-keywords.ts';
import { loginFailures } from './008-login-failures.ts';
import { seatHolds } from './009-seat-holds.ts';
import { tempFileExpiry } from './010-temp-file-expiry.ts';
import { loginLimits } from './015-login-limits.ts';
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

/** Every schema migration, in the order they are applied. */
export const MIGRATIONS: readonly Migration[] = [
	initialSchema,
	contentChanges,
	listingIndex,
	ticketing,
	cartItemExpiry,
	versionSummaries,
	searchKeywords,
	loginFailures,
	seatHolds,
	tempFileExpiry,
	loginLimits,
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
