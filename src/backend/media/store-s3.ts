import {
	DeleteObjectsCommand,
	GetObjectCommand,
	HeadObjectCommand,
	ListObjectsV2Command,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkMediaKey, type MediaEnv, type MediaStore } from './media-store.ts';

/** Where an S3 store keeps its objects. */
export type S3StoreConfig = {
	bucket: string;
	/** Put before every key: '' or a path ending in `/`. */
	prefix: string;
	/** An S3-compatible service's URL (MinIO, R2, …); unset = AWS S3 of `region`. */
	endpoint?: string | undefined;
	region: string;
	/** A client of one's own (tests); else one is made from the fields above and the AWS env. */
	client?: S3Client;
};

/**
 * The S3 configuration in `env`: MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT (then path-style addressing,
 * which every S3-compatible service understands), MEDIA_S3_REGION or AWS_REGION (default
 * us-east-1), MEDIA_S3_PREFIX. Credentials are not read here: the SDK takes them from the usual
 * AWS environment (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, or the role of the host).
 */
export function s3ConfigFromEnv(env: MediaEnv, bucket: string): S3StoreConfig {
	const rawPrefix = env['MEDIA_S3_PREFIX']?.trim().replace(/^\/+|\/+$/g, '') ?? '';
	if (rawPrefix !== '') checkMediaKey(rawPrefix);
	return {
		bucket,
		prefix: rawPrefix === '' ? '' : `${rawPrefix}/`,
		endpoint: env['MEDIA_S3_ENDPOINT']?.trim() || undefined,
		region: env['MEDIA_S3_REGION']?.trim() || env['AWS_REGION']?.trim() || 'us-east-1',
	};
}

/** The client for `config`: path-style addressing at a custom endpoint. */
export function s3ClientFor(config: S3StoreConfig): S3Client {
	return (
		config.client ??
		new S3Client({
			region: config.region,
			...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
		})
	);
}

function isNotFound(error: unknown): boolean {
	return (
		error instanceof S3ServiceException &&
		(error.$metadata.httpStatusCode === 404 ||
			error.name === 'NoSuchKey' ||
			error.name === 'NotFound')
	);
}

/** Objects per DeleteObjects request (S3's limit). */
const DELETE_BATCH = 1000;

/**
 * A media store in an S3 bucket (AWS S3 or an S3-compatible service): object key = prefix + key.
 * A PUT replaces an object whole, so readers never see part of one; ranges are read with the
 * Range header, so a video seeks without loading all of it.
 */
export function s3Store(config: S3StoreConfig): MediaStore {
	const client = s3ClientFor(config);
	const { bucket } = config;
	const objectKey = (key: string) => `${config.prefix}${checkMediaKey(key)}`;
	return {
		location: `s3://${bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
		async put(key, body, contentType) {
			await client.send(
				new PutObjectCommand({
					Bucket: bucket,
					Key: objectKey(key),
					Body: body,
					...(contentType ? { ContentType: contentType } : {}),
				}),
			);
		},
		async get(key) {
			try {
				const answer = await client.send(
					new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
				);
				return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
			} catch (error) {
				if (isNotFound(error)) return undefined;
				throw error;
			}
		},
		async stat(key) {
			try {
				const answer = await client.send(
					new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
				);
				return {
					size: answer.ContentLength ?? 0,
					lastModified: answer.LastModified ?? new Date(0),
				};
			} catch (error) {
				if (isNotFound(error)) return undefined;
				throw error;
			}
		},
		async stream(key, { start, end }) {
			const answer = await client.send(
				new GetObjectCommand({
					Bucket: bucket,
					Key: objectKey(key),
					Range: `bytes=${start}-${end}`,
				}),
			);
			if (!answer.Body) throw new Error(`No media object ${key}`);
			return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
		},
		async removeAll(prefix) {
			const base = objectKey(prefix);
			let token: string | undefined;
			do {
				const page = await client.send(
					new ListObjectsV2Command({
						Bucket: bucket,
						Prefix: `${base}/`,
						ContinuationToken: token,
					}),
				);
				const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
				for (let at = 0; at < keys.length; at += DELETE_BATCH) {
					await client.send(
						new DeleteObjectsCommand({
							Bucket: bucket,
							Delete: {
								Objects: keys.slice(at, at + DELETE_BATCH).map((Key) => ({ Key })),
								Quiet: true,
							},
						}),
					);
				}
				token = page.IsTruncated ? page.NextContinuationToken : undefined;
			} while (token);
			// The prefix itself may be an object too.
			await client.send(
				new DeleteObjectsCommand({
					Bucket: bucket,
					Delete: { Objects: [{ Key: base }], Quiet: true },
				}),
			);
		},
	};
}
