import type { ReactNode } from 'react';
import type { HubLabels } from './hub-labels.ts';
import type { PanelState } from './use-panel.ts';

export type HubPanelProps<T> = {
	/** Names the panel's heading (`{id}-title`) and its grid area. */
	id: string;
	title: string;
	/** Shown next to the heading (a switch, a note). */
	aside?: ReactNode;
	state: PanelState<T>;
	onRetry: () => void;
	labels: Pick<HubLabels, 'loading' | 'error' | 'retry'>;
	empty: string;
	isEmpty: (data: T) => boolean;
	children: (data: T) => ReactNode;
	skeletonRows?: number;
};

/**
 * One panel of the hub: its heading, then a skeleton while loading, an error with a retry button,
 * the empty text, or `children` of the loaded data.
 */
export function HubPanel<T>(props: HubPanelProps<T>) {
	const { id, title, state, labels } = props;
	const titleId = `${id}-title`;
	return (
		<section
			className={`hub-panel hub-panel--${id}`}
			aria-labelledby={titleId}
			aria-busy={state.status === 'loading'}
		>
			<header className="hub-panel__header">
				<h2 id={titleId} className="hub-panel__title">
					{title}
				</h2>
				{props.aside}
			</header>
			{state.status === 'loading' && (
				<div className="hub-panel__skeleton" role="status">
					<span className="visually-hidden">{labels.loading}</span>
					{Array.from({ length: props.skeletonRows ?? 4 }, (_, index) => (
						<span key={index} className="hub-skeleton-line" aria-hidden="true" />
					))}
				</div>
			)}
			{state.status === 'error' && (
				<div className="hub-panel__error" role="alert">
					<p>{labels.error}</p>
					<button type="button" className="btn btn--secondary" onClick={props.onRetry}>
						{labels.retry}
					</button>
				</div>
			)}
			{state.status === 'ready' &&
				(props.isEmpty(state.data) ? (
					<p className="hub-panel__empty">{props.empty}</p>
				) : (
					props.children(state.data)
				))}
		</section>
	);
}
