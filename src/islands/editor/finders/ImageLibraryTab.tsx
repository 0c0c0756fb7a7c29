import type { LibraryImage } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import type { FormLabels } from '../forms/labels.ts';
import { FinderSearch } from './FinderSearch.tsx';

type Props = { api: EditorApi; labels: FormLabels; onPick: (image: LibraryImage) => void };

/** The image library (api.listImages): a search box, a grid of thumbnails and paging. */
export function ImageLibraryTab({ api, labels, onPick }: Props) {
	return (
		<FinderSearch
			labels={labels.finder}
			search={(text, number) => api.listImages(text, number)}
			pagesOf={(data) => ({ hasPrevious: data?.previous != null, hasNext: data?.next != null })}
		>
			{(data) => (
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
		</FinderSearch>
	);
}
