import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import {
  GUEST_MESSAGES,
  guestKeyParamSchema,
  guestNotesSchema,
  guestSearchQuerySchema,
  guestTagsSchema,
} from '../../shared/rules/guests';
import { berlinToday } from '../../shared/berlin-time';
import { searchGuests } from '../domain/guests/guest-search';
import { readGuestHistory } from '../domain/guests/guest-history';
import { saveGuestNotes } from '../domain/guests/guest-notes';
import { saveGuestTags } from '../domain/guests/guest-tags';
import { apiError } from '../contract/errors';
import { now } from '../infra/clock';

/**
 * Guests for staff and owners (issue 14): find a guest, read their history, keep a note of
 * allergies and preferences, tag them (issue 31). A guest is a key (shared/guest-key.ts); its
 * profile row (`guests`, kept by D1's triggers) exists while a booking carries the key.
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
  })
  .put('/:key/tags', validate('param', guestKeyParamSchema), validate('json', guestTagsSchema), async (c) => {
    const { key } = c.req.valid('param');
    const { tags } = c.req.valid('json');
    const saved = await saveGuestTags(c.get('db'), c.env, key, tags, c.get('staff').id, now().getTime());
    if (!saved) return apiError(c, 404, GUEST_MESSAGES.notFound);
    return c.json({ message: saved.length ? 'Tags saved' : 'Tags cleared', tags: saved });
  });
