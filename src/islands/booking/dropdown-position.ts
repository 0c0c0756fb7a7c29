/** Where the dropdown goes on wide screens (SPEC §4): under its button, or above when no room. */
export type DropdownPosition = {
	top: number;
	left: number;
	width: number;
	maxHeight: number;
	/** Opens upwards: `top` is then where its bottom edge goes. */
	above: boolean;
};

/** Gap between button and dropdown, and the least room kept to the window's edges, in px. */
const GAP = 8;
const EDGE = 16;
/** Below this height under the button, the dropdown opens above it instead. */
const MIN_ROOM = 360;
/** The dropdown's width: 26rem at 16 px. */
const WIDTH = 416;

/**
 * The fixed position of the dropdown for a button at `anchor` in a window of `viewport`: right
 * edges aligned, kept inside the window, under the button unless there is more room above.
 */
export function dropdownPosition(
	anchor: { top: number; bottom: number; right: number },
	viewport: { width: number; height: number },
): DropdownPosition {
	const width = Math.min(WIDTH, viewport.width - 2 * EDGE);
	const left = Math.max(EDGE, Math.min(anchor.right - width, viewport.width - width - EDGE));
	const below = viewport.height - anchor.bottom - GAP - EDGE;
	const above = anchor.top - GAP - EDGE;
	if (below >= MIN_ROOM || below >= above) {
		return { top: anchor.bottom + GAP, left, width, maxHeight: below, above: false };
	}
	return { top: anchor.top - GAP, left, width, maxHeight: above, above: true };
}

/** Room under the button the dropdown wants (30rem at 16 px): two seat groups and the buttons. */
const ROOM_WANTED = 480;
/** The button never scrolls higher than this: under the scrolled header and sticky bar (SPEC §9). */
const TOP_CLEARANCE = 130;

/**
 * How far to scroll the page down before the dropdown opens so it fits under its button (0 when
 * it already does, or the button cannot move up any further).
 */
export function scrollForRoom(
	anchor: { top: number; bottom: number },
	viewportHeight: number,
): number {
	const missing = ROOM_WANTED - (viewportHeight - anchor.bottom);
	return Math.max(0, Math.min(missing, anchor.top - TOP_CLEARANCE));
}
