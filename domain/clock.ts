/**
 * "Now" for the product's rules (docs/architecture.md, "Clocks"). On the server it is the machine's clock.
 * In the app it is the device's clock corrected by its offset to the server's clock, measured from the
 * `Date` header of the API's answers (src/api/client.ts), so a phone whose clock is wrong still sees the
 * right "today", the right open-now marker and the start times that really have not begun.
 */
let offsetMs = 0;

/** The current time on the server's clock, as far as this process knows it. */
export const appNow = (): Date => new Date(Date.now() - offsetMs);

/** Offsets below this are the Date header's one-second rounding and the network, not a wrong clock. */
const NEGLIGIBLE_MS = 5_000;

/** Takes a server's `Date` header seen at `deviceNow`; the header is rounded down to the second. */
export function observeServerDate(header: string | null | undefined, deviceNow: number = Date.now()): void {
  const server = header ? Date.parse(header) : NaN;
  if (Number.isNaN(server)) return;
  const offset = deviceNow - (server + 500);
  const next = Math.abs(offset) < NEGLIGIBLE_MS ? 0 : offset;
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of corrected) listener();
}

const corrected = new Set<() => void>();

/**
 * Calls `listener` whenever "now" is corrected (the first answer of a phone whose clock is wrong): a screen shown
 * before that answer reads the time again at once. Returns what stops it.
 */
export function onClockCorrected(listener: () => void): () => void {
  corrected.add(listener);
  return () => corrected.delete(listener);
}
