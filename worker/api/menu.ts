import { Hono, type Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { menuItems } from '../db/schema';
import { requireAdmin, requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { menuItemSchema, type MenuItemBody } from '../../shared/rules/menu-item';
import { MENU_MESSAGES } from '../../shared/messages';
import { menuItemJson } from '../contract/serialize';
import { readComingSoon } from '../domain/menu/coming-soon-dishes';
import { apiError, specError } from '../contract/errors';
import { newId } from '../infra/ids';
import { invalidateOnWrite } from '../infra/public-cache';
import { cachedJson } from '../infra/public-answer';
import { byMenuOrder, readAvailableMenu } from '../domain/menu/available-menu';
import { audit } from '../domain/audit/audit';
import { auditFrom } from '../domain/audit/audit';
import { auditChanges } from '../domain/audit/audit-select';
import { now } from '../infra/clock';
import { guestMessages } from '../infra/request-locale';

/** The audit entry names a changed field as the API does. */
const FIELD_LABELS: Record<string, string> = { priceCents: 'price' };

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
  ...(body.allergens !== undefined && { allergens: body.allergens }),
  ...(body.additives !== undefined && { additives: body.additives }),
});

/**
 * Issue 30: a dish on the public menu has declared its allergens ("contains none" is `[]`). The rules
 * refuse an explicit null; a body that leaves them out is published on what is stored: nothing for a
 * new dish, and an existing undeclared dish may stay as it is, unpublished, until it is declared.
 */
async function undeclaredRefusal(c: Context<AppEnv>, body: MenuItemBody, id?: string) {
  if (!body.available || body.allergens !== undefined) return undefined;
  if (id !== undefined) {
    const [stored] = await c
      .get('db')
      .select({ allergens: menuItems.allergens })
      .from(menuItems)
      .where(eq(menuItems.id, id));
    if (!stored || stored.allergens !== null) return undefined;
  }
  const text = guestMessages(c).api.menu.allergensUndeclared;
  return apiError(c, 400, text, { message: text, fields: { allergens: text } });
}

export const menuRoutes = new Hono<AppEnv>()
  .use(invalidateOnWrite)
  // The guest lists come from the isolate's short-lived copy (infra/public-cache.ts).
  .get('/featured', (c) =>
    cachedJson(c, async () => {
      const rows = await c
        .get('db')
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.available, true), eq(menuItems.featured, true)))
        .orderBy(...byMenuOrder);
      return rows.map(menuItemJson);
    }),
  )
  .get('/available', (c) => cachedJson(c, () => readAvailableMenu(c.get('db'))))
  .get('/coming-soon', (c) => cachedJson(c, () => readComingSoon(c.get('db'))))
  .get('/', requireAdmin, async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(menuItems)
      .orderBy(...byMenuOrder);
    return c.json(rows.map(menuItemJson));
  })
  .post('/', ...requireOwner, validate('json', menuItemSchema), async (c) => {
    const refused = await undeclaredRefusal(c, c.req.valid('json'));
    if (refused) return refused;
    const db = c.get('db');
    const item = { id: newId(), ...toRow(c.req.valid('json')) };
    const [[row]] = await db.batch([
      db.insert(menuItems).values(item).returning(),
      audit(
        db,
        {
          actorId: c.get('staff').id,
          action: 'menu-item.created',
          targetType: 'menu-item',
          targetId: item.id,
          detail: { name: item.name },
        },
        now().getTime(),
      ),
    ]);
    return c.json({ message: 'Menu item created', item: menuItemJson(row) }, 201);
  })
  .put('/:id', ...requireOwner, validate('json', menuItemSchema), async (c) => {
    const db = c.get('db');
    const id = c.req.param('id');
    const refused = await undeclaredRefusal(c, c.req.valid('json'), id);
    if (refused) return refused;
    const values = toRow(c.req.valid('json'));
    const fields = Object.entries(values).map(([key, value]) => ({
      label: FIELD_LABELS[key] ?? key,
      column: menuItems[key as keyof typeof values],
      value,
    }));
    const entry = {
      actorId: c.get('staff').id,
      action: 'menu-item.edited',
      targetType: 'menu-item',
      targetId: id,
      detail: { name: values.name },
    } as const;
    const [, [row]] = await db.batch([
      auditChanges(db, entry, menuItems, eq(menuItems.id, id), fields, now().getTime()),
      db.update(menuItems).set(values).where(eq(menuItems.id, id)).returning(),
    ]);
    if (!row) return specError(c, 404, MENU_MESSAGES.notFound);
    return c.json({ message: 'Menu item updated', item: menuItemJson(row) }, 200);
  })
  .delete('/:id', ...requireOwner, async (c) => {
    const db = c.get('db');
    const id = c.req.param('id');
    const entry = {
      actorId: c.get('staff').id,
      action: 'menu-item.deleted',
      targetType: 'menu-item',
      targetId: id,
    } as const;
    const [, [row]] = await db.batch([
      auditFrom(
        db,
        entry,
        sql`json_object('name', ${menuItems.name})`,
        sql`FROM ${menuItems} WHERE ${eq(menuItems.id, id)}`,
        now().getTime(),
      ),
      db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id }),
    ]);
    if (!row) return specError(c, 404, MENU_MESSAGES.notFound);
    return c.json({ message: 'Menu item deleted' }, 200);
  });
