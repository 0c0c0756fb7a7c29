import type { AccessFeature } from '../../lib/access/features.ts';

/**
 * The access features of a card as a compact row of icons from the page's sprite
 * (`IconSprite.astro`, symbols `i-access-<feature>`): each is named by its text for screen readers
 * and carries it as a tooltip. Renders nothing for none.
 */
export function AccessIcons({
	features,
	label,
	names,
}: {
	features: readonly AccessFeature[];
	/** Said before the list ('Barrierefreiheit'). */
	label: string;
	names: Record<AccessFeature, string>;
}) {
	if (features.length === 0) return null;
	return (
		<div className="access-icons">
			<span className="visually-hidden">{label}:</span>
			<ul className="access-icons__list">
				{features.map((feature) => (
					<li key={feature} className="access-icons__item" title={names[feature]}>
						<svg
							className="icon"
							width="1.35em"
							height="1.35em"
							focusable="false"
							aria-hidden="true"
						>
							<use href={`#i-access-${feature}`} />
						</svg>
						<span className="visually-hidden">{names[feature]}</span>
					</li>
				))}
			</ul>
		</div>
	);
}
