import type { emailOutbox } from '../../db/schema';
import type { Env } from '../../env';
import type { EmailSender } from './sender';

export type QueuedEmail = typeof emailOutbox.$inferSelect;

/**
 * What hands an outbox row to the mail service, from the sender the settings name when it goes
 * out; it throws when the email did not go out.
 */
export type Transport = { send(email: QueuedEmail, from: EmailSender): Promise<void> };

/**
 * Cloudflare Email Service through the `EMAIL` binding. Under `npm start` and in the tests the
 * binding is miniflare's simulation, which logs the email and keeps it on disk: the same code
 * path, and nothing leaves the machine.
 */
export function bindingTransport(env: Pick<Env, 'EMAIL'>): Transport {
  return {
    async send(email, from) {
      if (!env.EMAIL) throw new Error('No EMAIL binding: add send_email to wrangler.jsonc');
      await env.EMAIL.send({
        from: { ...from },
        to: email.recipient,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        attachments: email.attachments.map((a) => ({ ...a, disposition: 'attachment' as const })),
      });
    },
  };
}
