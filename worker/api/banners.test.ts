import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, count, login, rows } from '../test/helpers';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const banner = {
  image: '/images/onam.svg',
  title: 'Onam Sadya',
  description: 'Twenty-six dishes on a banana leaf',
  active: true,
};
const NOT_FOUND = { error: 'Banner not found', message: 'Banner not found' };

async function create(body: Record<string, unknown> = banner) {
  const res = await api('POST', '/api/banners', { token, body });
  expect(res.status).toBe(201);
  return res.json.banner as { _id: string; active: boolean };
}

describe('banners', () => {
  it('POST creates: 201, message and the banner', async () => {
    const res = await api('POST', '/api/banners', { token, body: banner });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Banner created');
    expect(res.json.banner).toEqual({ _id: expect.any(String), ...banner });
    expect(await count('SELECT count(*) AS n FROM banners')).toBe(1);
  });

  it('POST without image, title and description → 400 naming all three', async () => {
    const res = await api('POST', '/api/banners', { token, body: { image: '', title: ' ', description: '' } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      image: 'Image URL is required',
      title: 'Title is required',
      description: 'Description is required',
    });
    expect(await count('SELECT count(*) AS n FROM banners')).toBe(0);
  });

  it('GET /active shows only active banners; GET / (admin) shows all', async () => {
    const on = await create();
    const off = await create({ ...banner, title: 'Hidden', active: false });
    expect((await api('GET', '/api/banners/active')).json.map((b: any) => b._id)).toEqual([on._id]);
    const all = await api('GET', '/api/banners', { token });
    expect(all.status).toBe(200);
    expect(all.json.map((b: any) => b._id).sort()).toEqual([on._id, off._id].sort());
  });

  it('PUT updates: 200 and message; unknown id → 404 Banner not found', async () => {
    const b = await create();
    const res = await api('PUT', `/api/banners/${b._id}`, { token, body: { ...banner, title: 'Vishu' } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Banner updated');
    expect(res.json.banner.title).toBe('Vishu');
    expect((await rows<{ title: string }>('SELECT title FROM banners'))[0].title).toBe('Vishu');

    const missing = await api('PUT', '/api/banners/nope', { token, body: banner });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual(NOT_FOUND);
  });

  it('PATCH /toggle flips active both ways; unknown id → 404 Banner not found', async () => {
    const b = await create();
    const first = await api('PATCH', `/api/banners/toggle/${b._id}`, { token });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('Banner deactivated');
    expect(first.json.banner.active).toBe(false);
    expect((await api('GET', '/api/banners/active')).json).toEqual([]);
    const second = await api('PATCH', `/api/banners/toggle/${b._id}`, { token });
    expect(second.json.message).toBe('Banner activated');
    expect(second.json.banner.active).toBe(true);
    expect(await count('SELECT active AS n FROM banners WHERE id = ?', b._id)).toBe(1);

    const missing = await api('PATCH', '/api/banners/toggle/nope', { token });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual(NOT_FOUND);
  });

  it('DELETE removes: 200 and message; again → 404 Banner not found', async () => {
    const b = await create();
    const res = await api('DELETE', `/api/banners/${b._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Banner deleted');
    expect(await count('SELECT count(*) AS n FROM banners')).toBe(0);
    const again = await api('DELETE', `/api/banners/${b._id}`, { token });
    expect(again.status).toBe(404);
    expect(again.json).toEqual(NOT_FOUND);
  });
});
