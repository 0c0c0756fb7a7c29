import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronIcon } from './Icons.tsx';

/**
 * A filter dropdown as `<details>`: it opens and closes without JavaScript; hydrated, the bar
 * keeps one open at a time, and a click outside or Escape closes it (Escape returns focus to the
 * toggle).
 */
export function Dropdown({
	id,
	label,
	value,
	icon,
	open,
	onOpenChange,
	className = '',
	children,
}: {
	/** The id of the label, which also names the panel's list. */
	id: string;
	label: string;
	/** The chosen value, shown after the label. */
	value: string | null;
	icon?: ReactNode;
	open: boolean;
	onOpenChange: (open: boolean) => void;
	className?: string;
	/** The panel's content; `close` closes the dropdown and returns focus to its toggle. */
	children: (close: () => void) => ReactNode;
}) {
	const ref = useRef<HTMLDetailsElement>(null);

	useEffect(() => {
		if (!open) return;
		const closeOutside = (event: PointerEvent) => {
			if (!ref.current?.contains(event.target as Node)) onOpenChange(false);
		};
		document.addEventListener('pointerdown', closeOutside);
		return () => document.removeEventListener('pointerdown', closeOutside);
	}, [open, onOpenChange]);

	return (
		<details
			ref={ref}
			className={`filter-dropdown ${className}`}
			open={open}
			onToggle={(event) => {
				if (event.currentTarget.open !== open) onOpenChange(event.currentTarget.open);
			}}
			onBlur={(event) => {
				// Tabbing on past the panel closes it; a click elsewhere is handled above.
				const next = event.relatedTarget as Node | null;
				if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
			}}
			onKeyDown={(event) => {
				if (event.key !== 'Escape' || !open) return;
				event.preventDefault();
				event.stopPropagation();
				onOpenChange(false);
				ref.current?.querySelector('summary')?.focus();
			}}
		>
			<summary className="filter-dropdown__toggle">
				{icon}
				<span className="filter-dropdown__label" id={id}>
					{label}
				</span>
				{value && <span className="filter-dropdown__value">{value}</span>}
				<ChevronIcon up={open} />
			</summary>
			<div className="filter-dropdown__panel">
				{children(() => {
					onOpenChange(false);
					ref.current?.querySelector('summary')?.focus();
				})}
			</div>
		</details>
	);
}
