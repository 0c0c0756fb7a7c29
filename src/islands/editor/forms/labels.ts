/** Every text of the block forms, finders and rich-text editor in the editor's language. */
export type FormLabels = {
	ui: {
		save: string;
		saving: string;
		cancel: string;
		form: string;
		checkFields: string;
		saveFailed: string;
		add: string;
		remove: string;
		moveUp: string;
		moveDown: string;
		chooseImage: string;
		removeImage: string;
		alt: string;
		copyright: string;
		searchLink: string;
		searchEvent: string;
		none: string;
		loadingEditor: string;
		characters: string;
		allowedServices: string;
		timeZone: string;
	};
	finder: {
		close: string;
		search: string;
		searching: string;
		noResults: string;
		loadFailed: string;
		previous: string;
		next: string;
		page: string;
		linkTitle: string;
		eventTitle: string;
		imageTitle: string;
		upload: string;
		library: string;
		file: string;
		uploading: string;
		uploadFailed: string;
		wrongType: string;
		tooLarge: string;
		pick: string;
	};
	richText: {
		toolbar: string;
		bold: string;
		italic: string;
		link: string;
		bullet: string;
		ordered: string;
		alignLeft: string;
		alignCenter: string;
		alignRight: string;
		undo: string;
		redo: string;
		linkTitle: string;
		url: string;
		linkText: string;
		newWindow: string;
		apply: string;
		removeLink: string;
	};
	errors: {
		required: string;
		requiredImage: string;
		minItems: string;
		maxChars: string;
		min: string;
		max: string;
		number: string;
		date: string;
		anchor: string;
		choice: string;
		embed: string;
		link: string;
		invalid: string;
	};
	kinds: Record<string, string>;
	fields: Record<string, string>;
	items: Record<string, string>;
	help: Record<string, string>;
	options: Record<string, string>;
};

