import { pendingNotices, readDeviceFacts } from './device-notices.ts';

/**
 * Starts the info layer's device notices (info-layer.ts) when one applies to this device, closed
 * or not: on every other device (most) its code is never downloaded.
 */
export function startInfoLayerWhenNeeded(layer: HTMLElement): void {
	if (pendingNotices(readDeviceFacts(), () => false).length === 0) return;
	import('./info-layer.ts')
		.then((module) => module.startInfoLayer(layer))
		.catch((error: unknown) => console.error('[layout] info layer failed to start', error));
}
