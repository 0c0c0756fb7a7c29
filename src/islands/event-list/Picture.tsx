import type { CardImage } from '../../lib/events/cards.ts';

/**
 * A back-end image as `<picture>` filling its box (as `ResponsiveImage` with fit 'cover'): AVIF
 * and WebP sources, a JPEG/PNG fallback, lazy unless `lead`: the list's first image, which a
 * phone shows in its first screen, loads at once and first.
 */
export function Picture({
	image,
	sizes,
	lead = false,
	alt = image.alt,
}: {
	image: CardImage;
	sizes: string;
	lead?: boolean;
	alt?: string;
}) {
	return (
		<picture className="event-picture">
			{image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
			{image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
			<img
				src={image.url}
				srcSet={image.fallback || undefined}
				sizes={image.fallback ? sizes : undefined}
				width={image.width}
				height={image.height}
				alt={alt}
				loading={lead ? 'eager' : 'lazy'}
				fetchPriority={lead ? 'high' : undefined}
				decoding="async"
			/>
		</picture>
	);
}