const de: FormLabels = {
	ui: {
		save: 'Speichern',
		saving: 'Wird gespeichert …',
		cancel: 'Abbrechen',
		form: 'Block bearbeiten',
		checkFields: 'Bitte die markierten Felder prüfen.',
		saveFailed: 'Speichern fehlgeschlagen.',
		add: 'Hinzufügen',
		remove: 'Entfernen',
		moveUp: 'Nach oben',
		moveDown: 'Nach unten',
		chooseImage: 'Bild wählen',
		removeImage: 'Bild entfernen',
		alt: 'Alternativtext',
		copyright: 'Copyright',
		searchLink: 'Seite suchen',
		searchEvent: 'Veranstaltung suchen',
		none: '— keine —',
		loadingEditor: 'Editor wird geladen …',
		characters: 'Zeichen',
		allowedServices: 'Erlaubte Dienste:',
		timeZone: 'Zeit in Berlin (MEZ/MESZ).',
	},
	finder: {
		close: 'Schließen',
		search: 'Suchen',
		searching: 'Suche läuft …',
		noResults: 'Keine Treffer.',
		loadFailed: 'Laden fehlgeschlagen.',
		previous: 'Zurück',
		next: 'Weiter',
		page: 'Seite',
		linkTitle: 'Link suchen',
		eventTitle: 'Veranstaltung suchen',
		imageTitle: 'Bild wählen',
		upload: 'Hochladen',
		library: 'Mediathek',
		file: 'Bilddatei (JPEG, PNG, WebP, GIF, AVIF, bis 10 MB)',
		uploading: 'Wird hochgeladen …',
		uploadFailed: 'Hochladen fehlgeschlagen.',
		wrongType: 'Nur JPEG, PNG, WebP, GIF oder AVIF.',
		tooLarge: 'Die Datei ist größer als 10 MB.',
		pick: 'Übernehmen',
	},
	richText: {
		toolbar: 'Textformat',
		bold: 'Fett',
		italic: 'Kursiv',
		link: 'Link',
		bullet: 'Aufzählung',
		ordered: 'Nummerierte Liste',
		alignLeft: 'Linksbündig',
		alignCenter: 'Zentriert',
		alignRight: 'Rechtsbündig',
		undo: 'Rückgängig',
		redo: 'Wiederholen',
		linkTitle: 'Link einfügen',
		url: 'Adresse (URL)',
		linkText: 'Linktext',
		newWindow: 'In neuem Fenster öffnen',
		apply: 'Übernehmen',
		removeLink: 'Link entfernen',
	},
	errors: {
		required: 'Pflichtfeld.',
		requiredImage: 'Bitte ein Bild wählen.',
		minItems: 'Mindestens {n} Eintrag nötig.',
		maxChars: 'Höchstens {n} Zeichen.',
		min: 'Mindestens {n}.',
		max: 'Höchstens {n}.',
		number: 'Bitte eine ganze Zahl eingeben.',
		date: 'Bitte ein gültiges Datum eingeben.',
		anchor: 'Nur Kleinbuchstaben, Ziffern und Bindestriche, beginnend mit einem Buchstaben.',
		choice: 'Ungültige Auswahl.',
		embed: 'Dieser Dienst ist nicht erlaubt (nur https-Adressen der genannten Dienste).',
		link: 'Nur https://, http://, mailto:, tel:, /pfad oder #anker.',
		invalid: 'Ungültiger Wert.',
	},
	kinds: {
		page: 'Seiten',
		event: 'Veranstaltungen',
		article: 'Artikel',
		production: 'Produktionen',
		venue: 'Spielstätten',
		series: 'Reihen',
		person: 'Personen',
		form: 'Formulare',
	},
	fields: {
		headline_level: 'Überschrift-Ebene',
		preline: 'Dachzeile',
		headline_content: 'Überschrift',
		content: 'Text',
		quote: 'Zitat',
		subline: 'Unterzeile',
		anchor: 'Anker',
		decrease_distance: 'Abstand verringern',
		link_text: 'Linktext',
		link: 'Link',
		extra_class: 'Zusätzliche CSS-Klasse',
		sticky: 'Fixiert (sticky)',
		display: 'Darstellung',
		image: 'Bild',
		preview_image: 'Vorschaubild',
		format: 'Format',
		caption: 'Bildunterschrift',
		alias: 'Ausrichtung',
		video_url: 'Video-URL',
		title: 'Titel',
		file: 'Datei-URL',
		embed: 'Einbettung (URL oder Code)',
		items: 'Einträge',
		question: 'Frage',
		answer: 'Antwort',
		author: 'Autor*in',
		venue_id: 'Spielstätte (ID)',
		html_code: 'HTML-Code',
		hubspot_id: 'HubSpot-Formular-ID',
		headline: 'Überschrift',
		text: 'Text',
		button_text: 'Button-Text',
		button_link: 'Button-Link',
		video: 'Video-Datei (URL)',
		online_from: 'Online ab',
		online_to: 'Online bis',
		style: 'Stil',
		parallax: 'Parallax-Effekt',
		semi_lazy: 'Halb-verzögertes Laden',
		images: 'Bilder',
		logos: 'Logos',
		logo: 'Logo',
		count: 'Anzahl Beiträge',
		videos: 'Videos',
		categories: 'Kategorien (IDs)',
		layout: 'Spaltenaufteilung',
		background: 'Hintergrund',
		date_from: 'Datum von',
		date_to: 'Datum bis',
		tag: 'Schlagwort (ID)',
		filters: 'Filter anzeigen',
		anchors: 'Anker',
		anchor_label: 'Beschriftung',
	},
	items: {
		question: 'Frage {n}',
		teaser: 'Teaser {n}',
		image: 'Bild {n}',
		logo: 'Logo {n}',
		video: 'Video {n}',
		anchor: 'Anker {n}',
	},
	help: {
		anchor: 'Optional, z. B. „programm“: Kleinbuchstaben, Ziffern, Bindestriche.',
		extra_class: 'Optional, für Sonderfälle der Gestaltung.',
		file: 'Adresse der Datei auf dem Server, z. B. /media/video.mp4.',
		video_file: 'Optional: Adresse einer Videodatei statt des Bildes.',
		html_code: 'Wird ungeprüft in die Seite übernommen.',
		hubspot_id: 'Die ID des Formulars aus HubSpot.',
		count: 'Von 1 bis 8.',
		categories: 'Durch Kommas getrennt, z. B. 3, 7.',
		container_layout: 'Älterer Container: Name der Aufteilung.',
		tag: 'Optional: nur Veranstaltungen mit diesem Schlagwort.',
		link: 'Seiten-Pfad (/…), Anker (#…) oder Adresse; ohne Protokoll wird https:// ergänzt.',
	},
	options: {
		button: 'Button',
		link: 'Textlink',
		slider: 'Slider',
		list: 'Liste',
		grid: 'Raster',
		masonry: 'Mauerwerk',
		Large: 'Groß',
		Medium: 'Mittel',
		Small: 'Klein',
		vertical: 'Hochformat',
		horizontal: 'Querformat',
		'image-left': 'Bild links',
		'image-right': 'Bild rechts',
		fullscreen: 'Vollbild',
		'image-text': 'Bild – Text',
		'text-image': 'Text – Bild',
		cc01: 'Creme',
		cc02: 'Grün',
		cc03: 'Blau',
	},
};

