import { lazy, Suspense } from 'react';
import { SpecFieldFrame } from './SpecFieldFrame.tsx';
import { asText, type WidgetProps } from './widget-props.ts';

// The Quill chunk loads only when a form with rich text opens.
const RichTextField = lazy(() => import('../../rich-text/RichTextField.tsx'));

/** A rich-text field (Quill 2), loaded on demand; a read-only placeholder shows meanwhile. */
export function RichTextSlot({ spec, path, value, onChange }: WidgetProps<'richtext'>) {
	return (
		<SpecFieldFrame spec={spec} path={path} labelAs="text">
			{(aria, labels) => (
				<Suspense
					fallback={
						<div className="editor-form-rich-loading" aria-busy="true">
							{labels.ui.loadingEditor}
						</div>
					}
				>
					<RichTextField
						id={aria.id}
						name={path}
						labelId={aria.labelId}
						describedBy={aria['aria-describedby']}
						invalid={aria['aria-invalid']}
						value={asText(value)}
						onChange={onChange}
						labels={labels}
						maxPlain={spec.maxPlain}
					/>
				</Suspense>
			)}
		</SpecFieldFrame>
	);
}
