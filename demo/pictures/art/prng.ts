/** A seeded pseudo-random source: the same seed always yields the same sequence. */
export interface Rng {
	/** Uniform in [0, 1). */
	next(): number;
	/** Uniform in [min, max). */
	range(min: number, max: number): number;
	/** Integer in [min, max], both inclusive. */
	int(min: number, max: number): number;
	/** One element of a non-empty list. */
	pick<T>(items: readonly T[]): T;
	/** True with probability p. */
	chance(p: number): boolean;
	/** Roughly normal around 0 with the given spread (sum of uniforms, bounded at ±3·spread). */
	jitter(spread: number): number;
	/** A list in a new order (Fisher–Yates). */
	shuffle<T>(items: readonly T[]): T[];
	/** An independent stream derived from this seed and a label, so adding draws in one part of a
	 * composition does not reshuffle every other part. */
	fork(label: string): Rng;
}

/** cyrb128: four well-mixed 32-bit words from a string. */
function hash128(str: string): [number, number, number, number] {
	let h1 = 1779033703;
	let h2 = 3144134277;
	let h3 = 1013904242;
	let h4 = 2773480762;
	for (let i = 0; i < str.length; i++) {
		const k = str.charCodeAt(i);
		h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
		h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
		h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
		h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
	}
	h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
	h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
	h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
	h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
	h1 ^= h2 ^ h3 ^ h4;
	h2 ^= h1;
	h3 ^= h1;
	h4 ^= h1;
	return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A stable 32-bit hash of a string. */
export function hashString(str: string): number {
	return hash128(str)[0];
}

/** Creates a generator (sfc32) seeded from any string. */
export function createRng(seed: string): Rng {
	let [a, b, c, d] = hash128(seed);
	const next = (): number => {
		a >>>= 0;
		b >>>= 0;
		c >>>= 0;
		d >>>= 0;
		let t = (a + b) | 0;
		a = b ^ (b >>> 9);
		b = (c + (c << 3)) | 0;
		c = (c << 21) | (c >>> 11);
		d = (d + 1) | 0;
		t = (t + d) | 0;
		c = (c + t) | 0;
		return (t >>> 0) / 4294967296;
	};
	// Warm up: the first outputs of sfc32 correlate with the seed words.
	for (let i = 0; i < 12; i++) next();
	const rng: Rng = {
		next,
		range: (min, max) => min + (max - min) * next(),
		int: (min, max) => min + Math.floor((max - min + 1) * next()),
		pick: (items) => {
			const item = items[Math.floor(items.length * next())];
			if (item === undefined) throw new Error('pick() needs a non-empty list');
			return item;
		},
		chance: (p) => next() < p,
		jitter: (spread) => (next() + next() + next() - 1.5) * 2 * spread,
		shuffle: (items) => {
			const out = [...items];
			for (let i = out.length - 1; i > 0; i--) {
				const j = Math.floor((i + 1) * next());
				const tmp = out[i] as (typeof out)[number];
				out[i] = out[j] as (typeof out)[number];
				out[j] = tmp;
			}
			return out;
		},
		fork: (label) => createRng(`${seed}\u0000${label}`),
	};
	return rng;
}
