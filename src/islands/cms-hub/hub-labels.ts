import type { EditorLocale } from '../../lib/contract/index.ts';
import type { Translate } from '../../lib/i18n/index.ts';

/**
 * Every text of the editor hub, translated on the server. Placeholders stay in single braces
 * ('{count}× aufgerufen, zuletzt {date}') and are filled in the browser with `fillLabel`.
 */
export type HubLabels = {
	panels: string;
	loading: string;
	error: string;
	retry: string;
	editHome: string;
	publish: {
		title: string;
		intro: string;
		button: string;
		busy: string;
		/** '… ({time}).' */
		triggered: string;
		notConfigured: string;
		/** '…: {message}' */
		failed: string;
		denied: string;
	};
	activities: {
		title: string;
		locale: string;
		empty: string;
		version: string;
		/** 'Version {id} von „{title}“ ansehen' */
		versionLabel: string;
		/** '„{title}“ bearbeiten' */
		editLabel: string;
		/** 'von {name}' */
		by: string;
		unknownUser: string;
		online: string;
		offline: string;
	};
	locales: Record<EditorLocale, string>;
	errors: { title: string; empty: string; seen: string };
	keywords: { title: string; window: string; empty: string; seen: string };
	tickets: {
		title: string;
		empty: string;
		/** '{reserved} von {capacity} reserviert' */
		reserved: string;
		/** '{reserved} reserviert, kein Kontingent hinterlegt' */
		noCapacity: string;
		soldOut: string;
	};
	backup: {
		title: string;
		/** 'Letzte Sicherung: {time}, {size}' */
		last: string;
		/** '… alle {interval}.' */
		every: string;
		never: string;
		stale: string;
		/** The data is in PostgreSQL: its own backups apply. */
		byDatabase: string;
		notConfigured: string;
	};
};

/** The hub's texts in the language of `t`, placeholders left for the browser. */
export function hubLabels(t: Translate): HubLabels {
	const keep = (...names: string[]) =>
		Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<string, string>;
	return {
		panels: t('hub.panelsLabel'),
		loading: t('hub.panel.loading'),
		error: t('hub.panel.error'),
		retry: t('hub.panel.retry'),
		editHome: t('hub.editHome'),
		publish: {
			title: t('hub.publish.title'),
			intro: t('hub.publish.intro'),
			button: t('hub.publish.button'),
			busy: t('hub.publish.busy'),
			triggered: t('hub.publish.triggered', keep('time')),
			notConfigured: t('hub.publish.notConfigured'),
			failed: t('hub.publish.failed', keep('message')),
			denied: t('hub.publish.denied'),
		},
		activities: {
			title: t('hub.activities.title'),
			locale: t('hub.activities.locale'),
			empty: t('hub.activities.empty'),
			version: t('hub.activities.version'),
			versionLabel: t('hub.activities.versionLabel', keep('id', 'title')),
			editLabel: t('hub.activities.editLabel', keep('title')),
			by: t('hub.activities.by', keep('name')),
			unknownUser: t('hub.activities.unknownUser'),
			online: t('hub.activities.online'),
			offline: t('hub.activities.offline'),
		},
		locales: {
			de: t('hub.locale.de'),
			en: t('hub.locale.en'),
			ja: t('hub.locale.ja'),
			la: t('hub.locale.la'),
		},
		errors: {
			title: t('hub.errors.title'),
			empty: t('hub.errors.empty'),
			seen: t('hub.errors.seen', keep('count', 'date')),
		},
		keywords: {
			title: t('hub.keywords.title'),
			window: t('hub.keywords.window'),
			empty: t('hub.keywords.empty'),
			seen: t('hub.keywords.seen', keep('count', 'date')),
		},
		tickets: {
			title: t('hub.tickets.title'),
			empty: t('hub.tickets.empty'),
			reserved: t('hub.tickets.reserved', keep('reserved', 'capacity')),
			noCapacity: t('hub.tickets.noCapacity', keep('reserved')),
			soldOut: t('hub.tickets.soldOut'),
		},
		backup: {
			title: t('hub.backup.title'),
			last: t('hub.backup.last', keep('time', 'size')),
			every: t('hub.backup.every', keep('interval')),
			never: t('hub.backup.never'),
			stale: t('hub.backup.stale'),
			notConfigured: t('hub.backup.notConfigured'),
			byDatabase: t('hub.backup.byDatabase'),
		},
	};
}

/** `template` with each `{name}` replaced by `values[name]` (unknown names stay). */
export function fillLabel(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
		key in values ? String(values[key]) : whole,
	);
}
