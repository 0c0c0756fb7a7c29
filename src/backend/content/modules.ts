import {
	CmsPageSchema,
	ModuleSchema,
	type CmsPage,
	type CreateContainer,
	type Module,
} from '../../lib/contract/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { editConflict, satisfies, type IfMatch } from '../http/preconditions.ts';
import { parseOrThrow } from '../http/validate.ts';
import type { DocumentStore } from './documents.ts';
import { editVersion } from './edit-version.ts';
import type { Kind } from './kinds.ts';
import type { PageDrafts } from './page-drafts.ts';
import { withoutOfflineBlockCards } from './offline-paths.ts';
import { appendToContainer, findModule, replaceModule, siblingList } from './module-tree.ts';
import { sanitizeModuleData } from './rich-text-fields.ts';

/** Content types a free-standing container may be attached to (besides pages). */
const ATTACHABLE: Record<string, Kind> = {
	event: 'event',
	production: 'production',
	article: 'article',
	person: 'person',
	venue: 'venue',
	series: 'series',
	form: 'form',
};

/**
 * A document holding modules, loaded for editing: pages hold `modules`, containers are one.
 * `version` is the stored document's, as its ETag. `draft`: the page's draft is what is edited
 * (its blocks in `modules`, the live page's settings in `body`).
 */
type Holder = {
	kind: Kind;
	id: number;
	body: CmsPage | null;
	modules: Module[];
	version: string;
	draft: boolean;
};

/** Where a new module goes: into a container, or to the end of a page. */
export type ModuleTarget = {
	parent: number | null;
	column: number;
	content_type: string;
	object_id: number | null;
};

/**
 * Reading and editing single modules inside the documents that hold them; every edit saves the
 * whole holder (validated, versioned for pages) so pages always contain their modules. While a
 * page has a draft, staff reads and every edit of its blocks use the draft (`drafts`); visitors
 * always read the published page.
 */
