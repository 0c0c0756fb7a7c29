import type { ReactNode } from 'react';

/** The site's stroked 24×24 icons (as `components/ui/icons`), decorative: controls name themselves. */
function Icon({
	size = '1.25em',
	rotate,
	children,
}: {
	size?: string;
	rotate?: number;
	children: ReactNode;
}) {
	return (
		<svg
			className="icon"
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width={size}
			height={size}
			fill="none"
			stroke="currentColor"
			strokeWidth="1.5"
			strokeLinecap="round"
			strokeLinejoin="round"
			style={rotate ? { rotate: `${rotate}deg` } : undefined}
			focusable="false"
			aria-hidden="true"
		>
			{children}
		</svg>
	);
}

export const ChevronIcon = ({ up = false }: { up?: boolean }) => (
	<Icon size="1.1em" {...(up ? { rotate: 180 } : {})}>
		<path d="M6 9.5l6 6 6-6" />
	</Icon>
);

export const CloseIcon = ({ size = '1em' }: { size?: string }) => (
	<Icon size={size}>
		<path d="M5.5 5.5l13 13M18.5 5.5l-13 13" />
	</Icon>
);

export const CalendarIcon = () => (
	<Icon size="1.15em">
		<rect x="3.75" y="5.25" width="16.5" height="15" rx="1" />
		<path d="M3.75 10h16.5M8 3.25v4M16 3.25v4" />
	</Icon>
);

export const FilterIcon = () => (
	<Icon size="1.15em">
		<path d="M4 6.5h16M7 12h10M10 17.5h4" />
	</Icon>
);

export const ClockIcon = () => (
	<Icon size="1.1em">
		<circle cx="12" cy="12" r="8.5" />
		<path d="M12 7.5V12l3 2" />
	</Icon>
);

export const LocationIcon = () => (
	<Icon size="1.05em">
		<path d="M12 21s-6.5-6-6.5-11.25a6.5 6.5 0 0 1 13 0C18.5 15 12 21 12 21z" />
		<circle cx="12" cy="9.75" r="2.25" />
	</Icon>
);

export const ArrowIcon = ({ direction = 'right' }: { direction?: 'right' | 'down' | 'left' }) => (
	<Icon size="1.15em" rotate={{ right: 0, down: 90, left: 180 }[direction]}>
		<path d="M3.5 12h16.5M14 6l6 6-6 6" />
	</Icon>
);
