import type { CardImage } from './cards.ts';

/**
 * A back-end image as `<picture>` filling its box (as `ResponsiveImage` with fit 'cover'): AVIF
 * and WebP sources, a JPEG/PNG fallback, lazy unless `eager`.
 */
export function Picture({
	image,
	sizes,
	eager = false,
	alt = image.alt,
}: {
	image: CardImage;
	sizes: string;
	eager?: boolean;
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
				loading={eager ? 'eager' : 'lazy'}
				decoding="async"
			/>
		</picture>
	);
}
