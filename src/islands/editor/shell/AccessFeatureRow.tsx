import type { AccessFeature } from '../../../lib/access/features.ts';
import type { AccessChoice } from './access-form.ts';

/** One level's select in a feature's row: its label and the texts of its three choices. */
export type AccessLevelField = {
	label: string;
	/** The level's label is said, not shown (a venue's only level). */
	hideLabel?: boolean;
	choice: AccessChoice;
	options: Record<AccessChoice, string>;
	onChange: (choice: AccessChoice) => void;
};

/**
 * One feature of the access form: its icon and name (the group's name) and a labelled select per
 * level. Selects rather than radio groups keep eleven features × two levels on one screen.
 */
export function AccessFeatureRow({
	id,
	feature,
	name,
	levels,
}: {
	id: string;
	feature: AccessFeature;
	name: string;
	levels: readonly AccessLevelField[];
}) {
	const nameId = `${id}-name`;
	return (
		<div
			className={`editor-access__feature editor-access__feature--${levels.length}`}
			role="group"
			aria-labelledby={nameId}
		>
			<span className="editor-access__name" id={nameId}>
				<svg
					className="editor-access__icon"
					width="24"
					height="24"
					aria-hidden="true"
					focusable="false"
				>
					<use href={`#i-access-${feature}`} />
				</svg>
				{name}
			</span>
			{levels.map((level, index) => {
				const selectId = `${id}-${index}`;
				return (
					<span className="editor-access__level" key={level.label}>
						<label
							id={`${selectId}-label`}
							htmlFor={selectId}
							className={level.hideLabel ? 'visually-hidden' : 'editor-access__label'}
						>
							{level.label}
						</label>
						<select
							id={selectId}
							// Named by feature and level: 'Induction loop Event'.
							aria-labelledby={`${nameId} ${selectId}-label`}
							className="editor-access__select"
							data-feature={feature}
							value={level.choice}
							onChange={(event) => level.onChange(event.target.value as AccessChoice)}
						>
							{(['inherit', 'yes', 'no'] as const).map((choice) => (
								<option key={choice} value={choice}>
									{level.options[choice]}
								</option>
							))}
						</select>
					</span>
				);
			})}
		</div>
	);
}
