/**
 * A failed editor call: the HTTP status (0 when the network failed or the answer did not match
 * the contract), and the message and field of the back end's `{ error, field }` answer. The
 * message is meant for editors.
 */
export class EditorCallError extends Error {
	readonly status: number;
	readonly field: string | undefined;

	constructor(status: number, message: string, field?: string) {
		super(message);
		this.name = 'EditorCallError';
		this.status = status;
		this.field = field;
	}
}
