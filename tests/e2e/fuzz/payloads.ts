/**
 * Hostile values the fuzz cases are built from: each list is one kind of malformed input
 * (wrong types, encodings, injections, traversal). Already URL-encoded where they go into URLs.
 */

/** A 10 kB+ value, the size that once broke naive parsers. */
export const HUGE = 'A'.repeat(10_500);

/** Query or path values of the wrong type or shape. */
export const WRONG_TYPES = [
	'abc',
	'-1',
	'0',
	'1.5',
	'1e309',
	'NaN',
	'Infinity',
	'99999999999999999999999',
	'-9007199254740993',
	'0x1f',
	'true',
	'null',
	'undefined',
	'[]',
	'%7B%7D',
	'99-99-9999',
	'2024-13-45',
	'0000-00-00',
	'2024-02-30T25:61:61Z',
	'',
	'%20',
];

/** Encodings that trip decoders: NUL, invalid and overlong UTF-8, lone surrogates, RTL, emoji. */
export const ENCODINGS = [
	'%00',
	'a%00b',
	'%ff',
	'%fe%ff',
	'%c0%af',
	'%e0%80%af',
	'%ed%a0%80',
	'%',
	'%zz',
	'%%',
	'%25',
	encodeURIComponent('\u202eevil\u202c'),
	encodeURIComponent('👨‍👩‍👧‍👦🎭'),
	encodeURIComponent('ÄÖÜß'),
	encodeURIComponent('日本語'),
	encodeURIComponent('\u0000\u0001\u001f'),
	'%F0%9F%98',
];

/** Injection strings (SQL, HTML, templates, prototype pollution). */
export const INJECTIONS = [
	"' OR 1=1--",
	'" OR ""="',
	'1; DROP TABLE documents;--',
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	'{{7*7}}',
	'${7*7}',
	'${}',
	'#{7*7}',
	'__proto__',
	'constructor',
	'%s%s%s%n',
	'javascript:alert(1)',
].map(encodeURIComponent);

/** Path traversal, plain and encoded, and at the media and upload roots. */
export const TRAVERSALS = [
	'..%2f..%2fetc%2fpasswd',
	'%2e%2e%2f%2e%2e%2fetc%2fpasswd',
	'..%5c..%5cwindows%5cwin.ini',
	'%2e%2e',
	'....%2f%2f....%2f%2fetc%2fpasswd',
	'..%252f..%252fcms.sqlite',
	'..%c0%af..%c0%afetc%c0%afpasswd',
];

/** Raw paths sent without client-side normalisation (dot segments survive). */
export const RAW_PATHS = [
	'/../../etc/passwd',
	'/de/../../etc/passwd',
	'/media/uploads/..%2f..%2fcms.sqlite',
	'/media/uploads/../../cms.sqlite',
	'/media/../cms.sqlite',
	'/media/%2e%2e/%2e%2e/etc/passwd',
	'/_astro/../../package.json',
	'/de/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
	'/api/../../../etc/passwd',
	'//etc/passwd',
	'/de//events//',
	'/de/events/%2e%2e/%2e%2e/cms.sqlite',
	'/de/impressum%00.html',
	'/de/impressum/..;/..;/',
	'/pageeditor-api/page/..%2f..%2f..%2fetc%2fpasswd',
];

/** Every value kind above, for cases that mix them. */
export const ANY_VALUE = [...WRONG_TYPES, ...ENCODINGS, ...INJECTIONS, ...TRAVERSALS];
