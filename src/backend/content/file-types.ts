/** Largest upload accepted by POST /api/temp-files/ (bytes). */
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

/** An accepted upload type: its MIME type and the extensions a name may carry. */
type UploadType = {
	contentType: string;
	extensions: string[];
	matches: (bytes: Uint8Array) => boolean;
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
	signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const UPLOAD_TYPES: UploadType[] = [
	{
		contentType: 'application/pdf',
		extensions: ['pdf'],
		matches: (b) => startsWith(b, ascii('%PDF-')),
	},
	{
		contentType: 'image/jpeg',
		extensions: ['jpg', 'jpeg'],
		matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
	},
	{
		contentType: 'image/png',
		extensions: ['png'],
		matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	},
	{
		contentType: 'image/webp',
		extensions: ['webp'],
		matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
	},
	{
		contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		extensions: ['docx'],
		// A .docx is a ZIP archive; the name decides between it and other ZIP files.
		matches: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
	},
];

/**
 * The MIME type of an allowed upload (pdf, jpg, png, webp, docx), judged by the file's first
 * bytes and its name's extension together; undefined when not allowed.
 */
export function allowedUploadType(name: string, bytes: Uint8Array): string | undefined {
	const extension = name.toLowerCase().split('.').pop() ?? '';
	const type = UPLOAD_TYPES.find((candidate) => candidate.extensions.includes(extension));
	return type && type.matches(bytes) ? type.contentType : undefined;
}

/** A file name safe to echo back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
	const base = name.split(/[\\/]/).pop() ?? '';
	const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
	return (cleaned || 'upload').slice(-200);
}
