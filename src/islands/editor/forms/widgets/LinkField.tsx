import { useState } from 'react';
import { EventFinder } from '../../finders/EventFinder.tsx';
import { LinkFinder } from '../../finders/LinkFinder.tsx';
import { eventTeaserPatch } from '../event-fill.ts';
import { useFormContext } from '../form-context.ts';
import { normaliseLink } from '../link-normalise.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, fieldLabel, type WidgetProps } from './widget-props.ts';

/**
 * A link: typed (site paths and anchors as typed, addresses get https:// on leaving the field) or
 * found with the link finder or the event finder. In teasers, picking an event also fills an
 * empty headline and preline.
 */
export function LinkField({ spec, path, value, owner, onChange, onPatch }: WidgetProps<'link'>) {
	const { labels, api } = useFormContext();
	const [finder, setFinder] = useState<'link' | 'event' | null>(null);
	return (
		<FieldFrame
			path={path}
			label={fieldLabel(labels, spec)}
			required={spec.required}
			help={labels.help['link']}
		>
			{({ labelId: _labelId, ...aria }) => (
				<>
					<div className="editor-form-link">
						<input
							{...aria}
							className="editor-form-input"
							type="text"
							inputMode="url"
							autoComplete="off"
							value={asText(value)}
							onChange={(event) => onChange(event.currentTarget.value)}
							onBlur={(event) => {
								const normalised = normaliseLink(event.currentTarget.value);
								if (normalised !== null) onChange(normalised);
							}}
						/>
						<button type="button" className="editor-form-button" onClick={() => setFinder('link')}>
							{labels.ui.searchLink}
						</button>
						<button type="button" className="editor-form-button" onClick={() => setFinder('event')}>
							{labels.ui.searchEvent}
						</button>
					</div>
					{finder === 'link' && (
						<LinkFinder
							api={api}
							labels={labels}
							onClose={() => setFinder(null)}
							onPick={(target) => {
								setFinder(null);
								onChange(target.url);
							}}
						/>
					)}
					{finder === 'event' && (
						<EventFinder
							api={api}
							labels={labels}
							onClose={() => setFinder(null)}
							onPick={(event) => {
								setFinder(null);
								if (spec.fillFromEvent)
									onPatch(eventTeaserPatch(event, owner, spec.key, api.locale));
								else onChange(event.url);
							}}
						/>
					)}
				</>
			)}
		</FieldFrame>
	);
}
