import { iconId, type IconName } from '../../components/ui/icons/icon-shapes.ts';

/**
 * The site's stroked 24×24 icons, drawn by `<use>` from the page's sprite (`IconSprite.astro`,
 * on every page), as `Icon.astro` draws them; decorative: controls name themselves.
 */
function Icon({
	name,
	size = '1.25em',
	rotate,
}: {
	name: IconName;
	size?: string;
	rotate?: number;
}) {
	return (
		<svg
			className="icon"
			width={size}
			height={size}
			style={rotate ? { rotate: `${rotate}deg` } : undefined}
			focusable="false"
			aria-hidden="true"
		>
			<use href={`#${iconId(name)}`} />
		</svg>
	);
}

export const ChevronIcon = ({ up = false }: { up?: boolean }) => (
	<Icon name="chevron" size="1.1em" {...(up ? { rotate: 180 } : {})} />
);

export const CloseIcon = ({ size = '1em' }: { size?: string }) => <Icon name="close" size={size} />;

export const CalendarIcon = () => <Icon name="calendar" size="1.15em" />;

export const FilterIcon = () => <Icon name="filter" size="1.15em" />;

export const ClockIcon = () => <Icon name="clock" size="1.1em" />;

export const LocationIcon = () => <Icon name="location" size="1.05em" />;

export const ArrowIcon = ({ direction = 'right' }: { direction?: 'right' | 'down' | 'left' }) => (
	<Icon name="arrow" size="1.15em" rotate={{ right: 0, down: 90, left: 180 }[direction]} />
);
