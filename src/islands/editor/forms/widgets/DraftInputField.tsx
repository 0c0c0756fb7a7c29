import { useState, type ComponentProps } from 'react';
import { InputField } from './InputField.tsx';

type Props = Omit<ComponentProps<typeof InputField>, 'value' | 'onChange'> & {
	/** The text shown first (the stored value as typed). */
	initialText: () => string;
	/** The value stored for a typed text. */
	parse: (text: string) => unknown;
	onChange: (value: unknown) => void;
};

/**
 * An InputField that keeps the typed text as it is and stores `parse(text)`, so text that does
 * not parse yet (unfinished, invalid) stays in the input.
 */
export function DraftInputField({ initialText, parse, onChange, ...input }: Props) {
	const [draft, setDraft] = useState(initialText);
	return (
		<InputField
			{...input}
			value={draft}
			onChange={(event) => {
				const text = event.currentTarget.value;
				setDraft(text);
				onChange(parse(text));
			}}
		/>
	);
}
