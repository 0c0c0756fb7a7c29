import type { KeyboardEvent, MouseEvent } from 'react';

/** One choice of a filter: a link to the filtered list, so it also works without JavaScript. */
export type Choice = { key: string; name: string; href: string; chosen: boolean };

/** Moves focus between the links of a list with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>): void {
	const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
	const at = links.indexOf(document.activeElement as HTMLAnchorElement);
	const next = {
		ArrowDown: Math.min(at + 1, links.length - 1),
		ArrowUp: Math.max(at - 1, 0),
		Home: 0,
		End: links.length - 1,
	}[event.key];
	if (next === undefined || links.length === 0) return;
	event.preventDefault();
	links[next]?.focus();
}

/**
 * The choices of one filter as a labelled group with a list of links; the chosen one is marked
 * `aria-current`. With `multiple` several can be chosen (each link toggles its choice, and shows
 * a box, ticked when chosen). With JavaScript a click calls `onChoose` instead of loading the page.
 */
export function OptionList({
	labelledBy,
	choices,
	onChoose,
	className,
	multiple = false,
}: {
	/** The id of the element that names the list. */
	labelledBy: string;
	choices: readonly Choice[];
	onChoose: (choice: Choice) => void;
	className?: string;
	multiple?: boolean;
}) {
	return (
		<div className={className} role="group" aria-labelledby={labelledBy}>
			<ul
				className={`filter-options${multiple ? ' filter-options--multiple' : ''}`}
				onKeyDown={moveFocus}
			>
				{choices.map((choice) => (
					<li key={choice.key}>
						<a
							className="filter-options__choice"
							href={choice.href}
							aria-current={choice.chosen ? 'true' : undefined}
							onClick={(event: MouseEvent) => {
								event.preventDefault();
								onChoose(choice);
							}}
						>
							{choice.name}
						</a>
					</li>
				))}
			</ul>
		</div>
	);
}
