import type { Alert, Locale, Navigation, SiteSettings } from '../contract/index.ts';
import { getBreakingNews, getNavigation, getSettings } from './content.ts';

/** What every default-layout page shows around its content. */
export type Chrome = { navigation: Navigation; settings: SiteSettings; alert: Alert | null };

/**
 * Loads navigation, settings and the breaking-news alert in parallel.
 * @throws CmsSiteOfflineError when the site is offline or settings fail (503 page).
 */
export async function loadChrome(locale: Locale): Promise<Chrome> {
	const ctx = { locale };
	const [settings, navigation, alert] = await Promise.all([
		getSettings(ctx),
		getNavigation(ctx),
		// A failing alert must not take the page down; the bar simply stays hidden.
		getBreakingNews(ctx).catch((error: unknown) => {
			console.error('breaking news failed', error);
			return null;
		}),
	]);
	return { navigation, settings, alert };
}
