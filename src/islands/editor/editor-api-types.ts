import type {
	EditorLocale,
	EventTargetPageSchema,
	LibraryImage,
	LibraryImagePageSchema,
	LinkTargetPageSchema,
	ModuleModel,
} from '../../lib/contract/index.ts';
import type { z } from 'zod';

/**
 * The seam between the editor shell (toolbar, in-place controls, API client) and the block forms
 * and finders: the forms only talk to the back end through an `EditorApi`.
 */
export type EditorApi = {
	/** The content locale edited (de, en, ja, la). */
	locale: EditorLocale;
	/** The editor's own interface language. */
	uiLocale: 'de' | 'en';
	/** POST /{locale}/pageeditor-api/images/ (multipart `file`); rejects with an Error whose message is for editors. */
	uploadImage: (file: File) => Promise<LibraryImage>;
	/** GET /{locale}/pageeditor-api/images/?q=&page= */
	listImages: (q: string, page: number) => Promise<z.infer<typeof LibraryImagePageSchema>>;
	/** GET /{locale}/pageeditor-api/link-search/?q=&page= */
	searchLinks: (q: string, page: number) => Promise<z.infer<typeof LinkTargetPageSchema>>;
	/** GET /{locale}/pageeditor-api/event-search/?q=&page= */
	searchEvents: (q: string, page: number) => Promise<z.infer<typeof EventTargetPageSchema>>;
};

/** Props of the edit form of one block (forms/BlockForm.tsx). */
export type BlockFormProps = {
	model: ModuleModel;
	/** The module as stored (editing) or `newModuleDefaults(model)` (adding). */
	initial: Record<string, unknown>;
	api: EditorApi;
	/** Saves the form's data (the shell adds id, slug, parent and placement); rejects on failure. */
	onSubmit: (data: Record<string, unknown>) => Promise<void>;
	onCancel: () => void;
};
