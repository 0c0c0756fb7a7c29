import { useId } from 'react';

type Props = {
	label: string;
	value: string;
	onChange: (value: string) => void;
};

/** The search input of a finder (searches as the editor types; Enter does not submit anything). */
export function SearchBox({ label, value, onChange }: Props) {
	const id = useId();
	return (
		<div className="editor-finder-search">
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				type="search"
				name="q"
				autoComplete="off"
				value={value}
				onChange={(event) => onChange(event.currentTarget.value)}
				onKeyDown={(event) => {
					if (event.key === 'Enter') event.preventDefault();
				}}
			/>
		</div>
	);
}

type PagerProps = {
	page: number;
	hasPrevious: boolean;
	hasNext: boolean;
	labels: { previous: string; next: string; page: string };
	onPage: (page: number) => void;
};

/** Previous / next buttons of a finder's result pages. */
export function Pager({ page, hasPrevious, hasNext, labels, onPage }: PagerProps) {
	if (!hasPrevious && !hasNext) return null;
	return (
		<div className="editor-finder-pager">
			<button type="button" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
				{labels.previous}
			</button>
			<span aria-live="polite">
				{labels.page} {page}
			</span>
			<button type="button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
				{labels.next}
			</button>
		</div>
	);
}
