import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Shortest password accepted for a new or changed password. */
export const MIN_PASSWORD_LENGTH = 10;

const KEY_LENGTH = 64;
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scrypt(
			password.normalize('NFKC'),
			salt,
			KEY_LENGTH,
			{ ...options, maxmem: 64 * 1024 * 1024 },
			(error, key) => (error ? reject(error) : resolve(key)),
		);
	});
}

/** Hashes a password with scrypt and a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16);
	const key = await derive(password, salt, COST);
	return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
		'$',
	);
}

/** True when `password` matches `stored` (compared in constant time); false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [scheme, n, r, p, salt, hash] = stored.split('$');
	if (scheme !== 'scrypt' || !salt || !hash) return false;
	const expected = Buffer.from(hash, 'base64');
	const key = await derive(password, Buffer.from(salt, 'base64'), {
		N: Number(n),
		r: Number(r),
		p: Number(p),
	});
	return key.length === expected.length && timingSafeEqual(key, expected);
}

// A real hash of a random password, compared against when the user does not exist so that a
// wrong username takes as long as a wrong password (no user enumeration by timing).
let decoy: Promise<string> | undefined;

/** Spends the same work as a real verification and answers false. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
	decoy ??= hashPassword(randomBytes(24).toString('base64'));
	await verifyPassword(password, await decoy);
	return false;
}
