import {
	DocumentOnlineStateSchema,
	ScheduledChangeListSchema,
	ScheduledChangeSchema,
	type ScheduleAction,
	type ScheduleKind,
	type DocumentOnlineState,
	type ScheduledChange,
} from '../../../lib/contract/index.ts';
import type { EditorRequest } from './editor-request.ts';

/** The document a schedule is made for: the shown CMS page, event, article or production. */
export type ScheduleTarget = { kind: ScheduleKind; id: number };

/** The scheduling calls of the editor's client (staff; writes with CSRF). */
export type ScheduleCalls = {
	/** GET the pending changes of the document, soonest first. */
	listSchedule(target: ScheduleTarget): Promise<ScheduledChange[]>;
	/** POST a change of the document due at `runAt` (ISO with offset). */
	createSchedule(
		target: ScheduleTarget,
		action: ScheduleAction,
		runAt: string,
	): Promise<ScheduledChange>;
	/** DELETE a pending change. */
	cancelSchedule(id: number): Promise<void>;
	/** GET an event's, article's or production's online state (no alert). */
	readOnline(target: ScheduleTarget): Promise<DocumentOnlineState>;
	/** PATCH it online or offline at once, in every language. */
	setDocumentOnline(target: ScheduleTarget, isOnline: boolean): Promise<DocumentOnlineState>;
};

/** Builds the scheduling calls on `request` in the editor locale `locale` (a page's changes apply there). */
export function createScheduleCalls(locale: string, request: EditorRequest): ScheduleCalls {
	const url = `/${locale}/pageeditor-api/scheduled-changes/`;
	return {
		listSchedule: (target) =>
			request(`${url}?kind=${target.kind}&id=${target.id}`, { schema: ScheduledChangeListSchema }),
		createSchedule: (target, action, runAt) =>
			request(url, {
				method: 'POST',
				json: { kind: target.kind, doc_id: target.id, action, run_at: runAt },
				schema: ScheduledChangeSchema,
			}),
		cancelSchedule: (id) => request(`${url}${id}/`, { method: 'DELETE' }),
		readOnline: (target) =>
			request(`/${locale}/pageeditor-api/online/${target.kind}/${target.id}/`, {
				schema: DocumentOnlineStateSchema,
				alerts: 'none',
			}),
		setDocumentOnline: (target, isOnline) =>
			request(`/${locale}/pageeditor-api/online/${target.kind}/${target.id}/`, {
				method: 'PATCH',
				json: { is_online: isOnline },
				schema: DocumentOnlineStateSchema,
			}),
	};
}
