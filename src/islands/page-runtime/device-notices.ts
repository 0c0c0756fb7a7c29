// No optional chaining or nullish coalescing here: see session-flags.ts.
import { isLowBandwidth, type ConnectionHints } from './connection.ts';

/**
 * The script-shown notices of the info layer (SPEC §2), in the order they are shown. The first is
 * the inline UNSUPPORTED_BROWSER_SCRIPT's (src/components/layout/inline-scripts.ts); the others
 * are this module's.
 */
export const NOTICE_KINDS = ['unsupportedBrowser', 'lowBandwidth', 'weakHardware'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type DeviceNoticeKind = Exclude<NoticeKind, 'unsupportedBrowser'>;

/** Where a closed notice is remembered for the session (with its kind appended). */
export const DISMISSED_KEY = 'info-layer-dismissed:';

/** What the notices are decided on: the navigator's answers, undefined where a browser lacks one. */
export interface DeviceFacts {
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

/** The device notices that apply and have not been dismissed, in display order. */
export function pendingNotices(
	facts: DeviceFacts,
	isDismissed: (kind: DeviceNoticeKind) => boolean,
): DeviceNoticeKind[] {
	const applies: Record<DeviceNoticeKind, boolean> = {
		lowBandwidth: isLowBandwidth(facts.connection),
		weakHardware: isWeakHardware(facts),
	};
	return (['lowBandwidth', 'weakHardware'] as const).filter(
		(kind) => applies[kind] && !isDismissed(kind),
	);
}

type NavigatorHints = Navigator & {
	connection?: DeviceFacts['connection'];
	deviceMemory?: number;
};

/** What this browser says about its device. */
export function readDeviceFacts(): DeviceFacts {
	const nav = navigator as NavigatorHints;
	return {
		connection: nav.connection,
		hardwareConcurrency: nav.hardwareConcurrency,
		deviceMemory: nav.deviceMemory,
	};
}
