import { useState } from 'react';
import type { Locale } from '../../lib/contract/index.ts';
import { requestPublish, type Fetch } from './hub-api.ts';
import { publishMessage, type PublishTone } from './hub-format.ts';
import type { HubLabels } from './hub-labels.ts';
import { RebuildProgress } from '../rebuild-progress/RebuildProgress.tsx';
import { useRebuildStatus } from '../rebuild-progress/use-rebuild-status.ts';

export type PublishButtonProps = {
	locale: Locale;
	labels: HubLabels['publish'];
	/** The fetch to publish with (tests); the browser's by default. */
	fetcher?: Fetch;
};

/**
 * Asks the site server to rebuild (POST /editor-api/publish with the CSRF token) and says how it
 * went; the button is disabled while the request runs. Below it, the server's own rebuild: its
 * progress while it runs (also one started before the hub was opened) and how it ended.
 */
export function PublishButton({ locale, labels, fetcher }: PublishButtonProps) {
	const [busy, setBusy] = useState(false);
	const [message, setMessage] = useState<{ text: string; tone: PublishTone } | null>(null);
	const rebuild = useRebuildStatus(fetcher);

	const publish = async () => {
		setBusy(true);
		setMessage(null);
		const outcome = await requestPublish(fetcher ?? fetch, document.cookie);
		setMessage(publishMessage(outcome, labels, locale));
		setBusy(false);
		rebuild.refresh();
	};

	return (
		<section className="hub-publish" aria-labelledby="hub-publish-title">
			<h2 id="hub-publish-title" className="hub-publish__title">
				{labels.title}
			</h2>
			<p className="hub-publish__intro">{labels.intro}</p>
			<button
				type="button"
				className="btn btn--primary hub-publish__button"
				onClick={() => void publish()}
				disabled={busy}
				aria-busy={busy}
			>
				{busy ? labels.busy : labels.button}
			</button>
			<p
				className={`hub-publish__message hub-publish__message--${message?.tone ?? 'none'}`}
				role="status"
			>
				{message?.text ?? ''}
			</p>
			<RebuildProgress status={rebuild.status} locale={locale} />
		</section>
	);
}
