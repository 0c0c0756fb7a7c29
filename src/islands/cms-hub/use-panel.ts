import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Where one panel's call stands. */
export type PanelState<T> =
	{ status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Runs `load` after mount and again whenever `key` changes or `retry` is called; a call
 * overtaken by a newer one is aborted and its answer ignored. Failures are logged to the console.
 */
export function usePanel<T>(
	load: (signal: AbortSignal) => Promise<T>,
	key: string,
): [PanelState<T>, () => void] {
	const [state, setState] = useState<PanelState<T>>({ status: 'loading' });
	const [attempt, setAttempt] = useState(0);
	// `load` is recreated on each render: only `key` and `attempt` say when to load again.
	const loadLatest = useEffectEvent((signal: AbortSignal) => load(signal));
	useEffect(() => {
		const controller = new AbortController();
		setState({ status: 'loading' });
		loadLatest(controller.signal).then(
			(data) => {
				if (!controller.signal.aborted) setState({ status: 'ready', data });
			},
			(error: unknown) => {
				if (controller.signal.aborted) return;
				console.error('editor hub call failed', error);
				setState({ status: 'error' });
			},
		);
		return () => controller.abort();
	}, [key, attempt]);
	const retry = useCallback(() => setAttempt((n) => n + 1), []);
	return [state, retry];
}
