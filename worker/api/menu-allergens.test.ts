import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, login, rows } from '../test/helpers';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const dish = {
  name: 'Rava Kesari',
  description: 'Semolina pudding with ghee and cashews',
  price: 550,
  image: '/images/kesari.svg',
  category: 'desserts',
};

describe('allergens and additives on dishes (issue 30)', () => {
  it('are declared, stored, shown on the public lists, and kept when an update leaves them out', async () => {
    const body = { ...dish, allergens: ['gluten:wheat', 'milk', 'nuts:cashew'], additives: ['colouring'] };
    const created = await api('POST', '/api/menu', { token, body });
    expect(created.status).toBe(201);
    expect(created.json.item).toMatchObject({ allergens: body.allergens, additives: ['colouring'] });
    const id = created.json.item._id;
    const [row] = await rows<{ allergens: string; additives: string }>(
      'SELECT allergens, additives FROM menu_items WHERE id = ?',
      id,
    );
    expect(JSON.parse(row.allergens)).toEqual(body.allergens);

    const available = (await api('GET', '/api/menu/available')).json;
    expect(available[0]).toMatchObject({ allergens: body.allergens, additives: ['colouring'] });

    const updated = await api('PUT', `/api/menu/${id}`, { token, body: { ...dish, price: 600 } });
    expect(updated.json.item).toMatchObject({ price: 600, allergens: body.allergens, additives: ['colouring'] });
  });

  it('"contains none" is [] and stays distinct from "not declared" (null)', async () => {
    const none = await api('POST', '/api/menu', { token, body: { ...dish, name: 'Water', allergens: [] } });
    const unsaid = await api('POST', '/api/menu', { token, body: { ...dish, name: 'Juice', available: false } });
    expect(none.json.item.allergens).toEqual([]);
    expect(unsaid.json.item.allergens).toBeNull();
    const [row] = await rows<{ allergens: string | null }>('SELECT allergens FROM menu_items WHERE name = ?', 'Juice');
    expect(row.allergens).toBeNull();
  });

  it.each([
    [{ allergens: ['milk', 'shellfish'] }, 'allergens', 'shellfish'],
    [{ allergens: ['gluten:rice'] }, 'allergens', 'gluten:rice'],
    [{ allergens: ['nuts:peanut'] }, 'allergens', 'nuts:peanut'],
    [{ allergens: ['milk:cow'] }, 'allergens', 'milk:cow'],
    [{ additives: ['glitter'] }, 'additives', 'glitter'],
  ])('%j → 400 naming the code, nothing stored', async (extra, field, code) => {
    const res = await api('POST', '/api/menu', { token, body: { ...dish, ...extra } });
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toContain(`"${code}"`);
    expect(await rows('SELECT id FROM menu_items')).toEqual([]);
  });

  it('refuses an allergen declared twice', async () => {
    const res = await api('POST', '/api/menu', { token, body: { ...dish, allergens: ['milk', 'milk'] } });
    expect(res.status).toBe(400);
    expect(res.json.fields.allergens).toBe('Each allergen may be declared once');
  });
});
