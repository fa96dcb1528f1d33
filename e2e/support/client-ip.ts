/**
 * Headers that make a request come from a client of its own, as Cloudflare's edge would report it
 * (local workerd passes CF-Connecting-IP through). Setup calls use it so that the journeys' many
 * sign-ins and bookings never spend the per-client rate limits (10 a minute, docs/operations.md)
 * of the browser they drive from 127.0.0.1; the limits themselves stay on.
 */
export function asNewClient(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 256);
  return { 'CF-Connecting-IP': `100.${64 + Math.floor(Math.random() * 64)}.${octet()}.${octet()}` };
}
