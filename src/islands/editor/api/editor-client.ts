import { z } from 'zod';
import {
	A11yReportSchema,
	CmsPageSchema,
	EventTargetPageSchema,
	IdSchema,
	LibraryImagePageSchema,
	LibraryImageSchema,
	LinkTargetPageSchema,
	ModuleSchema,
	PageComparisonSchema,
	PageDraftSchema,
	PageVersionListSchema,
	PresenceAnswerSchema,
	PublishResultSchema,
	type A11yProblem,
	type CmsPage,
	type CompareSide,
	type EditorLocale,
	type Module,
	type ModuleModel,
	type PageComparison,
	type PageDraft,
	type PageVersionEntry,
	type PublishResult,
} from '../../../lib/contract/index.ts';
import { canonicalJson, editVersionOf } from '../../../lib/edit-version/canonical-json.ts';
import { showEditorAlert, type ModulePlacement } from '../../../stores/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import { createAccessCalls, type AccessCalls } from './access-calls.ts';
import { createScheduleCalls, type ScheduleCalls } from './schedule-calls.ts';
import { createPreviewLinkCalls, type PreviewLinkCalls } from './preview-link-calls.ts';
import { editorStrings, type EditorUiLocale } from '../editor-strings.ts';
import { EditConflictError } from './edit-conflict-error.ts';
import { EditorCallError } from './editor-call-error.ts';
import type { EditorRequest } from './editor-request.ts';

const ReorderAnswerSchema = z.object({ ids: z.array(IdSchema) });

/**
 * The editor's calls to the back end and the site server, on top of the forms' `EditorApi`.
 * The client remembers the version (ETag) of every module it read or wrote, and bases each
 * replace and delete of that module on it (`If-Match`): a save over someone else's newer
 * version rejects with an EditConflictError instead of silently winning.
 */
export type EditorClient = EditorApi & {
	/** GET /{locale}/pageeditor-api/{model}/{id}/ (remembers its version) */
	getModule: (model: ModuleModel, id: number) => Promise<Module>;
	/** POST /{locale}/pageeditor-api/{model}/ with the module's data and its placement. */
	createModule(
		model: ModuleModel,
		data: Record<string, unknown>,
		placement: ModulePlacement,
	): Promise<Module>;
	/**
	 * PUT /{locale}/pageeditor-api/{model}/{id}/ (the whole module), based on the version last
	 * read or written; `quietConflict`: a 412 shows no alert (the caller shows a dialog).
	 */
	replaceModule(
		module: Record<string, unknown> & { model: ModuleModel; id: number },
		options?: { quietConflict?: boolean },
	): Promise<Module>;
	/**
	 * PUT of one text field of a module (click-to-edit): the module as last read or written, else
	 * as the page showed it, with `field` set to `value`, based on that version. A save over
	 * someone else's newer version rejects with an EditConflictError (alerted, naming who).
	 */
	replaceText(model: ModuleModel, id: number, field: string, value: string): Promise<Module>;
	/** The module as last read or written, else as the page showed it, else read now. */
	getShown: (model: ModuleModel, id: number) => Promise<Module>;
	/** DELETE /{locale}/pageeditor-api/{model}/{id}/ (based on the version known, if any) */
	deleteModule: (model: ModuleModel, id: number) => Promise<void>;
	/** POST /{locale}/pageeditor-api/reorder (one complete sibling list; no success alert). */
	reorder: (ids: readonly number[]) => Promise<void>;
	/** GET /{locale}/pageeditor-api/container/by-slug/{slug}; null when there is none (404). */
	sectionBySlug: (slug: string) => Promise<Module | null>;
	/** POST /{locale}/pageeditor-api/section/: an empty section attached to an object. */
	createSection(section: {
		content_type: string;
		object_id: number;
		slug: string;
	}): Promise<Module>;
	/** GET /{locale}/pageeditor-api/page/{path}: the page at a site path (staff see offline ones). */
	getPage: (path: string) => Promise<CmsPage>;
	/** GET /{locale}/pageeditor-api/pages/{id}/versions/ (newest first). */
	listVersions: (pageId: number) => Promise<PageVersionEntry[]>;
	/** GET /{locale}/pageeditor-api/pages/{id}/compare/?from=&to=: the page's changes between two sides. */
	comparePage: (pageId: number, from: CompareSide, to: CompareSide) => Promise<PageComparison>;
	/** GET /{locale}/pageeditor-api/pages/{id}/a11y/: the accessibility checker's findings (no alert). */
	checkA11y: (pageId: number) => Promise<A11yProblem[]>;
	/** POST /{locale}/pageeditor-api/pages/{id}/versions/{vid}/restore */
	restoreVersion: (pageId: number, versionId: number) => Promise<CmsPage>;
	/** PATCH /{locale}/pageeditor-api/pages/{id}/online/ */
	setOnline: (pageId: number, isOnline: boolean) => Promise<CmsPage>;
	/** GET /{locale}/pageeditor-api/pages/{id}/draft/: the page's draft or null (no alert). */
	getDraft: (pageId: number) => Promise<PageDraft | null>;
	/** POST /{locale}/pageeditor-api/pages/{id}/draft/: starts the page's draft (or answers it). */
	startDraft: (pageId: number) => Promise<PageDraft>;
	/** DELETE /{locale}/pageeditor-api/pages/{id}/draft/ */
	discardDraft: (pageId: number) => Promise<void>;
	/** POST /{locale}/pageeditor-api/pages/{id}/draft/publish/: the draft goes live. */
	publishDraft: (pageId: number) => Promise<CmsPage>;
	/** POST /editor-api/publish; shows the outcome as an alert in the page's language. */
	publish: () => Promise<PublishResult>;
	/**
	 * POST /{locale}/pageeditor-api/presence/: this page is open in edit mode (or, with `leave`,
	 * no longer); answers the names of the others editing it. Silent: no alert, no login dialog.
	 */
	presence: (path: string, leave: boolean) => Promise<string[]>;
	/** The shown event's or venue's access information (see AccessCalls). */
	readAccess: AccessCalls['readAccess'];
	saveAccess: AccessCalls['saveAccess'];
	/** The shown page's preview links (see PreviewLinkCalls). */
	listPreviewLinks: PreviewLinkCalls['listPreviewLinks'];
	createPreviewLink: PreviewLinkCalls['createPreviewLink'];
	revokePreviewLink: PreviewLinkCalls['revokePreviewLink'];
} & ScheduleCalls;

