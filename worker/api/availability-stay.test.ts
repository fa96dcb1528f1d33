import { beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables } from '../test/helpers';
import { addDays, berlinToday } from '../../shared/berlin-time';

beforeEach(clearTables);

describe('GET /api/schedule/availability names the party’s stay (issue 31: a full time’s waitlist window)', () => {
  it('answers the stay band of the party size, the same the booking would hold its table for', async () => {
    const date = addDays(berlinToday(), 6);
    const two = await api('GET', `/api/schedule/availability?date=${date}&guests=2`);
    expect(two.status).toBe(200);
    expect(two.json.stayMinutes).toBe(90);
    const four = await api('GET', `/api/schedule/availability?date=${date}&guests=4`);
    expect(four.json.stayMinutes).toBe(120);
  });
});
