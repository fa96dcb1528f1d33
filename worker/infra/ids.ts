/** Opaque, unguessable ids (32 hex characters); clients only ever see them as `_id`. */
export function newId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
