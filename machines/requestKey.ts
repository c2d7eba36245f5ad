/**
 * A new request key (a UUID, sent as `Idempotency-Key`, docs/api.md "A lost answer"). `crypto.randomUUID` exists only
 * on secure pages (https or localhost); a phone opening the app on a local network's address gets one made from
 * `crypto.getRandomValues`, which every page has.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
