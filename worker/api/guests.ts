import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import {
  GUEST_MESSAGES,
  guestKeyParamSchema,
  guestNotesSchema,
  guestSearchQuerySchema,
} from '../../shared/rules/guests';
import { berlinToday } from '../../shared/berlin-time';
import { searchGuests } from '../domain/guests/guest-search';
import { readGuestHistory } from '../domain/guests/guest-history';
import { saveGuestNotes } from '../domain/guests/guest-notes';
import { apiError } from '../contract/errors';
import { now } from '../infra/clock';

/**
 * Guests for staff and owners (issue 14): find a guest among the bookings of every date, read their
 * history, keep a note of allergies and preferences. A guest is a key (shared/guest-key.ts), not a row.
 */
export const guestRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', guestSearchQuerySchema), async (c) => {
    const guests = await searchGuests(c.get('db'), c.req.valid('query').q, berlinToday(now()));
    return c.json({ guests });
  })
  .get('/:key', validate('param', guestKeyParamSchema), async (c) => {
    const guest = await readGuestHistory(c.get('db'), c.req.valid('param').key);
    if (!guest) return apiError(c, 404, GUEST_MESSAGES.notFound);
    return c.json(guest);
  })
  .put('/:key/notes', validate('param', guestKeyParamSchema), validate('json', guestNotesSchema), async (c) => {
    const { key } = c.req.valid('param');
    const { notes } = c.req.valid('json');
    const at = now().getTime();
    const saved = await saveGuestNotes(c.get('db'), c.env, key, notes, c.get('staff').id, at);
    if (!saved) return apiError(c, 404, GUEST_MESSAGES.notFound);
    return c.json({
      message: notes === '' ? 'Note deleted' : 'Note saved',
      notes,
      notesUpdatedAt: notes === '' ? null : new Date(at).toISOString(),
    });
  });
