import { querySql, sqlText } from './direct-d1';

export type InboxEmail = { kind: string; subject: string; text: string };

/**
 * Every email sent to `address` (any case), newest first, as its recipient got it: read from the
 * e2e server's outbox rows. The Emails page masks each link's token (issue 26), so a journey that
 * follows an emailed link reads it here, as the guest's or colleague's own inbox.
 */
export function inbox(address: string): InboxEmail[] {
  return querySql<InboxEmail>(`SELECT kind, subject, text_body AS text FROM email_outbox
    WHERE lower(recipient) = lower(${sqlText(address)}) ORDER BY created_at DESC, rowid DESC`);
}
