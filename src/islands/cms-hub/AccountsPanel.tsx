import { useState } from 'react';
import type { AccountAction, Locale, StaffAccount } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { dashboardCalls, requestAccountAction, type Fetch } from './hub-api.ts';
import type { HubLabels } from './hub-labels.ts';
import { HubPanel } from './HubPanel.tsx';
import { usePanel } from './use-panel.ts';

export type AccountsPanelProps = {
	uiLocale: Locale;
	labels: HubLabels['accounts'];
	panelLabels: Pick<HubLabels, 'loading' | 'error' | 'retry'>;
	fetcher: Fetch;
	/** Told after every change (the audit log reloads). */
	onChanged: () => void;
};

type Pending = { kind: 'set-password' | 'remove'; account: StaffAccount };

/**
 * The hub's account list: role, last login and status of each account, with disable/enable,
 * set password and remove (the last two in a dialog). The server refuses what would leave no
 * active staff account; its reason is shown above the list.
 */
export function AccountsPanel({
	uiLocale,
	labels,
	panelLabels,
	fetcher,
	onChanged,
}: AccountsPanelProps) {
	const calls = dashboardCalls(fetcher, uiLocale);
	const [loaded, retry] = usePanel((signal) => calls.accounts(signal), 'accounts');
	const [changed, setChanged] = useState<StaffAccount[] | null>(null);
	const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
	const [pending, setPending] = useState<Pending | null>(null);
	const at = (iso: string) => formatEditorDateTime(iso, uiLocale);

	const errorText = (code: string) =>
		labels.errors[code as keyof HubLabels['accounts']['errors']] ??
		fill(labels.failed, { status: code });

	/** Runs `action`; answers the error text, or null when done. */
	const run = async (
		account: StaffAccount,
		action: AccountAction,
		password?: string,
	): Promise<string | null> => {
		const outcome = await requestAccountAction(fetcher, document.cookie, {
			uiLocale,
			id: account.id,
			action,
			...(password === undefined ? {} : { password }),
		});
		if (outcome.kind === 'done') {
			setChanged(outcome.accounts);
			setMessage({ text: labels.done, tone: 'ok' });
			onChanged();
			return null;
		}
		const text =
			outcome.kind === 'refused' ? errorText(outcome.code) : fill(labels.failed, outcome);
		return text;
	};
	const click = async (account: StaffAccount, action: AccountAction) => {
		setMessage(null);
		const problem = await run(account, action);
		if (problem !== null) setMessage({ text: problem, tone: 'error' });
	};

	const state = changed ? { status: 'ready' as const, data: changed } : loaded;
	return (
		<HubPanel
			id="accounts"
			title={labels.title}
			state={state}
			onRetry={() => {
				setChanged(null);
				retry();
			}}
			labels={panelLabels}
			empty=""
			isEmpty={(list) => list.length === 0}
		>
			{(accounts) => (
				<>
					<p
						className={`hub-accounts__message hub-accounts__message--${message?.tone ?? 'none'}`}
						role={message?.tone === 'error' ? 'alert' : 'status'}
					>
						{message?.text ?? ''}
					</p>
					<ul className="hub-list hub-accounts">
						{accounts.map((account) => (
							<li key={account.id} className="hub-list__item hub-account">
								<div className="hub-account__body">
									<p className="hub-account__name">
										{account.username}{' '}
										<span className="hub-account__role">
											{account.is_staff ? labels.staff : labels.user}
										</span>
									</p>
									<p className="hub-list__meta">
										{account.last_login_at
											? fill(labels.lastLogin, { time: at(account.last_login_at) })
											: labels.never}
									</p>
									{account.disabled_at && (
										<p className="hub-account__disabled">
											{fill(labels.disabled, { time: at(account.disabled_at) })}
										</p>
									)}
								</div>
								<div
									className="hub-account__actions"
									role="group"
									aria-label={fill(labels.actionsFor, { name: account.username })}
								>
									<button
										type="button"
										className="btn btn--secondary"
										onClick={() => void click(account, account.disabled_at ? 'enable' : 'disable')}
									>
										{account.disabled_at ? labels.enable : labels.disable}
									</button>
									<button
										type="button"
										className="btn btn--secondary"
										onClick={() => setPending({ kind: 'set-password', account })}
									>
										{labels.setPassword}
									</button>
									<button
										type="button"
										className="btn btn--secondary"
										onClick={() => setPending({ kind: 'remove', account })}
									>
										{labels.remove}
									</button>
								</div>
							</li>
						))}
					</ul>
					{pending && (
						<AccountDialog
							kind={pending.kind}
							username={pending.account.username}
							labels={labels}
							onConfirm={(password) => run(pending.account, pending.kind, password)}
							onClose={() => setPending(null)}
						/>
					)}
				</>
			)}
		</HubPanel>
	);
}
