import { api } from '../../../lib/api-client';
import { ApiFailure, okJson } from '../../../lib/api-failure';
import type { Settings } from '../../../../../shared/rules/settings';

/** The whole document, inbox and sender included (owners). */
export async function getSettings(): Promise<Settings> {
  return okJson(await api.settings.full.$get());
}

export type SaveOutcome = { kind: 'saved' } | { kind: 'invalid'; error: string; fields: Record<string, string> };

/** Replaces the whole document. A 400 names the fields at fault; anything else is thrown like every other call. */
export async function saveSettings(settings: Settings): Promise<SaveOutcome> {
  const response = await api.settings.$put({ json: settings });
  const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
  if (response.ok) return { kind: 'saved' };
  if (response.status === 400 && body.error) return { kind: 'invalid', error: body.error, fields: body.fields ?? {} };
  throw new ApiFailure(response.status, body.error);
}
