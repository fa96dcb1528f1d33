/** Cloudflare's production runtime refuses PBKDF2 above 100,000 iterations; local workerd does not. */
export const PBKDF2_ITERATIONS = 100_000;

const encoder = new TextEncoder();

/** Bytes as lower-case hex: salts, hashes and digests are stored as text. */
export const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);

export function randomSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

export async function hashPassword(password: string, saltHex: string, iterations = PBKDF2_ITERATIONS) {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations: Math.min(iterations, PBKDF2_ITERATIONS) },
    material,
    256,
  );
  return toHex(bits);
}

/** Compares in constant time, so the answer's timing says nothing about the hash. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, saltHex: string, iterations: number, expectedHex: string) {
  return constantTimeEqual(await hashPassword(password, saltHex, iterations), expectedHex);
}

/** HMAC-SHA256(key, message) as hex: a fingerprint of a secret that is useless without the key. */
export async function hmacHex(keyText: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(keyText), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}
