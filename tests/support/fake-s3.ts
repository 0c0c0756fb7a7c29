import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One stored object of the fake. */
type StoredObject = { body: Buffer; contentType: string; lastModified: Date };

/** A running fake: its endpoint, its objects (key → object, bucket-less) and a stop. */
export type FakeS3 = {
	endpoint: string;
	objects: Map<string, StoredObject>;
	/** Every request as `METHOD /bucket/key?query`, for tests of what the client asked. */
	requests: string[];
	stop(): Promise<void>;
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

/**
 * The few calls of the S3 REST protocol the media store makes — PutObject, GetObject (with
 * Range), HeadObject, ListObjectsV2, DeleteObjects — on one bucket, path-style, in memory, on
 * loopback. A test double for the wire protocol only: it checks no signature and no checksum.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
	const objects = new Map<string, StoredObject>();
	const requests: string[] = [];
	const server: Server = createServer((request, response) => {
		void (async () => {
			const url = new URL(request.url ?? '/', 'http://localhost');
			requests.push(`${request.method} ${url.pathname}${url.search}`);
			const [, bucketName = '', ...rest] = url.pathname.split('/');
			const key = decodeURIComponent(rest.join('/'));
			if (bucketName !== bucket) {
				response.writeHead(404, { 'content-type': 'application/xml' });
				response.end('<Error><Code>NoSuchBucket</Code></Error>');
				return;
			}
			const body = await bodyOf(request);
			if (request.method === 'PUT' && key) {
				objects.set(key, {
					body,
					contentType: request.headers['content-type'] ?? 'application/octet-stream',
					lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
				});
				response.writeHead(200, { etag: '"x"' });
				response.end();
				return;
			}
			if ((request.method === 'GET' || request.method === 'HEAD') && key) {
				const object = objects.get(key);
				if (!object) {
					response.writeHead(404, { 'content-type': 'application/xml' });
					response.end(
						request.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined,
					);
					return;
				}
				const headers: Record<string, string> = {
					'content-type': object.contentType,
					'last-modified': object.lastModified.toUTCString(),
				};
				const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
				let bytes = object.body;
				if (range) {
					bytes = object.body.subarray(Number(range[1]), Number(range[2]) + 1);
					headers['content-range'] = `bytes ${range[1]}-${range[2]}/${object.body.length}`;
				}
				headers['content-length'] = String(bytes.length);
				response.writeHead(range ? 206 : 200, headers);
				response.end(request.method === 'GET' ? bytes : undefined);
				return;
			}
			if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
				const prefix = url.searchParams.get('prefix') ?? '';
				const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
				const contents = keys
					.map(
						(k) =>
							`<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)?.body.length ?? 0}</Size></Contents>`,
					)
					.join('');
				response.writeHead(200, { 'content-type': 'application/xml' });
				response.end(
					`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
				);
				return;
			}
			if (request.method === 'POST' && url.searchParams.has('delete')) {
				for (const match of body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)) {
					const k = (match[1] ?? '').replace(
						/&#(\d+);|&amp;|&lt;|&gt;|&quot;|&apos;/g,
						(entity, code: string | undefined) =>
							code
								? String.fromCharCode(Number(code))
								: ((
										{
											'&amp;': '&',
											'&lt;': '<',
											'&gt;': '>',
											'&quot;': '"',
											'&apos;': "'",
										} as Record<string, string>
									)[entity] ?? entity),
					);
					objects.delete(k);
				}
				response.writeHead(200, { 'content-type': 'application/xml' });
				response.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
				return;
			}
			response.writeHead(400, { 'content-type': 'application/xml' });
			response.end('<Error><Code>NotImplemented</Code></Error>');
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		endpoint: `http://127.0.0.1:${port}`,
		objects,
		requests,
		stop: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
