import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { menuItems } from '../db/schema';
import { requireAdmin, requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { menuItemSchema, type MenuItemBody } from '../../shared/rules/menu-item';
import { MENU_MESSAGES } from '../../shared/messages';
import { menuItemJson } from '../lib/serialize';
import { readComingSoon } from '../lib/coming-soon-dishes';
import { specError } from '../lib/errors';
import { newId } from '../lib/ids';
import { invalidateOnWrite } from '../lib/public-cache';
import { cachedJson } from '../lib/public-answer';
import { byMenuOrder, readAvailableMenu } from '../lib/available-menu';


const toRow = (body: MenuItemBody) => ({
  name: body.name,
  description: body.description,
  ...(body.descriptionDe !== undefined && { descriptionDe: body.descriptionDe }),
  priceCents: body.price,
  image: body.image,
  category: body.category,
  featured: body.featured,
  available: body.available,
  dietary: body.dietary,
});

export const menuRoutes = new Hono<AppEnv>()
  .use(invalidateOnWrite)
  // The guest lists come from the isolate's short-lived copy (lib/public-cache.ts).
  .get('/featured', (c) => cachedJson(c, async () => {
    const rows = await c.get('db').select().from(menuItems)
      .where(and(eq(menuItems.available, true), eq(menuItems.featured, true))).orderBy(...byMenuOrder);
    return rows.map(menuItemJson);
  }))
  .get('/available', (c) => cachedJson(c, () => readAvailableMenu(c.get('db'))))
  .get('/coming-soon', (c) => cachedJson(c, () => readComingSoon(c.get('db'))))
  .get('/', requireAdmin, async (c) => {
    const rows = await c.get('db').select().from(menuItems).orderBy(...byMenuOrder);
    return c.json(rows.map(menuItemJson));
  })
  .post('/', ...requireOwner, validate('json', menuItemSchema), async (c) => {
    const [row] = await c.get('db').insert(menuItems)
      .values({ id: newId(), ...toRow(c.req.valid('json')) }).returning();
    return c.json({ message: 'Menu item created', item: menuItemJson(row) }, 201);
  })
  .put('/:id', ...requireOwner, validate('json', menuItemSchema), async (c) => {
    const [row] = await c.get('db').update(menuItems).set(toRow(c.req.valid('json')))
      .where(eq(menuItems.id, c.req.param('id'))).returning();
    if (!row) return specError(c, 404, MENU_MESSAGES.notFound);
    return c.json({ message: 'Menu item updated', item: menuItemJson(row) }, 200);
  })
  .delete('/:id', ...requireOwner, async (c) => {
    const [row] = await c.get('db').delete(menuItems).where(eq(menuItems.id, c.req.param('id'))).returning({ id: menuItems.id });
    if (!row) return specError(c, 404, MENU_MESSAGES.notFound);
    return c.json({ message: 'Menu item deleted' }, 200);
  });
