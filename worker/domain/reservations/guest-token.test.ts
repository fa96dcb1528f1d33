import { describe, expect, it } from 'vitest';
import { signGuestToken, verifyGuestToken } from './guest-token';
import { signAdminToken } from '../staff/jwt';

const SECRET = 'guest-token-test-secret-0123456789abcdef';
const at = new Date('2026-11-23T12:00:00Z');
const inAnHour = new Date('2026-11-23T13:00:00Z');

describe('guest link tokens', () => {
  it('carry their subject for their own purpose until they expire', async () => {
    const token = await signGuestToken(SECRET, 'manage-booking', 'res-1', inAnHour, at);
    const check = await verifyGuestToken(SECRET, 'manage-booking', token, at);
    expect(check).toMatchObject({ ok: true, token: { subject: 'res-1', expiresAt: inAnHour.getTime() } });
    expect(await verifyGuestToken(SECRET, 'manage-booking', token, new Date('2026-11-23T13:00:01Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused for another purpose, with another key, when altered, and as admin tokens', async () => {
    const token = await signGuestToken(SECRET, 'data-access', 'guest@example.com', inAnHour, at);
    expect(await verifyGuestToken(SECRET, 'data-deletion', token, at)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyGuestToken(`${SECRET}x`, 'data-access', token, at)).toEqual({ ok: false, reason: 'invalid' });
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body.slice(0, -2)}${body.endsWith('A') ? 'B' : 'A'}${body.slice(-1)}.${signature}`;
    expect(await verifyGuestToken(SECRET, 'data-access', forged, at)).toEqual({ ok: false, reason: 'invalid' });
    const admin = await signAdminToken({ email: 'admin@example.com', sessionId: 's' }, SECRET, at);
    expect(await verifyGuestToken(SECRET, 'manage-booking', admin, at)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('each get their own id, for single use', async () => {
    const a = await signGuestToken(SECRET, 'data-deletion', 'g@example.com', inAnHour, at);
    const b = await signGuestToken(SECRET, 'data-deletion', 'g@example.com', inAnHour, at);
    const [ca, cb] = [
      await verifyGuestToken(SECRET, 'data-deletion', a, at),
      await verifyGuestToken(SECRET, 'data-deletion', b, at),
    ];
    expect(ca.ok && cb.ok && ca.token.id !== cb.token.id).toBe(true);
  });
});
