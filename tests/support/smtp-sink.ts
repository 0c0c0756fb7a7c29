import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A mail as the sink received it: the SMTP envelope and the raw message. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/** What the sink answers a message: accept it, or refuse it with an SMTP code. */
export type SinkVerdict = 'accept' | { code: number; message: string };

/**
 * A real SMTP server in this process (the `smtp-server` package) on a free loopback port, without
 * TLS or login: every message it accepts is kept in `received`. `verdict` decides per message
 * (default: accept all).
 */
export async function startSmtpSink(verdict: (raw: string) => SinkVerdict = () => 'accept') {
	const received: ReceivedMail[] = [];
	const waiters: { count: number; resolve: () => void }[] = [];
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS', 'AUTH'],
		logger: false,
		// A client still connected (a pooled transport) is cut instead of waited for.
		closeTimeout: 50,
		onData(stream: SMTPServerDataStream, session, callback) {
			const chunks: Buffer[] = [];
			stream.on('data', (chunk: Buffer) => chunks.push(chunk));
			stream.on('end', () => {
				const raw = Buffer.concat(chunks).toString('utf8');
				const answer = verdict(raw);
				if (answer !== 'accept') {
					callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
					return;
				}
				received.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
					raw,
				});
				for (const waiter of waiters.filter((w) => received.length >= w.count)) {
					waiters.splice(waiters.indexOf(waiter), 1);
					waiter.resolve();
				}
				callback();
			});
		},
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	return {
		url: `smtp://127.0.0.1:${port}`,
		received,
		/** Resolves once `count` messages have arrived in all. */
		waitFor(count: number): Promise<void> {
			if (received.length >= count) return Promise.resolve();
			return new Promise((resolve) => waiters.push({ count, resolve }));
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

/** A parsed message: its headers (lower-case names, unfolded, encoded words decoded) and parts. */
export type ParsedMail = {
	headers: Map<string, string[]>;
	header(name: string): string | undefined;
	text: string;
	html: string;
};

function decodeWords(value: string): string {
	return value
		.replace(/\?=\s+=\?/g, '?==?')
		.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
			encoding.toLowerCase() === 'b'
				? Buffer.from(data, 'base64').toString('utf8')
				: Buffer.from(
						data
							.replace(/_/g, ' ')
							.replace(/=([0-9a-f]{2})/gi, (__, hex: string) =>
								String.fromCharCode(parseInt(hex, 16)),
							),
						'latin1',
					).toString('utf8'),
		);
}

function splitHead(raw: string): { headers: Map<string, string[]>; body: string } {
	const end = raw.indexOf('\r\n\r\n');
	const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
	const headers = new Map<string, string[]>();
	for (const line of head.split('\r\n')) {
		const colon = line.indexOf(':');
		const name = line.slice(0, colon).trim().toLowerCase();
		headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())]);
	}
	return { headers, body: raw.slice(end + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
	if (encoding === 'base64')
		return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
	if (encoding === 'quoted-printable') {
		const bytes = body
			.replace(/=\r\n/g, '')
			.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
		return Buffer.from(bytes, 'latin1').toString('utf8');
	}
	return body;
}

/** Parses a message of one text part or a multipart/alternative of text and HTML. */
export function parseMail(raw: string): ParsedMail {
	const { headers, body } = splitHead(raw);
	const first = (name: string) => headers.get(name)?.[0];
	const parts: { type: string; content: string }[] = [];
	const boundary = /boundary="?([^";]+)"?/i.exec(first('content-type') ?? '')?.[1];
	const chunks = boundary
		? body.split(`--${boundary}`).slice(1, -1)
		: [
				`Content-Type: ${first('content-type')}\r\nContent-Transfer-Encoding: ${first('content-transfer-encoding') ?? '7bit'}\r\n\r\n${body}`,
			];
	for (const chunk of chunks) {
		const part = splitHead(chunk.replace(/^\r\n/, ''));
		const type = part.headers.get('content-type')?.[0] ?? '';
		const encoding = part.headers.get('content-transfer-encoding')?.[0]?.toLowerCase();
		parts.push({
			type,
			content: decodeBody(part.body.replace(/\r\n$/, ''), encoding).replace(/\r\n/g, '\n'),
		});
	}
	return {
		headers,
		header: first,
		text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
		html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
	};
}
