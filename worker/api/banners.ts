import { Hono } from 'hono';
import { desc, eq, not, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { banners } from '../db/schema';
import { requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { bannerSchema } from '../../shared/rules/banner';
import { BANNER_MESSAGES } from '../../shared/messages';
import { bannerJson } from '../contract/serialize';
import { specError } from '../contract/errors';
import { newId } from '../infra/ids';
import { invalidateOnWrite } from '../infra/public-cache';
import { cachedJson } from '../infra/public-answer';
import { readActiveBanners } from '../domain/banners/active-banners';
import { audit } from '../domain/audit/audit';
import { auditFrom } from '../domain/audit/audit';
import { auditChanges } from '../domain/audit/audit-select';
import { now } from '../infra/clock';

export const bannerRoutes = new Hono<AppEnv>()
  .use(invalidateOnWrite)
  .get('/active', (c) => cachedJson(c, () => readActiveBanners(c.get('db'))))
  .get('/', ...requireOwner, async (c) => {
    const rows = await c.get('db').select().from(banners).orderBy(desc(banners.createdAt));
    return c.json(rows.map(bannerJson));
  })
  .post('/', ...requireOwner, validate('json', bannerSchema), async (c) => {
    const db = c.get('db');
    const banner = { id: newId(), ...c.req.valid('json') };
    const [[row]] = await db.batch([
      db.insert(banners).values(banner).returning(),
      audit(
        db,
        {
          actorId: c.get('staff').id,
          action: 'banner.created',
          targetType: 'banner',
          targetId: banner.id,
          detail: { title: banner.title },
        },
        now().getTime(),
      ),
    ]);
    return c.json({ message: 'Banner created', banner: bannerJson(row) }, 201);
  })
  .put('/:id', ...requireOwner, validate('json', bannerSchema), async (c) => {
    const db = c.get('db');
    const id = c.req.param('id');
    const values = c.req.valid('json');
    const fields = Object.entries(values).map(([key, value]) => ({
      label: key,
      column: banners[key as keyof typeof values],
      value,
    }));
    const entry = {
      actorId: c.get('staff').id,
      action: 'banner.edited',
      targetType: 'banner',
      targetId: id,
      detail: { title: values.title },
    } as const;
    const [, [row]] = await db.batch([
      auditChanges(db, entry, banners, eq(banners.id, id), fields, now().getTime()),
      db.update(banners).set(values).where(eq(banners.id, id)).returning(),
    ]);
    if (!row) return specError(c, 404, BANNER_MESSAGES.notFound);
    return c.json({ message: 'Banner updated', banner: bannerJson(row) }, 200);
  })
  .patch('/toggle/:id', ...requireOwner, async (c) => {
    const db = c.get('db');
    const id = c.req.param('id');
    const entry = { actorId: c.get('staff').id, action: 'banner.toggled', targetType: 'banner', targetId: id } as const;
    // Read before the UPDATE flips it: the entry holds the state the toggle leaves.
    const [, [row]] = await db.batch([
      auditFrom(
        db,
        entry,
        sql`json_object('active', json(iif(${banners.active}, 'false', 'true')), 'title', ${banners.title})`,
        sql`FROM ${banners} WHERE ${eq(banners.id, id)}`,
        now().getTime(),
      ),
      db
        .update(banners)
        .set({ active: not(banners.active) })
        .where(eq(banners.id, id))
        .returning(),
    ]);
    if (!row) return specError(c, 404, BANNER_MESSAGES.notFound);
    return c.json({ message: row.active ? 'Banner activated' : 'Banner deactivated', banner: bannerJson(row) }, 200);
  })
  .delete('/:id', ...requireOwner, async (c) => {
    const db = c.get('db');
    const id = c.req.param('id');
    const entry = { actorId: c.get('staff').id, action: 'banner.deleted', targetType: 'banner', targetId: id } as const;
    const [, [row]] = await db.batch([
      auditFrom(
        db,
        entry,
        sql`json_object('title', ${banners.title})`,
        sql`FROM ${banners} WHERE ${eq(banners.id, id)}`,
        now().getTime(),
      ),
      db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id }),
    ]);
    if (!row) return specError(c, 404, BANNER_MESSAGES.notFound);
    return c.json({ message: 'Banner deleted' }, 200);
  });
