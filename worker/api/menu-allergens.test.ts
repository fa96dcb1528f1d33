import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, insertMenuItem, login, rows } from '../test/helpers';

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

  it('German requests hear an unknown allergen in German', async () => {
    const headers = { 'Accept-Language': 'de' };
    const res = await api('POST', '/api/menu', { token, headers, body: { ...dish, allergens: ['shellfish'] } });
    expect(res.status).toBe(400);
    expect(res.json.fields.allergens).toMatch(/^Unbekanntes Allergen „shellfish“: erlaubt sind gluten, /);
  });

  it('refuses an allergen declared twice', async () => {
    const res = await api('POST', '/api/menu', { token, body: { ...dish, allergens: ['milk', 'milk'] } });
    expect(res.status).toBe(400);
    expect(res.json.fields.allergens).toBe('Each allergen may be declared once');
  });
});

describe('publishing needs a declaration (issue 30: "contains none" is a choice)', () => {
  const refusal = /^Declare the allergens before publishing this dish/;

  it.each([
    ['left out', {}],
    ['null', { allergens: null }],
  ])('a new available dish with its allergens %s → 400, nothing stored', async (_, extra) => {
    const res = await api('POST', '/api/menu', { token, body: { ...dish, ...extra } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(refusal);
    expect(res.json.fields.allergens).toMatch(refusal);
    expect(await rows('SELECT id FROM menu_items')).toEqual([]);
  });

  it('an undeclared dish may be saved unpublished, and is published once declared', async () => {
    const draft = await api('POST', '/api/menu', { token, body: { ...dish, available: false } });
    expect(draft.status).toBe(201);
    const id = draft.json.item._id;
    expect((await api('GET', '/api/menu/available')).json).toEqual([]);

    const refused = await api('PUT', `/api/menu/${id}`, { token, body: { ...dish, available: true } });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(refusal);
    const [still] = await rows<{ available: number }>('SELECT available FROM menu_items WHERE id = ?', id);
    expect(still.available).toBe(0);

    const published = await api('PUT', `/api/menu/${id}`, { token, body: { ...dish, available: true, allergens: [] } });
    expect(published.status).toBe(200);
    expect((await api('GET', '/api/menu/available')).json).toMatchObject([{ name: dish.name, allergens: [] }]);
  });

  it('an existing undeclared dish stays published until edited, and an edit must declare it', async () => {
    const old = await insertMenuItem({ name: 'Old Dosa' });
    expect((await api('GET', '/api/menu/available')).json).toMatchObject([{ name: 'Old Dosa', allergens: null }]);
    const edit = await api('PUT', `/api/menu/${old.id}`, { token, body: { ...dish, name: 'Old Dosa', price: 990 } });
    expect(edit.status).toBe(400);
    expect(edit.json.error).toMatch(refusal);
    const unpublish = await api('PUT', `/api/menu/${old.id}`, { token, body: { ...dish, available: false } });
    expect(unpublish.status).toBe(200);
  });

  it('answers a German request in German', async () => {
    const res = await api('POST', '/api/menu', { token, headers: { 'Accept-Language': 'de' }, body: dish });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^Geben Sie die Allergene an, bevor Sie dieses Gericht veröffentlichen/);
  });
});
