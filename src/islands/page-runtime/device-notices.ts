// No optional chaining or nullish coalescing here: see browser-support.ts.
import { detectBrowser, isSupportedBrowser, type UserAgentBrand } from './browser-support.ts';
import { isLowBandwidth, type ConnectionHints } from './connection.ts';

/** The script-shown notices of the info layer (SPEC §2), in the order they are shown. */
export const NOTICE_KINDS = ['unsupportedBrowser', 'lowBandwidth', 'weakHardware'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What the notices are decided on: the navigator's answers, undefined where a browser lacks one. */
export interface DeviceFacts {
	userAgent: string;
	brands?: readonly UserAgentBrand[] | undefined;
	connection?: ConnectionHints | undefined;
	hardwareConcurrency?: number | undefined;
	deviceMemory?: number | undefined;
}

/**
 * A single logical processor, or less than 1 GiB of memory (Chromium reports 0.25 and 0.5 there).
 * Unknown values (0 or missing) count as enough.
 */
export function isWeakHardware(
	facts: Pick<DeviceFacts, 'hardwareConcurrency' | 'deviceMemory'>,
): boolean {
	const cores = facts.hardwareConcurrency || 0;
	const memory = facts.deviceMemory || 0;
	return cores === 1 || (memory > 0 && memory < 1);
}

/** The notices that apply to this device and have not been dismissed, in display order. */
export function pendingNotices(
	facts: DeviceFacts,
	isDismissed: (kind: NoticeKind) => boolean,
): NoticeKind[] {
	const applies: Record<NoticeKind, boolean> = {
		unsupportedBrowser: !isSupportedBrowser(detectBrowser(facts.userAgent, facts.brands)),
		lowBandwidth: isLowBandwidth(facts.connection),
		weakHardware: isWeakHardware(facts),
	};
	return NOTICE_KINDS.filter((kind) => applies[kind] && !isDismissed(kind));
}