const en: FormLabels = {
	ui: {
		save: 'Save',
		saving: 'Saving …',
		cancel: 'Cancel',
		form: 'Edit block',
		checkFields: 'Please check the marked fields.',
		saveFailed: 'Saving failed.',
		add: 'Add',
		remove: 'Remove',
		moveUp: 'Move up',
		moveDown: 'Move down',
		chooseImage: 'Choose image',
		removeImage: 'Remove image',
		alt: 'Alternative text',
		copyright: 'Copyright',
		searchLink: 'Find page',
		searchEvent: 'Find event',
		none: '— none —',
		loadingEditor: 'Loading editor …',
		characters: 'characters',
		allowedServices: 'Allowed services:',
		timeZone: 'Time in Berlin (CET/CEST).',
	},
	finder: {
		close: 'Close',
		search: 'Search',
		searching: 'Searching …',
		noResults: 'No results.',
		loadFailed: 'Loading failed.',
		previous: 'Previous',
		next: 'Next',
		page: 'Page',
		linkTitle: 'Find a link',
		eventTitle: 'Find an event',
		imageTitle: 'Choose image',
		upload: 'Upload',
		library: 'Library',
		file: 'Image file (JPEG, PNG, WebP, GIF, AVIF, up to 10 MB)',
		uploading: 'Uploading …',
		uploadFailed: 'Upload failed.',
		wrongType: 'Only JPEG, PNG, WebP, GIF or AVIF.',
		tooLarge: 'The file is larger than 10 MB.',
		pick: 'Use',
	},
	richText: {
		toolbar: 'Text format',
		bold: 'Bold',
		italic: 'Italic',
		link: 'Link',
		bullet: 'Bulleted list',
		ordered: 'Numbered list',
		alignLeft: 'Align left',
		alignCenter: 'Align centre',
		alignRight: 'Align right',
		undo: 'Undo',
		redo: 'Redo',
		linkTitle: 'Insert link',
		url: 'Address (URL)',
		linkText: 'Link text',
		newWindow: 'Open in new window',
		apply: 'Apply',
		removeLink: 'Remove link',
	},
	errors: {
		required: 'Required.',
		requiredImage: 'Please choose an image.',
		minItems: 'At least {n} entry needed.',
		maxChars: 'At most {n} characters.',
		min: 'At least {n}.',
		max: 'At most {n}.',
		number: 'Please enter a whole number.',
		date: 'Please enter a valid date.',
		anchor: 'Lower-case letters, digits and hyphens only, starting with a letter.',
		choice: 'Invalid choice.',
		embed: 'This service is not allowed (https addresses of the listed services only).',
		link: 'Only https://, http://, mailto:, tel:, /path or #anchor.',
		invalid: 'Invalid value.',
	},
	kinds: {
		page: 'Pages',
		event: 'Events',
		article: 'Articles',
		production: 'Productions',
		venue: 'Venues',
		series: 'Series',
		person: 'People',
		form: 'Forms',
	},
	fields: {
		headline_level: 'Headline level',
		preline: 'Preline',
		headline_content: 'Headline',
		content: 'Text',
		quote: 'Quote',
		subline: 'Subline',
		anchor: 'Anchor',
		decrease_distance: 'Decrease spacing',
		link_text: 'Link text',
		link: 'Link',
		extra_class: 'Extra CSS class',
		sticky: 'Sticky',
		display: 'Display',
		image: 'Image',
		preview_image: 'Preview image',
		format: 'Format',
		caption: 'Caption',
		alias: 'Orientation',
		video_url: 'Video URL',
		title: 'Title',
		file: 'File URL',
		embed: 'Embed (URL or code)',
		items: 'Entries',
		question: 'Question',
		answer: 'Answer',
		author: 'Author',
		venue_id: 'Venue (ID)',
		html_code: 'HTML code',
		hubspot_id: 'HubSpot form ID',
		headline: 'Headline',
		text: 'Text',
		button_text: 'Button text',
		button_link: 'Button link',
		video: 'Video file (URL)',
		online_from: 'Online from',
		online_to: 'Online until',
		style: 'Style',
		parallax: 'Parallax effect',
		semi_lazy: 'Semi-lazy loading',
		images: 'Images',
		logos: 'Logos',
		logo: 'Logo',
		count: 'Number of posts',
		videos: 'Videos',
		categories: 'Categories (IDs)',
		layout: 'Column layout',
		background: 'Background',
		date_from: 'Date from',
		date_to: 'Date to',
		tag: 'Tag (ID)',
		filters: 'Show filters',
		anchors: 'Anchors',
		anchor_label: 'Label',
	},
	items: {
		question: 'Question {n}',
		teaser: 'Teaser {n}',
		image: 'Image {n}',
		logo: 'Logo {n}',
		video: 'Video {n}',
		anchor: 'Anchor {n}',
	},
	help: {
		anchor: 'Optional, e.g. “programme”: lower-case letters, digits, hyphens.',
		extra_class: 'Optional, for special designs.',
		file: 'Address of the file on the server, e.g. /media/video.mp4.',
		video_file: 'Optional: address of a video file shown instead of the image.',
		html_code: 'Goes into the page unchecked.',
		hubspot_id: 'The form ID from HubSpot.',
		count: 'From 1 to 8.',
		categories: 'Separated by commas, e.g. 3, 7.',
		container_layout: 'Older container: name of the layout.',
		tag: 'Optional: only events with this tag.',
		link: 'Site path (/…), anchor (#…) or address; https:// is added when no protocol is given.',
	},
	options: {
		button: 'Button',
		link: 'Text link',
		slider: 'Slider',
		list: 'List',
		grid: 'Grid',
		masonry: 'Masonry',
		Large: 'Large',
		Medium: 'Medium',
		Small: 'Small',
		vertical: 'Portrait',
		horizontal: 'Landscape',
		'image-left': 'Image left',
		'image-right': 'Image right',
		fullscreen: 'Full screen',
		'image-text': 'Image – text',
		'text-image': 'Text – image',
		cc01: 'Cream',
		cc02: 'Green',
		cc03: 'Blue',
	},
};

/** The labels for the editor's interface language. */
export function formLabels(uiLocale: 'de' | 'en'): FormLabels {
	return uiLocale === 'en' ? en : de;
}

/** `template` with '{n}' (and any other '{name}') filled in. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		values[name] === undefined ? whole : String(values[name]),
	);
}

/** The option label of `value` ('Large' → 'Groß'), the value itself when there is none. */
export function optionLabel(labels: FormLabels, key: string, value: string | number): string {
	if (key === 'headline_level') return `H${value}`;
	if (key === 'layout') return String(value).split('-').join(' / ') + ' %';
	return labels.options[String(value)] ?? String(value);
}