export type EditorClientOptions = {
	locale: EditorLocale;
	uiLocale: EditorUiLocale;
	request: EditorRequest;
	/** The page is shown as its draft has it (edit mode, not the published view): read that. */
	draftView?: boolean;
};

/** The query of the finders and the image list. */
function searchQuery(q: string, page: number): string {
	return new URLSearchParams({ q, page: String(page) }).toString();
}

/** Builds the editor's client on `request` (see createEditorRequest for alerts and the 401 flow). */
export function createEditorClient({
	locale,
	uiLocale,
	request,
	draftView = false,
}: EditorClientOptions): EditorClient {
	const api = `/${locale}/pageeditor-api`;
	const moduleUrl = (model: string, id?: number) =>
		id === undefined ? `${api}/${model}/` : `${api}/${model}/${id}/`;
	// The version of each module as last read or written (its ETag), and the module itself.
	const versions = new Map<number, string>();
	const bodies = new Map<number, Module>();
	const remember = (id: number) => (etag: string) => void versions.set(id, etag);
	const keep = (module: Module) => {
		bodies.set(module.id, module);
		return module;
	};
	// The shown CMS page's version (ETag) as last read or written: page writes (online switch,
	// restore) and moves of its blocks are based on it. Undefined off CMS pages (no check).
	let page: { id: number; path: string; etag: string } | undefined;
	// The shown page's blocks as last read: a delete of a block whose dialog was never opened is
	// based on the version of the block as the page showed it.
	const shownModules = new Map<number, Module>();
	const keepModules = (modules: readonly Module[]) => {
		shownModules.clear();
		const walk = (list: readonly Module[]) => {
			for (const module of list) {
				shownModules.set(module.id, module);
				if ('columns' in module) for (const column of module.columns) walk(column.children);
				else if (module.model === 'eventlist') walk(module.children);
			}
		};
		walk(modules);
	};
	const getModule = async (model: ModuleModel, id: number) =>
		keep(await request(moduleUrl(model, id), { schema: ModuleSchema, onVersion: remember(id) }));
	const getShown = async (model: ModuleModel, id: number) =>
		bodies.get(id) ?? shownModules.get(id) ?? (await getModule(model, id));
	const pageUrl = (path: string) =>
		`${api}/page${path.startsWith('/') ? path : `/${path}`}${draftView ? '?draft=1' : ''}`;
	const draftUrl = (pageId: number) => `${api}/pages/${pageId}/draft/`;
	const rememberPage = (id: number, path: string) => (etag: string) =>
		void (page = { id, path, etag });
	const shownPath = () => globalThis.location?.pathname ?? '/';
	const pageVersion = (id: number) => (page?.id === id ? page.etag : undefined);
	/**
	 * Reads the shown page's version again after a write of ours changed it (block writes answer
	 * only the block's): otherwise our own save would make our next move a conflict.
	 */
	const refreshPageVersion = async () => {
		const shown = page;
		if (shown === undefined) return;
		page = undefined;
		let etag: string | undefined;
		await request(pageUrl(shown.path), {
			schema: CmsPageSchema,
			alerts: 'none',
			login: false,
			onVersion: (version) => void (etag = version),
		}).then(
			(current) => {
				if (etag === undefined || current.id !== shown.id) return;
				page = { ...shown, etag };
				keepModules(current.modules);
			},
			() => undefined,
		);
	};
	return {
		locale,
		uiLocale,
		...createAccessCalls(locale, request),
		...createScheduleCalls(locale, request),
		...createPreviewLinkCalls(locale, request),
		uploadImage(file) {
			const form = new FormData();
			form.append('file', file);
			return request(`${api}/images/`, { method: 'POST', form, schema: LibraryImageSchema });
		},
		listImages: (q, page) =>
			request(`${api}/images/?${searchQuery(q, page)}`, { schema: LibraryImagePageSchema }),
		searchLinks: (q, page) =>
			request(`${api}/link-search/?${searchQuery(q, page)}`, { schema: LinkTargetPageSchema }),
		searchEvents: (q, page) =>
			request(`${api}/event-search/?${searchQuery(q, page)}`, { schema: EventTargetPageSchema }),

		getModule,
		getShown,
		async createModule(model, data, placement) {
			let etag: string | undefined;
			const created = await request(moduleUrl(model), {
				method: 'POST',
				json: { ...data, model, ...placement },
				schema: ModuleSchema,
				onVersion: (version) => void (etag = version),
			});
			if (etag !== undefined) versions.set(created.id, etag);
			await refreshPageVersion();
			return created;
		},
		async replaceModule(module, options = {}) {
			const saved = await request(moduleUrl(module.model, module.id), {
				method: 'PUT',
				json: module,
				schema: ModuleSchema,
				ifMatch: versions.get(module.id),
				onVersion: remember(module.id),
				...(options.quietConflict ? { quiet: [412] } : {}),
			});
			await refreshPageVersion();
			return keep(saved);
		},
		async replaceText(model, id, field, value) {
			const url = moduleUrl(model, id);
			const known = bodies.get(id);
			const base = await getShown(model, id);
			const put = (ifMatch: string | undefined) =>
				request(url, {
					method: 'PUT',
					json: { ...base, [field]: value },
					schema: ModuleSchema,
					ifMatch,
					onVersion: remember(id),
					quiet: [412],
				});
			let saved: Module;
			try {
				saved = await put(known ? versions.get(id) : await editVersionOf(base));
			} catch (error) {
				if (!(error instanceof EditConflictError)) throw error;
				// As for deletes: a block that differs from the page's reading only in form goes ahead.
				const sameContent =
					!known &&
					canonicalJson(await request(url, { schema: ModuleSchema, alerts: 'none' })) ===
						canonicalJson(base);
				if (!sameContent) {
					showEditorAlert('error', error.message);
					throw error;
				}
				saved = await put(error.conflict.etag);
			}
			await refreshPageVersion();
			return keep(saved);
		},
		async deleteModule(model, id) {
			const url = moduleUrl(model, id);
			const known = versions.get(id);
			const shown = known === undefined ? shownModules.get(id) : undefined;
			if (shown === undefined) await request(url, { method: 'DELETE', ifMatch: known });
			else {
				try {
					await request(url, {
						method: 'DELETE',
						ifMatch: await editVersionOf(shown),
						quiet: [412],
					});
				} catch (error) {
					if (!(error instanceof EditConflictError)) throw error;
					// A block stored before its schema gained a default differs from the page's reading
					// only in form: if its content is what the page showed, the delete goes ahead.
					const current = await request(url, { schema: ModuleSchema, alerts: 'none' });
					if (canonicalJson(current) !== canonicalJson(shown)) {
						showEditorAlert('error', error.message);
						throw error;
					}
					await request(url, { method: 'DELETE', ifMatch: error.conflict.etag });
				}
			}
			versions.delete(id);
			await refreshPageVersion();
		},
		async reorder(ids) {
			await request(`${api}/reorder`, {
				method: 'POST',
				json: { ids },
				schema: ReorderAnswerSchema,
				alerts: 'errors',
				// On a CMS page its blocks' holder is the page; elsewhere (detail sections) no check.
				ifMatch: page?.etag,
			});
			await refreshPageVersion();
		},
		async sectionBySlug(slug) {
			try {
				return await request(`${api}/container/by-slug/${encodeURIComponent(slug)}`, {
					schema: ModuleSchema,
					quiet: [404],
				});
			} catch (error) {
				if (error instanceof EditorCallError && error.status === 404) return null;
				throw error;
			}
		},
		createSection: (section) =>
			request(`${api}/section/`, {
				method: 'POST',
				json: { ...section, parent: null },
				schema: ModuleSchema,
			}),
		async getPage(path) {
			let etag: string | undefined;
			const read = await request(pageUrl(path), {
				schema: CmsPageSchema,
				onVersion: (version) => void (etag = version),
			});
			if (etag !== undefined && read.version_id === null) {
				page = { id: read.id, path, etag };
				keepModules(read.modules);
			}
			return read;
		},
		listVersions: (pageId) =>
			request(`${api}/pages/${pageId}/versions/`, { schema: PageVersionListSchema }),
		comparePage: (pageId, from, to) =>
			request(
				`${api}/pages/${pageId}/compare/?${new URLSearchParams({ from: `${from}`, to: `${to}` })}`,
				{
					schema: PageComparisonSchema,
				},
			),
		async checkA11y(pageId) {
			const report = await request(`${api}/pages/${pageId}/a11y/${draftView ? '?draft=1' : ''}`, {
				schema: A11yReportSchema,
				alerts: 'none',
			});
			return report.problems;
		},
		restoreVersion: (pageId, versionId) =>
			request(`${api}/pages/${pageId}/versions/${versionId}/restore`, {
				method: 'POST',
				schema: CmsPageSchema,
				ifMatch: pageVersion(pageId),
				onVersion: rememberPage(pageId, page?.path ?? shownPath()),
			}),
		setOnline: (pageId, isOnline) =>
			request(`${api}/pages/${pageId}/online/`, {
				method: 'PATCH',
				json: { is_online: isOnline },
				schema: CmsPageSchema,
				ifMatch: pageVersion(pageId),
				onVersion: rememberPage(pageId, page?.path ?? shownPath()),
			}),
		getDraft: (pageId) =>
			request(draftUrl(pageId), { schema: PageDraftSchema.nullable(), alerts: 'none' }),
		startDraft: (pageId) =>
			request(draftUrl(pageId), { method: 'POST', schema: PageDraftSchema, alerts: 'errors' }),
		async discardDraft(pageId) {
			await request(draftUrl(pageId), { method: 'DELETE' });
		},
		publishDraft: (pageId) =>
			request(`${draftUrl(pageId)}publish/`, { method: 'POST', schema: CmsPageSchema }),
		async publish() {
			const result = await request('/editor-api/publish', {
				method: 'POST',
				schema: PublishResultSchema,
				alerts: 'errors',
				answerStatuses: [502],
			});
			// The server's message is English; the alert speaks the page's language.
			const t = editorStrings(uiLocale);
			const text = {
				triggered: t('publishTriggered'),
				started: t('publishStarted'),
				queued: t('publishQueued'),
				'not-configured': t('publishNotConfigured'),
				failed: t('publishFailed', { message: result.message }),
			}[result.status];
			showEditorAlert(result.status === 'failed' ? 'error' : 'success', text);
			return result;
		},
		async presence(path, leave) {
			const answer = await request(`${api}/presence/`, {
				method: 'POST',
				json: { path, leave },
				schema: PresenceAnswerSchema,
				alerts: 'none',
				login: false,
				keepalive: leave,
			});
			return answer.others.map((other) => other.name);
		},
	};
}
