import { useState } from 'react';
import type { ImageObj } from '../../../../lib/contract/image.ts';
import { ImageFinder } from '../../finders/ImageFinder.tsx';
import { isRecord } from '../field-specs.ts';
import { useFormContext } from '../form-context.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { fieldLabel, type WidgetProps } from './widget-props.ts';

/**
 * An image (ImageObj): a preview, 'Choose image' opening the image finder, the alternative text
 * (or 'decorative': shown without one, and not flagged by the accessibility checker) and copyright
 * of the chosen image, and 'Remove' where the image is optional. When the spec names
 * a thumbnails key (image block), picking also stores the library image's thumbnails there.
 */
export function ImageField({ spec, path, value, onChange, onPatch }: WidgetProps<'image'>) {
	const { labels, api, idFor } = useFormContext();
	const [finding, setFinding] = useState(false);
	const image = isRecord(value) ? (value as ImageObj) : null;
	const label = fieldLabel(labels, spec);
	const update = (change: Partial<ImageObj>) => image && onChange({ ...image, ...change });
	return (
		<FieldFrame
			path={path}
			label={label}
			required={spec.required}
			labelAs="text"
			className="editor-form-field--image"
		>
			{({ labelId, id, name: _name, ...aria }) => (
				<>
					<div className="editor-form-image">
						{image && (
							<img
								className="editor-form-image-preview"
								src={image.url}
								alt=""
								width={160}
								height={Math.round((160 * image.height) / image.width) || 120}
							/>
						)}
						<div className="editor-form-image-actions">
							<button
								type="button"
								id={id}
								className="editor-form-button"
								aria-describedby={[labelId, aria['aria-describedby']].filter(Boolean).join(' ')}
								aria-invalid={aria['aria-invalid']}
								onClick={() => setFinding(true)}
							>
								{labels.ui.chooseImage}
							</button>
							{image && spec.nullable && (
								<button
									type="button"
									className="editor-form-button editor-form-button--quiet"
									onClick={() => onChange(null)}
								>
									{labels.ui.removeImage}
								</button>
							)}
						</div>
					</div>
					{image && (
						<div className="editor-form-image-texts">
							<label htmlFor={idFor(`${path}.alt`)}>{labels.ui.alt}</label>
							<input
								id={idFor(`${path}.alt`)}
								name={`${path}.alt`}
								className="editor-form-input"
								type="text"
								value={image.alt}
								onChange={(event) => update({ alt: event.currentTarget.value })}
							/>
							<label className="editor-form-check">
								<input
									type="checkbox"
									name={`${path}.decorative`}
									checked={image.decorative === true}
									onChange={(event) => update({ decorative: event.currentTarget.checked })}
								/>
								<span>{labels.ui.decorative}</span>
							</label>
							<label htmlFor={idFor(`${path}.copyright`)}>{labels.ui.copyright}</label>
							<input
								id={idFor(`${path}.copyright`)}
								name={`${path}.copyright`}
								className="editor-form-input"
								type="text"
								value={image.copyright ?? ''}
								onChange={(event) => update({ copyright: event.currentTarget.value || null })}
							/>
						</div>
					)}
					{finding && (
						<ImageFinder
							api={api}
							labels={labels}
							onClose={() => setFinding(false)}
							onPick={(picked) => {
								setFinding(false);
								if (spec.thumbnailsKey && spec.key !== '') {
									onPatch({
										[spec.key]: picked.image,
										[spec.thumbnailsKey]: picked.image_thumbnails,
									});
								} else onChange(picked.image);
							}}
						/>
					)}
				</>
			)}
		</FieldFrame>
	);
}
