/**
 * Preloaded into a server (`node --import`) so that its clock reads `FIXED_NOW` when it starts
 * and runs on from there: the demo content is seeded around that moment and every page says
 * 'today' of that day, whatever day the test runs. Only `Date` is moved; timers are untouched.
 */
const fixed = Date.parse(process.env['FIXED_NOW'] ?? '');
if (Number.isNaN(fixed)) throw new Error('FIXED_NOW must be an ISO date-time');

const RealDate = Date;
const offset = fixed - RealDate.now();
const now = () => RealDate.now() + offset;

// A proxy rather than a subclass: `instanceof Date` stays true for dates Node itself creates.
globalThis.Date = new Proxy(RealDate, {
	construct(target, args: unknown[], newTarget) {
		return args.length === 0
			? Reflect.construct(target, [now()], newTarget)
			: Reflect.construct(target, args, newTarget);
	},
	apply: () => new RealDate(now()).toString(),
	get(target, property, receiver) {
		return property === 'now' ? now : Reflect.get(target, property, receiver);
	},
});
