import { EMBED_HOSTS } from '../../../../lib/contract/embeds.ts';
import { embedUrlFromInput } from '../embed-input.ts';
import { useFormContext } from '../form-context.ts';
import { InputField } from './InputField.tsx';
import { asText, type WidgetProps } from './widget-props.ts';

/**
 * An embed URL (video, audio, viewer, social media): pasted embed code is reduced to its src, and
 * the help names the services of the kind's allowlist (SPEC §5).
 */
export function EmbedField({ spec, path, value, onChange }: WidgetProps<'embed'>) {
	const { labels } = useFormContext();
	return (
		<InputField
			spec={spec}
			path={path}
			help={`${labels.ui.allowedServices} ${EMBED_HOSTS[spec.embedKind].join(', ')}`}
			type="url"
			inputMode="url"
			placeholder="https://"
			value={asText(value)}
			onChange={(event) => onChange(event.currentTarget.value)}
			onBlur={(event) => onChange(embedUrlFromInput(event.currentTarget.value))}
		/>
	);
}
