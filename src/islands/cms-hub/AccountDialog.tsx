import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

export type AccountDialogProps = {
	kind: 'set-password' | 'remove';
	username: string;
	labels: HubLabels['accounts'];
	/** Runs the action; answers the error to show, or null when done (the dialog then closes). */
	onConfirm: (password: string | undefined) => Promise<string | null>;
	onClose: () => void;
};

/**
 * The modal dialog of an account action that needs more than a click: a new password, or the
 * confirmation of a removal. Opened as a native modal dialog (focus moves in, Escape closes).
 */
export function AccountDialog({ kind, username, labels, onConfirm, onClose }: AccountDialogProps) {
	const ref = useRef<HTMLDialogElement>(null);
	const id = useId();
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	useEffect(() => {
		const dialog = ref.current;
		if (dialog && !dialog.open) dialog.showModal();
	}, []);

	const submit = async (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		const entered = new FormData(event.currentTarget).get('password');
		const typed = typeof entered === 'string' ? entered : '';
		const password = kind === 'set-password' ? typed : undefined;
		setBusy(true);
		const problem = await onConfirm(password);
		setBusy(false);
		if (problem === null) ref.current?.close();
		else setError(problem);
	};

	const title = fill(kind === 'remove' ? labels.removeTitle : labels.passwordTitle, {
		name: username,
	});
	return (
		<dialog
			ref={ref}
			className="hub-dialog"
			aria-labelledby={`${id}-title`}
			aria-describedby={`${id}-text`}
			onClose={onClose}
		>
			<form className="hub-dialog__form" onSubmit={(event) => void submit(event)}>
				<h2 id={`${id}-title`} className="hub-dialog__title">
					{title}
				</h2>
				<p id={`${id}-text`}>{kind === 'remove' ? labels.removeText : labels.passwordHint}</p>
				{kind === 'set-password' && (
					<label className="hub-dialog__field">
						<span>{labels.passwordLabel}</span>
						<input
							name="password"
							type="password"
							autoComplete="new-password"
							required
							minLength={10}
							maxLength={1024}
							aria-invalid={error !== null}
							{...(error === null ? {} : { 'aria-errormessage': `${id}-error` })}
						/>
					</label>
				)}
				{error !== null && (
					<p id={`${id}-error`} className="hub-dialog__error" role="alert">
						{error}
					</p>
				)}
				<div className="hub-dialog__buttons">
					<button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
						{kind === 'remove' ? labels.confirmRemove : labels.save}
					</button>
					<button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
						{labels.cancel}
					</button>
				</div>
			</form>
		</dialog>
	);
}
