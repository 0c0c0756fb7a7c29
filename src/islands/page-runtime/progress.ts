import { createProgress, type Progress, type ProgressView } from './progress-controller.ts';

/**
 * The bar rendered by PageRuntime.astro: `data-state` (running, done, failed; empty = hidden)
 * picks colour and visibility, `--progress` the filled share.
 */
function barView(): ProgressView {
	const bar = (): HTMLElement | null => document.querySelector('[data-page-progress]');
	const draw = (state: string, fraction?: number): void => {
		const element = bar();
		if (!element) return;
		if (fraction !== undefined) element.style.setProperty('--progress', String(fraction));
		element.dataset['state'] = state;
	};
	return {
		show(fraction) {
			draw('', fraction);
			// Apply the new width before the running state turns its transition on.
			void bar()?.offsetWidth;
			draw('running');
		},
		set: (fraction) => draw('running', fraction),
		finish: (failed) => (failed ? draw('failed') : draw('done', 1)),
		hide: () => draw(''),
	};
}

/**
 * The page's one progress bar (SPEC §4, §9). Navigations drive it by themselves; an island that
 * loads something slow can use it too:
 * `progress.start()`, then `progress.done()` on success or `progress.fail()` on an error.
 */
export const progress: Progress = createProgress(barView());
