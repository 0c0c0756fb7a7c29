/** The page editor's interface languages (the page's locale). */
export type EditorUiLocale = 'de' | 'en';

const EN = {
	saved: 'Saved.',
	failed: "Unfortunately, that didn't work.",
	toolbar: 'Page editor',
	loggedInAs: 'Logged in as {name}',
	editPage: 'Edit page',
	stopEditing: 'Stop editing',
	pageOnline: 'Page online',
	online: 'Online',
	offline: 'Offline',
	setOnline: 'Set page online',
	setOffline: 'Set page offline',
	confirmOnline: 'Set this page online? Visitors will see it.',
	confirmOffline: 'Set this page offline? Visitors will no longer see it.',
	versions: 'Versions',
	versionsTitle: 'Versions of this page',
	noVersions: 'No versions yet.',
	versionBy: 'by {name}',
	view: 'View',
	viewVersion: 'View version {n}',
	restore: 'Restore',
	restoreVersion: 'Restore version {n}',
	confirmRestore:
		'Restore the page as it was before the change of {date} (version {n})? It becomes the current page.',
	viewingVersion:
		'You are looking at the page as it was before the change of {date} (version {n}).',
	backToCurrent: 'Back to current',
	publish: 'Publish',
	publishing: 'Publishing…',
	publishTriggered: 'The rebuild has started; the prebuilt pages follow in a few minutes.',
	publishNotConfigured: 'Saved edits are live already; no rebuild is set up.',
	publishFailed: 'The rebuild could not be started: {message}',
	undo: 'Undo',
	undoLast: 'Undo the last save',
	undoModule: 'Undo the last save of {name}',
	close: 'Close',
	cancel: 'Cancel',
	loading: 'Loading…',
	edit: 'Edit',
	editModule: 'Edit {name}',
	moveUpModule: 'Move {name} up',
	moveDownModule: 'Move {name} down',
	delete: 'Delete',
	deleteModule: 'Delete {name}',
	confirmDelete: 'Delete {name}? This cannot be undone.',
	addBlock: 'Add block',
	chooseBlock: 'Which block do you want to add?',
	editDialog: 'Edit {name}',
	addDialog: 'New {model}',
	editSection: 'Edit section',
	alerts: 'Editor messages',
	dismiss: 'Dismiss',
} as const;

export type EditorStringKey = keyof typeof EN;

const DE: Record<EditorStringKey, string> = {
	saved: 'Gespeichert.',
	failed: 'Leider hat das nicht funktioniert.',
	toolbar: 'Seiteneditor',
	loggedInAs: 'Angemeldet als {name}',
	editPage: 'Seite bearbeiten',
	stopEditing: 'Bearbeiten beenden',
	pageOnline: 'Seite online',
	online: 'Online',
	offline: 'Offline',
	setOnline: 'Seite online stellen',
	setOffline: 'Seite offline stellen',
	confirmOnline: 'Diese Seite online stellen? Besucher sehen sie dann.',
	confirmOffline: 'Diese Seite offline stellen? Besucher sehen sie dann nicht mehr.',
	versions: 'Versionen',
	versionsTitle: 'Versionen dieser Seite',
	noVersions: 'Noch keine Versionen.',
	versionBy: 'von {name}',
	view: 'Ansehen',
	viewVersion: 'Version {n} ansehen',
	restore: 'Wiederherstellen',
	restoreVersion: 'Version {n} wiederherstellen',
	confirmRestore:
		'Die Seite wiederherstellen, wie sie vor der Änderung vom {date} war (Version {n})? Sie wird zur aktuellen Seite.',
	viewingVersion: 'Sie sehen die Seite, wie sie vor der Änderung vom {date} war (Version {n}).',
	backToCurrent: 'Zur aktuellen Fassung',
	publish: 'Veröffentlichen',
	publishing: 'Wird veröffentlicht …',
	publishTriggered:
		'Die Neuerstellung läuft; die vorab erzeugten Seiten folgen in wenigen Minuten.',
	publishNotConfigured:
		'Gespeicherte Änderungen sind bereits sichtbar; keine Neuerstellung eingerichtet.',
	publishFailed: 'Die Neuerstellung konnte nicht gestartet werden: {message}',
	undo: 'Rückgängig',
	undoLast: 'Letzte Speicherung rückgängig machen',
	undoModule: 'Letzte Speicherung von {name} rückgängig machen',
	close: 'Schließen',
	cancel: 'Abbrechen',
	loading: 'Wird geladen …',
	edit: 'Bearbeiten',
	editModule: '{name} bearbeiten',
	moveUpModule: '{name} nach oben verschieben',
	moveDownModule: '{name} nach unten verschieben',
	delete: 'Löschen',
	deleteModule: '{name} löschen',
	confirmDelete: '{name} löschen? Das lässt sich nicht rückgängig machen.',
	addBlock: 'Block hinzufügen',
	chooseBlock: 'Welchen Block möchten Sie hinzufügen?',
	editDialog: '{name} bearbeiten',
	addDialog: 'Neu: {model}',
	editSection: 'Abschnitt bearbeiten',
	alerts: 'Meldungen des Editors',
	dismiss: 'Ausblenden',
};

