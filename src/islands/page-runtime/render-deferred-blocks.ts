/** The page blocks whose rendering the page's CSS may defer (BlockRenderer.astro). */
const DEFERRED = '.blocks--page > .blocks__item:not([data-rendered])';

/** What renderDeferredBlocks needs of the browser; the defaults are the real page's. */
export interface IdleScheduler {
	/** Runs `task` when the browser is idle (or after a while at the latest). */
	whenIdle(task: () => void): void;
	/** Runs `task` once the page has loaded. */
	afterLoad(task: () => void): void;
}

const IDLE_TIMEOUT_MS = 250;

const browserScheduler: IdleScheduler = {
	whenIdle: (task) => {
		if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
		else setTimeout(task, 50);
	},
	afterLoad: (task) => {
		if (document.readyState === 'complete') task();
		else addEventListener('load', task, { once: true });
	},
};

/**
 * Once the page has loaded, renders the page blocks whose rendering was deferred while it loaded
 * (content-visibility, see BlockRenderer.astro): one block per idle moment, top to bottom, by
 * marking it `data-rendered`. So the first paint costs only what is in view, and no later frame
 * lays out more than one block. Resolves when every block is rendered.
 */
export function renderDeferredBlocks(
	root: ParentNode = document,
	scheduler: IdleScheduler = browserScheduler,
): Promise<void> {
	return new Promise((resolve) => {
		const renderNext = (): void => {
			const block = root.querySelector(DEFERRED);
			if (!block) {
				resolve();
				return;
			}
			block.setAttribute('data-rendered', '');
			scheduler.whenIdle(renderNext);
		};
		scheduler.afterLoad(() => scheduler.whenIdle(renderNext));
	});
}
