import { Hono } from 'hono';
import { desc, eq, not } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { banners } from '../db/schema';
import { requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { bannerSchema } from '../../shared/rules/banner';
import { BANNER_MESSAGES } from '../../shared/messages';
import { bannerJson } from '../lib/serialize';
import { specError } from '../lib/errors';
import { newId } from '../lib/ids';
import { invalidateOnWrite } from '../lib/public-cache';
import { cachedJson } from '../lib/public-answer';
import { readActiveBanners } from '../lib/active-banners';

export const bannerRoutes = new Hono<AppEnv>()
  .use(invalidateOnWrite)
  .get('/active', (c) => cachedJson(c, () => readActiveBanners(c.get('db'))))
  .get('/', ...requireOwner, async (c) => {
    const rows = await c.get('db').select().from(banners).orderBy(desc(banners.createdAt));
    return c.json(rows.map(bannerJson));
  })
  .post('/', ...requireOwner, validate('json', bannerSchema), async (c) => {
    const [row] = await c.get('db').insert(banners).values({ id: newId(), ...c.req.valid('json') }).returning();
    return c.json({ message: 'Banner created', banner: bannerJson(row) }, 201);
  })
  .put('/:id', ...requireOwner, validate('json', bannerSchema), async (c) => {
    const [row] = await c.get('db').update(banners).set(c.req.valid('json')).where(eq(banners.id, c.req.param('id'))).returning();
    if (!row) return specError(c, 404, BANNER_MESSAGES.notFound);
    return c.json({ message: 'Banner updated', banner: bannerJson(row) }, 200);
  })
  .patch('/toggle/:id', ...requireOwner, async (c) => {
    const [row] = await c.get('db').update(banners).set({ active: not(banners.active) })
      .where(eq(banners.id, c.req.param('id'))).returning();
    if (!row) return specError(c, 404, BANNER_MESSAGES.notFound);
    return c.json({ message: row.active ? 'Banner activated' : 'Banner deactivated', banner: bannerJson(row) }, 200);
  })
  .delete('/:id', ...requireOwner, async (c) => {
    const [row] = await c.get('db').delete(banners).where(eq(banners.id, c.req.param('id'))).returning({ id: banners.id });
    if (!row) return specError(c, 404, BANNER_MESSAGES.notFound);
    return c.json({ message: 'Banner deleted' }, 200);
  });
