import type { EditorLocale, RebuildStatus } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { fill } from '../../lib/i18n/fill.ts';
import de from '../../lib/i18n/de.rebuild.json' with { type: 'json' };
import en from '../../lib/i18n/en.rebuild.json' with { type: 'json' };

export type RebuildLabels = typeof de;
const TEXTS = { de, en } satisfies Record<'de' | 'en', RebuildLabels>;

/** The rebuild texts in `locale` (the editor's other content locales read English). */
export function rebuildLabels(locale: EditorLocale): RebuildLabels {
	return locale === 'de' ? TEXTS.de : TEXTS.en;
}

/** '1 min 12 s', '48 s' (the same in both languages). */
export function formatDuration(ms: number): string {
	const seconds = Math.max(0, Math.round(ms / 1000));
	const minutes = Math.floor(seconds / 60);
	return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** What the progress display shows: a line of text, and the bar's value while one runs. */
export type RebuildView = {
	text: string;
	tone: 'running' | 'success' | 'error';
	/** The bar: pages of expected pages (expected 0: no known end). */
	bar: { pages: number; expected: number; caption: string } | null;
	queued: string | null;
};

/** How `status` reads in `locale`; null when there is nothing to show (no build since start). */
export function rebuildView(status: RebuildStatus, locale: EditorLocale): RebuildView | null {
	const run = status.run;
	if (!status.available || !run) return null;
	const t = rebuildLabels(locale);
	const queued = status.queued ? t.queued : null;
	if (run.state === 'running') {
		const expected = run.expected_pages >= run.pages ? run.expected_pages : 0;
		const caption =
			expected > 0
				? fill(t.pages, { pages: String(run.pages), expected: String(expected) })
				: fill(t.pagesOpen, { pages: String(run.pages) });
		return {
			text: fill(t.running, { phase: t.phases[run.phase] }),
			tone: 'running',
			bar: { pages: run.pages, expected, caption },
			queued,
		};
	}
	const time = formatEditorDateTime(run.finished_at ?? run.started_at, locale);
	if (run.state === 'failed') {
		return {
			text: fill(t.failed, { time, error: run.error ?? '' }),
			tone: 'error',
			bar: null,
			queued,
		};
	}
	const duration = formatDuration(
		Date.parse(run.finished_at ?? run.started_at) - Date.parse(run.started_at),
	);
	return {
		text: fill(t.succeeded, { time, duration, pages: String(run.pages) }),
		tone: 'success',
		bar: null,
		queued,
	};
}
