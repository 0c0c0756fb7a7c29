import { LIST_TEASER_SIZES } from '../../lib/events/card-sizes.ts';
import type { TeaserCardData } from '../../lib/events/cards.ts';
import { ArrowIcon } from './Icons.tsx';
import { Picture } from './Picture.tsx';

/** An editorial teaser between the days of the event list (SPEC §3 'Event teaser'). */
export function ListTeaser({
	teaser,
	labels,
	lead = false,
}: {
	teaser: TeaserCardData;
	/** The list's first image: loaded at once and first (Picture). */
	lead?: boolean;
	labels: { teaserMore: string; externalHint: string };
}) {
	const headingId = `teaser-${teaser.id}`;
	return (
		<aside className="list-teaser cc01" aria-labelledby={headingId}>
			<div className="list-teaser__media">
				{teaser.image && <Picture image={teaser.image} sizes={LIST_TEASER_SIZES} lead={lead} />}
			</div>
			<div className="list-teaser__body">
				{teaser.preline && <p className="preline">{teaser.preline}</p>}
				<h2 className="list-teaser__headline" id={headingId}>
					{teaser.headline}
				</h2>
				{teaser.subline && <p className="list-teaser__subline">{teaser.subline}</p>}
				<a
					className="btn btn--secondary list-teaser__link"
					href={teaser.href}
					{...(teaser.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
				>
					{teaser.linkText || labels.teaserMore}
					<ArrowIcon />
					{teaser.external && <span className="visually-hidden"> {labels.externalHint}</span>}
				</a>
			</div>
		</aside>
	);
}