export function createModuleEditor(store: DocumentStore, drafts: PageDrafts, now: () => Date) {
	/**
	 * The holder's current content (a page's draft, when it has one and `useDraft`), locked until
	 * the operation's transaction ends.
	 */
	async function load(kind: Kind, id: number, locale: string, useDraft = true): Promise<Holder> {
		const stored = await store.get(kind, id, locale, { lock: true });
		if (stored === undefined) throw notFound();
		if (kind === 'page') {
			const draft = useDraft ? await drafts.modules(id, locale, true) : undefined;
			if (draft !== undefined) {
				const page = CmsPageSchema.parse({ ...(stored as object), modules: draft });
				return {
					kind,
					id,
					body: page,
					modules: page.modules,
					version: editVersion(page),
					draft: true,
				};
			}
			const page = structuredClone(stored) as CmsPage;
			return {
				kind,
				id,
				body: page,
				modules: page.modules,
				version: editVersion(stored),
				draft: false,
			};
		}
		const modules = [structuredClone(stored) as Module];
		return { kind, id, body: null, modules, version: editVersion(stored), draft: false };
	}

	/** The document holding module `id`: a page whose draft holds it (with `useDraft`), else its holder. */
	async function holderOf(
		locale: string,
		id: number,
		useDraft = true,
	): Promise<{ kind: Kind; id: number } | undefined> {
		const draftPage = useDraft ? await drafts.pageOf(locale, id) : undefined;
		if (draftPage !== undefined) return { kind: 'page', id: draftPage };
		return store.moduleHolder(locale, id);
	}

	/** Whether free container `root` belongs to an event, article, … that is offline in `locale`. */
	async function attachedToOffline(root: Module | undefined, locale: string): Promise<boolean> {
		const kind = root ? ATTACHABLE[root.content_type] : undefined;
		if (root?.object_id == null || kind === undefined) return false;
		const owner = await store.get(kind, root.object_id, locale);
		return (owner as { is_online?: unknown } | undefined)?.is_online === false;
	}

	/** Who changed module `id` last, in the holder's draft or in the published page. */
	const stampOf = (locale: string, holder: Holder, id: number) =>
		holder.draft ? drafts.stamp(holder.id, locale) : store.moduleStamp(locale, id);

	/**
	 * 412 unless `ifMatch` names the module's stored version. Runs after `load`, whose lock holds
	 * the holder until the write commits, so no other save can slip between check and write.
	 */
	async function checkModule(
		locale: string,
		holder: Holder,
		module: Module,
		ifMatch: IfMatch,
	): Promise<void> {
		const current = editVersion(module);
		if (!satisfies(ifMatch, current)) {
			throw editConflict(current, await stampOf(locale, holder, module.id));
		}
	}

	/** 412 unless `ifMatch` names the holder document's stored version (checked under its lock). */
	async function checkHolder(locale: string, holder: Holder, ifMatch: IfMatch): Promise<void> {
		if (satisfies(ifMatch, holder.version)) return;
		const stamp = holder.draft
			? await drafts.stamp(holder.id, locale)
			: holder.kind === 'page'
				? await store.documentStamp('page', holder.id, locale)
				: await store.moduleStamp(locale, holder.modules[0]?.id ?? 0);
		throw editConflict(holder.version, stamp);
	}

	/** Saves the holder; a page keeps a version described by `summary` (else a computed one). */
	async function save(holder: Holder, locale: string, by: number, summary?: string): Promise<void> {
		if (holder.draft) {
			await drafts.save(holder.id, locale, holder.modules, by);
			return;
		}
		if (holder.kind === 'page' && holder.body) {
			const page = parseOrThrow(CmsPageSchema, {
				...holder.body,
				modules: holder.modules,
				version_id: null,
				updated_at: now().toISOString(),
			});
			await store.put(
				'page',
				holder.id,
				locale,
				page,
				summary === undefined ? { by } : { by, summary },
			);
			return;
		}
		const root = holder.modules[0];
		if (root === undefined) await store.remove(holder.kind, holder.id, locale);
		else
			await store.put(
				holder.kind,
				holder.id,
				locale,
				parseOrThrow(ModuleSchema, root),
				undefined,
				by,
			);
	}

	async function locate(
		locale: string,
		id: number,
		useDraft = true,
	): Promise<{ holder: Holder; module: Module }> {
		const where = await holderOf(locale, id, useDraft);
		if (!where) throw notFound();
		const holder = await load(where.kind, where.id, locale, useDraft);
		const module = findModule(holder.modules, id);
		if (!module) throw notFound();
		return { holder, module };
	}

	/** The holder a new module goes into, with the container (if any) to append it to. */
	async function targetHolder(
		locale: string,
		target: ModuleTarget,
	): Promise<Holder | 'standalone'> {
		if (target.parent !== null) {
			const where = await holderOf(locale, target.parent);
			if (!where) throw badRequest(`Unknown parent module ${target.parent}`, 'parent');
			return load(where.kind, where.id, locale);
		}
		if (target.object_id === null) throw badRequest('A parent or an object is required', 'parent');
		if (target.content_type === 'page') {
			if (!(await store.exists('page', target.object_id, locale))) {
				throw badRequest(`Unknown page ${target.object_id}`, 'object_id');
			}
			return load('page', target.object_id, locale);
		}
		const kind = ATTACHABLE[target.content_type];
		if (kind === undefined)
			throw badRequest(`Unknown content type '${target.content_type}'`, 'content_type');
		if (!(await store.exists(kind, target.object_id))) {
			throw badRequest(`Unknown ${target.content_type} ${target.object_id}`, 'object_id');
		}
		return 'standalone';
	}

	/** Inserts `module` at `target`; `ifMatch` names the version of the parent module (or page). */
	async function insert(
		locale: string,
		target: ModuleTarget,
		module: Module,
		by: number,
		ifMatch: IfMatch,
	): Promise<Module> {
		const holder = await targetHolder(locale, target);
		if (holder === 'standalone') {
			await store.put('container', module.id, locale, module, undefined, by);
			return module;
		}
		const parent = target.parent === null ? undefined : findModule(holder.modules, target.parent);
		if (parent === undefined) await checkHolder(locale, holder, ifMatch);
		else await checkModule(locale, holder, parent, ifMatch);
		if (target.parent === null) holder.modules.push(module);
		else if (!appendToContainer(holder.modules, target.parent, target.column, module)) {
			throw badRequest(`Module ${target.parent} has no column ${target.column}`, 'parent');
		}
		await save(holder, locale, by);
		return module;
	}

	return {
		/**
		 * One module (staff: from the page's draft, if any). Visitors only see modules of online
		 * pages and of free containers whose object is online, without cards of offline documents.
		 */
		async read(locale: string, id: number, staff: boolean): Promise<Module> {
			const { holder, module } = await locate(locale, id, staff);
			if (staff) return module;
			if (holder.body && !holder.body.is_online) throw notFound();
			if (holder.kind === 'container' && (await attachedToOffline(holder.modules[0], locale))) {
				throw notFound();
			}
			const [visible] = withoutOfflineBlockCards([module], await store.offlinePaths());
			return visible ?? module;
		},

		/** The module of `slug` (a section looked up by its slug). */
		async readBySlug(locale: string, slug: string, staff: boolean): Promise<Module> {
			const id = await store.moduleIdBySlug(locale, slug);
			if (id === undefined) throw notFound();
			return this.read(locale, id, staff);
		},

		/** Creates an empty container (section or older container) with one column (SPEC §7). */
		createContainer(
			locale: string,
			model: 'section' | 'container',
			input: CreateContainer,
			by: number,
			ifMatch?: IfMatch,
		): Promise<Module> {
			return store.transaction(async () => {
				if ((await store.moduleIdBySlug(locale, input.slug)) !== undefined) {
					throw badRequest(`A section with slug '${input.slug}' exists`, 'slug');
				}
				const container = parseOrThrow(ModuleSchema, {
					id: await store.nextId('module'),
					model,
					slug: input.slug,
					parent: input.parent,
					content_type: input.content_type,
					object_id: input.object_id,
					columns: [{ classes: '', children: [] }],
				});
				return insert(
					locale,
					{
						parent: input.parent,
						column: 0,
						content_type: input.content_type,
						object_id: input.object_id,
					},
					container,
					by,
					ifMatch,
				);
			});
		},

		/** Creates a module from editor data (id assigned here) at `target`. */
		create(
			locale: string,
			data: Record<string, unknown>,
			target: ModuleTarget,
			by: number,
			ifMatch?: IfMatch,
		): Promise<Module> {
			return store.transaction(async () => {
				const module = parseOrThrow(ModuleSchema, {
					...sanitizeModuleData(data),
					id: await store.nextId('module'),
				});
				return insert(locale, target, module, by, ifMatch);
			});
		},

		/**
		 * Replaces module `id` with `data` (validated; id, model and position kept); 412 when
		 * `ifMatch` names another version than the stored one.
		 */
		replace(
			locale: string,
			id: number,
			data: Record<string, unknown>,
			by: number,
			ifMatch?: IfMatch,
		): Promise<Module> {
			return store.transaction(async () => {
				const { holder, module } = await locate(locale, id);
				await checkModule(locale, holder, module, ifMatch);
				if (data['model'] !== undefined && data['model'] !== module.model) {
					throw badRequest(`Module ${id} is a ${module.model}`, 'model');
				}
				const next = parseOrThrow(ModuleSchema, {
					...sanitizeModuleData(data),
					id,
					model: module.model,
					parent: module.parent,
				});
				replaceModule(holder.modules, id, next);
				await save(holder, locale, by);
				return next;
			});
		},

		/** Merges `patch` into module `id` and saves it (412 as `replace`). */
		patch(
			locale: string,
			id: number,
			patch: Record<string, unknown>,
			by: number,
			ifMatch?: IfMatch,
		): Promise<Module> {
			return store.transaction(async () => {
				const { holder, module } = await locate(locale, id);
				await checkModule(locale, holder, module, ifMatch);
				return this.replace(locale, id, { ...(module as Record<string, unknown>), ...patch }, by);
			});
		},

		/**
		 * Puts one list of sibling modules (a page's top level, a column's or an event list's
		 * children) into the order of `ids`, which must be exactly that list: 404 for an unknown id,
		 * 400 `ids` for a partial list or ids of several lists. Saves the holder once ('Reordered').
		 * `ifMatch` names the version of the holder (the page, or the free container).
		 */
		reorder(
			locale: string,
			ids: readonly number[],
			by: number,
			ifMatch?: IfMatch,
		): Promise<number[]> {
			return store.transaction(async () => {
				if (new Set(ids).size !== ids.length) throw badRequest('An id is listed twice', 'ids');
				const holders: ({ kind: Kind; id: number } | undefined)[] = [];
				for (const id of ids) holders.push(await holderOf(locale, id));
				const unknown = ids.find((_id, index) => holders[index] === undefined);
				if (unknown !== undefined) throw notFound(`Unknown module ${unknown}`);
				const first = holders[0];
				if (!first || holders.some((h) => h?.kind !== first.kind || h.id !== first.id)) {
					throw badRequest('The ids belong to different lists', 'ids');
				}
				const holder = await load(first.kind, first.id, locale);
				await checkHolder(locale, holder, ifMatch);
				const list = siblingList(holder.modules, ids[0] ?? 0);
				if (list === undefined) throw notFound();
				const byId = new Map(list.map((module) => [module.id, module]));
				if (list.length !== ids.length || !ids.every((id) => byId.has(id))) {
					throw badRequest('The ids must be the complete list of one set of siblings', 'ids');
				}
				if (list.every((module, index) => module.id === ids[index])) return [...ids];
				list.splice(0, list.length, ...ids.map((id) => byId.get(id) as Module));
				await save(holder, locale, by, 'Reordered');
				return [...ids];
			});
		},

		/** Removes module `id` (with its children); 412 as `replace`. */
		remove(locale: string, id: number, by: number, ifMatch?: IfMatch): Promise<void> {
			return store.transaction(async () => {
				const { holder, module } = await locate(locale, id);
				await checkModule(locale, holder, module, ifMatch);
				replaceModule(holder.modules, id, null);
				await save(holder, locale, by);
			});
		},
	};
}
