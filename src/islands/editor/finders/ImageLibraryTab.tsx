import { useState } from 'react';
import type { LibraryImage } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import type { FormLabels } from '../forms/labels.ts';
import { Pager, SearchBox } from './SearchBox.tsx';
import { useDebouncedValue, useFinderSearch } from './use-finder-search.ts';

type Props = { api: EditorApi; labels: FormLabels; onPick(image: LibraryImage): void };

/** The image library (api.listImages): a search box, a grid of thumbnails and paging. */
export function ImageLibraryTab({ api, labels, onPick }: Props) {
	const [query, setQuery] = useState('');
	const [page, setPage] = useState(1);
	const q = useDebouncedValue(query.trim());
	const { data, loading, failed } = useFinderSearch(
		(text, number) => api.listImages(text, number),
		q,
		page,
	);
	const t = labels.finder;
	return (
		<>
			<SearchBox
				label={t.search}
				value={query}
				onChange={(value) => {
					setQuery(value);
					setPage(1);
				}}
			/>
			<div className="editor-finder-status" aria-live="polite">
				{loading
					? t.searching
					: failed
						? `${t.loadFailed} ${failed}`
						: data?.results.length === 0
							? t.noResults
							: ''}
			</div>
			{data && (
				<ul className="editor-finder-grid">
					{data.results.map((image) => (
						<li key={image.id}>
							<button type="button" className="editor-finder-thumb" onClick={() => onPick(image)}>
								<img
									src={
										image.image_thumbnails.small ??
										image.image_thumbnails.medium ??
										image.image_thumbnails.large
									}
									alt=""
									loading="lazy"
									width={160}
									height={120}
								/>
								<span>{image.name}</span>
							</button>
						</li>
					))}
				</ul>
			)}
			<Pager
				page={page}
				hasPrevious={data?.previous != null}
				hasNext={data?.next != null}
				labels={t}
				onPage={setPage}
			/>
		</>
	);
}