/** The editor's names of block models, per interface language. */
const MODEL_NAMES: Record<EditorUiLocale, Record<string, string>> = {
	en: {
		headline: 'Headline',
		text: 'Text',
		link: 'Link',
		image: 'Image',
		imagealias: 'Image (older)',
		video: 'Video',
		selfhostedvideo: 'Video (self-hosted)',
		audio: 'Audio',
		selfhostedaudio: 'Audio (self-hosted)',
		viewer: 'PDF viewer',
		faq: 'FAQ',
		quote: 'Quote',
		venue: 'Venue',
		venuelist: 'Venue list',
		socialmedia: 'Social media',
		html: 'HTML',
		form: 'Form',
		heromedia: 'Hero media',
		teaserlist: 'Teaser list',
		fullteaser: 'Full teaser',
		imagelist: 'Image list',
		logolist: 'Logo list',
		blogteaserlist: 'Blog teaser list',
		twocolumns: 'Two columns',
		videolist: 'Video list',
		highlightteaser: 'Highlight teaser',
		section: 'Section',
		container: 'Container',
		eventlist: 'Event list',
		anchorlist: 'Anchor list',
	},
	de: {
		headline: 'Überschrift',
		text: 'Text',
		link: 'Link',
		image: 'Bild',
		imagealias: 'Bild (älter)',
		video: 'Video',
		selfhostedvideo: 'Video (eigenes)',
		audio: 'Audio',
		selfhostedaudio: 'Audio (eigenes)',
		viewer: 'PDF-Viewer',
		faq: 'FAQ',
		quote: 'Zitat',
		venue: 'Spielstätte',
		venuelist: 'Spielstättenliste',
		socialmedia: 'Social Media',
		html: 'HTML',
		form: 'Formular',
		heromedia: 'Hero-Medien',
		teaserlist: 'Teaserliste',
		fullteaser: 'Vollteaser',
		imagelist: 'Bilderliste',
		logolist: 'Logoliste',
		blogteaserlist: 'Blog-Teaserliste',
		twocolumns: 'Zwei Spalten',
		videolist: 'Videoliste',
		highlightteaser: 'Highlight-Teaser',
		section: 'Abschnitt',
		container: 'Container',
		eventlist: 'Veranstaltungsliste',
		anchorlist: 'Ankerliste',
	},
};

/** A text of the editor interface: `key` in `locale` with `{name}`-style values filled in. */
export type EditorText = (key: EditorStringKey, values?: Record<string, string | number>) => string;

/** The editor's texts in `locale`. */
export function editorStrings(locale: EditorUiLocale): EditorText {
	const table: Record<EditorStringKey, string> = locale === 'de' ? DE : EN;
	return (key, values = {}) =>
		table[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
			name in values ? String(values[name]) : whole,
		);
}

/** The editor's name of block `model` in `locale` (the model itself when unknown). */
export function modelName(model: string, locale: EditorUiLocale): string {
	return MODEL_NAMES[locale][model] ?? model;
}

/**
 * A block's name in control labels: 'Headline 12' — the model's name and the module id, so each
 * button of a page has a name of its own (stable for tests and screen readers).
 */
export function moduleLabel(model: string, id: number, locale: EditorUiLocale): string {
	return `${modelName(model, locale)} ${id}`;
}
