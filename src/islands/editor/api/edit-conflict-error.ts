import type { EditConflict } from '../../../lib/contract/index.ts';
import { EditorCallError } from './editor-call-error.ts';

/** A write refused with 412: someone saved another version since it was read (who, when, which). */
export class EditConflictError extends EditorCallError {
	readonly conflict: EditConflict;

	constructor(conflict: EditConflict, message: string) {
		super(412, message);
		this.name = 'EditConflictError';
		this.conflict = conflict;
	}
}
