/** An image type the library accepts: its MIME type and the extension its original is kept with. */
export type LibraryImageType = { contentType: string; extension: string };

const at = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
	signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** AVIF: an ISO-BMFF `ftyp` box whose major or a compatible brand is avif/avis. */
function isAvif(bytes: Uint8Array): boolean {
	if (!at(bytes, ascii('ftyp'), 4)) return false;
	const boxSize = Math.min(
		bytes.length,
		(((bytes[0] ?? 0) << 24) |
			((bytes[1] ?? 0) << 16) |
			((bytes[2] ?? 0) << 8) |
			(bytes[3] ?? 0)) >>>
			0,
	);
	for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
		if (at(bytes, ascii('avif'), offset) || at(bytes, ascii('avis'), offset)) return true;
	}
	return false;
}

const SIGNATURES: { type: LibraryImageType; matches: (bytes: Uint8Array) => boolean }[] = [
	{
		type: { contentType: 'image/jpeg', extension: 'jpg' },
		matches: (b) => at(b, [0xff, 0xd8, 0xff]),
	},
	{
		type: { contentType: 'image/png', extension: 'png' },
		matches: (b) => at(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	},
	{
		type: { contentType: 'image/webp', extension: 'webp' },
		matches: (b) => at(b, ascii('RIFF')) && at(b, ascii('WEBP'), 8),
	},
	{
		type: { contentType: 'image/gif', extension: 'gif' },
		matches: (b) => at(b, ascii('GIF87a')) || at(b, ascii('GIF89a')),
	},
	{ type: { contentType: 'image/avif', extension: 'avif' }, matches: isAvif },
];

/**
 * The library image type of a file judged by its first bytes alone (JPEG, PNG, WebP, GIF, AVIF);
 * undefined for anything else, whatever its name says.
 */
export function sniffLibraryImageType(bytes: Uint8Array): LibraryImageType | undefined {
	return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}
