import type { Locale, PreviewState } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { getT } from '../../lib/i18n/index.ts';

/** What a preview's banner tells: which state of the page, and until when the link opens. */
export type PreviewBannerData = {
	state: PreviewState;
	isOnline: boolean;
	versionCreatedAt: string | null;
	expiresAt: string;
};

/** The banner's lines in `locale`: its title, the state shown, the link's expiry (Berlin time). */
export function previewBannerText(data: PreviewBannerData, locale: Locale) {
	const t = getT(locale);
	const state =
		data.state === 'draft'
			? t('preview.stateDraft')
			: data.state === 'version'
				? t('preview.stateVersion', {
						date:
							data.versionCreatedAt === null
								? ''
								: formatEditorDateTime(data.versionCreatedAt, locale),
					})
				: t(data.isOnline ? 'preview.stateCurrent' : 'preview.stateOffline');
	return {
		title: t('preview.title'),
		state,
		expires: t('preview.expires', { date: formatEditorDateTime(data.expiresAt, locale) }),
	};
}
