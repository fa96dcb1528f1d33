import { useState } from 'react';
import { ApiFailure } from '../../lib/api-failure';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getSettings, saveSettings } from './api/settings-api';
import { checkSettings, toDraft, toSettings, type Draft } from './settings-draft';
import type { Settings } from '../../../../shared/rules/settings';

const SAVE_FAILED = 'The settings could not be saved. Please try again.';

/**
 * The Restaurant page's state: the stored document becomes a draft of strings; Save checks it with
 * the shared rule, then replaces the whole document. Errors are keyed by the document's paths.
 */
export function useSettingsEditor() {
  const stored = useStaffQuery(queryKeys.settings, getSettings);
  const invalidate = useInvalidate();
  const [edited, setEdited] = useState<Draft | null>(null);
  const [loadedFrom, setLoadedFrom] = useState(stored.data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  // A fresh copy from the server (after a save) starts a fresh draft.
  if (stored.data !== loadedFrom) {
    setLoadedFrom(stored.data);
    setEdited(null);
  }
  const draft = edited ?? (stored.data ? toDraft(stored.data) : null);

  /** One field's new text, or several at once (a switched number's box and value). */
  function change(path: string | Draft, value = '') {
    if (!draft) return;
    setEdited({ ...draft, ...(typeof path === 'string' ? { [path]: value } : path) });
    setSaved(false);
  }

  async function save() {
    if (!draft || saving) return;
    setSaved(false);
    setFailure(null);
    const document = toSettings(draft);
    const found = checkSettings(document);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return setFailure(`Not saved: ${first}. It is marked below.`);
    setSaving(true);
    try {
      const outcome = await saveSettings(document as Settings);
      if (outcome.kind === 'invalid') {
        setErrors(outcome.fields);
        setFailure(`Not saved: ${outcome.error}`);
        return;
      }
      setSaved(true);
      await invalidate(queryKeys.settings);
    } catch (error) {
      setFailure(error instanceof ApiFailure && error.serverError ? error.serverError : SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return { stored, draft, errors, failure, saved, saving, change, save, dismissFailure: () => setFailure(null) };
}
