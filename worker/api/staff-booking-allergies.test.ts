import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, login, rows } from '../test/helpers';

/** Issue 30, decision 047: staff record the allergies a guest tells them by phone or at the door. */
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const date = berlinDay(3);
const staffBook = (extra: Record<string, unknown>) =>
  api('POST', '/api/reservations/staff-book', {
    token,
    body: { name: 'Ravi Phone', phone: '+49 30 7654321', date, time: '19:00', guests: 4, source: 'phone', ...extra },
  });

describe('a staff booking with allergies', () => {
  it('is stored without a consent tick and shown on the Service day', async () => {
    const res = await staffBook({ allergies: { allergens: ['sesame', 'peanuts'], note: 'Child, severe' } });
    expect(res.status).toBe(201);
    const day = await api('GET', `/api/reservations/day?date=${date}`, { token });
    expect(day.json.reservations).toHaveLength(1);
    expect(day.json.reservations[0]).toMatchObject({
      name: 'Ravi Phone',
      allergies: { allergens: ['peanuts', 'sesame'], note: 'Child, severe' },
    });
  });

  it('stores nothing when nothing was ticked or written, as a walk-in without allergies', async () => {
    expect((await staffBook({ allergies: { allergens: [], note: ' ' } })).status).toBe(201);
    expect((await staffBook({ name: 'Walk In', source: 'walk-in' })).status).toBe(201);
    expect(await rows('SELECT allergies FROM reservations')).toEqual([{ allergies: null }, { allergies: null }]);
  });

  it('refuses an unknown allergen with 400 naming it, and books nothing', async () => {
    const res = await staffBook({ allergies: { allergens: ['shellfish'] } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^Unknown allergen "shellfish"/);
    expect(await rows('SELECT id FROM reservations')).toEqual([]);
  });
});
