/**
 * Where the end-to-end servers listen: castle on E2E_PORT_BASE+1, region on +2 (default base 4390),
 * so several test runs on one machine can use different ports.
 */
const base = Number(process.env['E2E_PORT_BASE'] ?? 4390);

export const PORTS = { castle: base + 1, region: base + 2 } as const;
export const CASTLE_URL = `http://127.0.0.1:${PORTS.castle}`;
export const REGION_URL = `http://127.0.0.1:${PORTS.region}`;
