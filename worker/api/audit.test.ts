import { describe, expect, it } from 'vitest';
import { api, login } from '../test/helpers';
import { createStaff, signedInStaff } from '../test/staff';

describe('GET /api/audit', () => {
  it('lists entries newest first with the actor and, for an account, its name; paged with X-Next-Cursor', async () => {
    const owner = await login();
    const members = [
      await createStaff({ name: 'Anil' }),
      await createStaff({ name: 'Bina' }),
      await createStaff({ name: 'Chitra' }),
    ];
    for (const m of members)
      expect((await api('PATCH', `/api/staff/${m.id}`, { token: owner, body: { role: 'owner' } })).status).toBe(200);
    const first = await api('GET', '/api/audit?limit=2', { token: owner });
    expect(first.status).toBe(200);
    expect(first.json).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        actor: { name: 'Owner', email: 'admin@example.com', role: 'owner' },
        action: 'staff.role-changed',
        targetType: 'staff',
        targetId: members[2].id,
        targetName: 'Chitra',
        detail: { role: 'owner' },
      },
      expect.objectContaining({ targetName: 'Bina' }),
    ]);
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const second = await api('GET', `/api/audit?limit=2&cursor=${cursor}`, { token: owner });
    expect(second.json[0]).toMatchObject({ targetName: 'Anil' });
    expect(Number(second.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(3);
  });

  it('is for owners: staff get 403, anonymous callers 401; a bad cursor or limit is 400', async () => {
    const { token } = await signedInStaff();
    expect((await api('GET', '/api/audit', { token })).status).toBe(403);
    expect((await api('GET', '/api/audit')).status).toBe(401);
    const owner = await login();
    expect((await api('GET', '/api/audit?cursor=bad!', { token: owner })).status).toBe(400);
    expect((await api('GET', '/api/audit?cursor=bm9wZQ', { token: owner })).status).toBe(400);
    expect((await api('GET', '/api/audit?limit=201', { token: owner })).status).toBe(400);
  });
});
