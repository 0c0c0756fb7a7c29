import { benchCartRush } from './measure-rush.ts';
console.log(
	await benchCartRush({ port: 4912, perSecond: Number(process.env.RATE ?? 1000), seconds: 10 }),
);
