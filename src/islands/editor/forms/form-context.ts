import { createContext, useContext } from 'react';
import type { EditorApi } from '../editor-api-types.ts';
import type { FormLabels } from './labels.ts';

/** What every field widget of one form shares: texts, the back end, ids and current errors. */
export type FormContextValue = {
	labels: FormLabels;
	api: EditorApi;
	/** The DOM id of the input of `path` (unique per form). */
	idFor: (path: string) => string;
	/** Error messages by field path. */
	errors: Record<string, string>;
};

export const FormContext = createContext<FormContextValue | null>(null);

/** The context of the block form around a widget. */
export function useFormContext(): FormContextValue {
	const value = useContext(FormContext);
	if (value === null) throw new Error('Field widgets need a BlockForm around them');
	return value;
}
