import { describe, expect, it } from 'vitest';
import { barName, isLate, lanesOf, onPlan, planAxis, planRows, spanOf } from './plan-layout';

const booking = (over: Partial<Parameters<typeof barName>[0]> = {}) => ({
  _id: 'r1',
  name: 'Ravi Kumar',
  guests: 4,
  time: '19:00',
  endsAt: '21:00',
  status: 'confirmed' as const,
  tables: [{ id: 't5', name: 'T5' }],
  ...over,
});
const table = (id: string, area: string, priority: number, active = true) => ({
  id,
  name: id.toUpperCase(),
  area,
  priority,
  active,
  maxCovers: 4,
});

describe('the table plan’s layout', () => {
  it('names a bar by who, how many, when and where, and says seated or late', () => {
    expect(barName(booking(), false)).toBe('Ravi Kumar, 4 guests, 19:00–21:00, T5');
    expect(barName(booking({ status: 'seated' }), false)).toBe('Ravi Kumar, 4 guests, 19:00–21:00, T5, seated');
    expect(barName(booking({ tables: [] }), true)).toBe('Ravi Kumar, 4 guests, 19:00–21:00, No table, late');
    expect(
      barName(
        booking({
          guests: 1,
          tables: [
            { id: 'a', name: 'T5' },
            { id: 'b', name: 'T6' },
          ],
        }),
        false,
      ),
    ).toBe('Ravi Kumar, 1 guest, 19:00–21:00, T5 + T6');
  });

  it('calls a booking late once its start has passed in Berlin and nobody seated it', () => {
    expect(isLate(booking(), '2027-02-17', '2027-02-17 19:01')).toBe(true);
    expect(isLate(booking(), '2027-02-17', '2027-02-17 19:00')).toBe(false);
    expect(isLate(booking({ status: 'seated' }), '2027-02-17', '2027-02-17 20:00')).toBe(false);
    expect(isLate(booking({ status: 'pending' }), '2027-02-16', '2027-02-17 08:00')).toBe(true);
  });

  it('runs a stay past midnight on, and leaves cancelled and no-show bookings off the plan', () => {
    expect(spanOf({ time: '22:30', endsAt: '00:30' })).toEqual({ start: 1350, end: 1470 });
    expect(onPlan(booking({ status: 'cancelled' }))).toBe(false);
    expect(onPlan(booking({ status: 'no-show' }))).toBe(false);
    expect(onPlan(booking({ status: 'completed' }))).toBe(true);
  });

  it('spans the axis from the first slot to the last booking’s end, in whole hours', () => {
    const axis = planAxis(['17:30', '21:00'], [booking({ time: '21:00', endsAt: '23:15' })]);
    expect(axis).toMatchObject({ start: 17 * 60, end: 24 * 60 });
    expect(axis.hours).toHaveLength(7);
  });

  it('groups active tables by area in priority order and keeps bookings on no active table apart', () => {
    const tables = [
      table('p1', 'Terrace', 3),
      table('t2', 'Inside', 2),
      table('t5', 'Inside', 1),
      table('x', 'Inside', 0, false),
    ];
    const lost = booking({ _id: 'r2', tables: [{ id: 'x', name: 'X' }] });
    const { areas, unplaced } = planRows(tables, [booking(), lost]);
    expect(areas.map((a) => [a.area, a.rows.map((r) => r.id)])).toEqual([
      ['Inside', ['t5', 't2']],
      ['Terrace', ['p1']],
    ]);
    expect(areas[0].rows[0].bookings.map((b) => b._id)).toEqual(['r1']);
    expect(unplaced.map((b) => b._id)).toEqual(['r2']);
  });

  it('stacks bookings that overlap on one table in lanes, and lets a later one reuse a lane', () => {
    const { lane, lanes } = lanesOf([
      booking({ _id: 'a', time: '18:00', endsAt: '19:30' }),
      booking({ _id: 'b', time: '19:00', endsAt: '21:00' }),
      booking({ _id: 'c', time: '19:30', endsAt: '21:00' }),
    ]);
    expect(lanes).toBe(2);
    expect([lane.get('a'), lane.get('b'), lane.get('c')]).toEqual([0, 1, 0]);
    expect(barName(booking({ overCapacity: true }), false)).toBe(
      'Ravi Kumar, 4 guests, 19:00–21:00, T5, over capacity',
    );
  });
});
