import * as v from 'valibot';
import { visibleLines, visibleText } from './text';

/** The Guests pages' rules and messages (the back office is English only, issue 14). */
export const GUEST_MESSAGES = {
  queryRequired: 'Type a name, email or phone number to search',
  queryTooShort: 'Type at least 2 characters to search',
  queryTooLong: 'A search can be at most 100 characters',
  keyInvalid: 'Guest key is not valid',
  notesRequired: 'notes must be text (send "" to delete the note)',
  notesTooLong: 'Notes cannot exceed 1000 characters',
  notFound: 'Guest not found',
} as const;
const M = GUEST_MESSAGES;

const GUEST_SEARCH_MIN = 2;
const GUEST_SEARCH_MAX = 100;
export const GUEST_NOTES_MAX = 1000;
/** The most guests one search answers (the most recent ones). */
export const GUEST_SEARCH_RESULTS = 50;

/** What the search box accepts; trimmed, so "  a " is too short. */
export const guestSearchText = v.pipe(
  v.string(M.queryRequired),
  v.trim(),
  v.nonEmpty(M.queryRequired),
  v.minLength(GUEST_SEARCH_MIN, M.queryTooShort),
  v.maxLength(GUEST_SEARCH_MAX, M.queryTooLong),
  visibleText('Search'),
);

/** GET /api/guests?q= */
export const guestSearchQuerySchema = v.object({ q: guestSearchText });

/**
 * A guest's key (shared/guest-key.ts): an email as stored (at most 254 characters), or "tel:" and
 * digits. Kept loose beyond that: an unknown key is a 404, not a 400.
 */
export const guestKeyParamSchema = v.object({
  key: v.pipe(
    v.string(M.keyInvalid),
    v.minLength(1, M.keyInvalid),
    v.maxLength(260, M.keyInvalid),
    visibleText('Guest key'),
  ),
});

/** The notes editor's one field, shared by the form and PUT /api/guests/:key/notes. */
export const guestNotesText = v.pipe(
  v.string(M.notesRequired),
  v.trim(),
  v.maxLength(GUEST_NOTES_MAX, M.notesTooLong),
  visibleLines('Notes'),
);

/** PUT /api/guests/:key/notes: '' deletes the note. */
export const guestNotesSchema = v.object({ notes: guestNotesText });
