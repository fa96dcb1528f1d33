import { exports } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, login } from '../test/helpers';

// The German templates are stand-ins under worker/test/assets/_home/de, as the build writes them.

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

describe('GET /de (the German home page, drawn by the Worker)', () => {
  it('draws the first banner into the German template', async () => {
    const added = await api('POST', '/api/banners', {
      token,
      body: { image: '/images/x.svg', title: 'Onam Sadya', description: 'Auf dem Bananenblatt', active: true },
    });
    expect(added.status).toBe(201);
    const res = await api('GET', '/de');
    expect(res.status).toBe(200);
    expect(res.json).toMatch(/<html lang="de-DE"[ >]/);
    expect(res.json).toContain('<h2>Onam Sadya</h2><p>Auf dem Bananenblatt</p>');
    expect(res.json).toContain('<a href="/de/reserve">Tisch reservieren</a>');
    expect(res.json).toContain('{"url":"https://kovalam.test/de"}');
  });

  it('with no banner, serves the German welcome', async () => {
    const res = await api('GET', '/de');
    expect(res.json).toContain('<h2>Willkommen bei Kovalam</h2>');
  });
});

describe('GET / and the remembered language', () => {
  it('never redirects a first visit, whatever the browser prefers', async () => {
    const res = await api('GET', '/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    expect(res.status).toBe(200);
    expect(res.json).toContain('<h2>Welcome to Kovalam</h2>');
    expect(res.headers.get('Vary')).toContain('Cookie');
  });

  it('sends a guest who chose German to /de, keeping the query', async () => {
    const res = await exports.default.fetch('https://kovalam.test/?utm_source=flyer', {
      headers: { Cookie: 'lang=de' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/de?utm_source=flyer');
  });

  it('keeps a guest who chose English on /', async () => {
    const res = await api('GET', '/', { headers: { Cookie: 'lang=en' } });
    expect(res.status).toBe(200);
    expect(res.json).toContain('<h2>Welcome to Kovalam</h2>');
  });
});
