import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { settingsSchema } from '../../shared/rules/settings';
import { invalidateOnWrite } from '../infra/public-cache';
import { readPublicSettings, readSettings } from '../domain/settings/read-settings';
import { replaceSettings } from '../domain/settings/replace-settings';
import { now } from '../infra/clock';
import { readOpeningWeek } from '../domain/schedule/opening-week';

/**
 * The restaurant's details and booking policies (issue 29). Guests' pages read the public part;
 * the owner reads and replaces the whole document, inbox and sender included.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { settings, etag } = await readPublicSettings(c.get('db'));
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    return c.json(settings);
  })
  // The week's opening hours as the footer states them, for pages the Worker does not draw (issue 29).
  .get('/opening-week', async (c) => {
    const { week, etag } = await readOpeningWeek(c.get('db'));
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    return c.json({ week });
  })
  .get('/full', ...requireOwner, async (c) => c.json(await readSettings(c.get('db'))))
  // Pages drawn from the catalogue's copies follow within the public cache's bound; the writer at once.
  .put('/', invalidateOnWrite, ...requireOwner, validate('json', settingsSchema), async (c) => {
    const db = c.get('db');
    await replaceSettings(db, c.req.valid('json'), c.get('staff').id, now());
    return c.json(await readSettings(db));
  });
