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
  tagsRequired: 'tags must be a list of tags (send [] to clear them)',
  tagUnknown: (tag: unknown) =>
    `Unknown tag ${JSON.stringify(tag)}: choose from ${GUEST_TAGS.map((t) => GUEST_TAG_LABELS[t]).join(', ')}`,
  tagTwice: 'Each tag can be given once',
} as const;
const M = GUEST_MESSAGES;

const GUEST_SEARCH_MIN = 2;
const GUEST_SEARCH_MAX = 100;
export const GUEST_NOTES_MAX = 1000;
/**
 * The tags staff can put on a guest (issue 31): a fixed list, so the Service view can show each
 * with its own colour and no free text (which could hold anything about a person) goes in.
 */
export const GUEST_TAGS = ['regular', 'vip', 'allergy', 'staff-note'] as const;
export type GuestTag = (typeof GUEST_TAGS)[number];
export const GUEST_TAG_LABELS: Record<GuestTag, string> = {
  regular: 'Regular',
  vip: 'VIP',
  allergy: 'Allergy',
  'staff-note': 'Staff note',
};

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

/** PUT /api/guests/:key/tags: the whole set, [] clears it; stored in GUEST_TAGS' order. */
export const guestTagsSchema = v.object({
  tags: v.pipe(
    v.array(
      v.picklist(GUEST_TAGS, (issue) => M.tagUnknown(issue.input)),
      M.tagsRequired,
    ),
    v.check((tags) => new Set(tags).size === tags.length, M.tagTwice),
    v.transform((tags) => GUEST_TAGS.filter((t) => tags.includes(t))),
  ),
});
