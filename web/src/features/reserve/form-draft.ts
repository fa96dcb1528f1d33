import { useEffect, useRef } from 'react';
import type { FormValues } from './use-reservation-form';

/** Where the draft is kept; the booking card names it (ui/islands/island-part.ts) to hydrate at once when one is. */
export const FORM_DRAFT_KEY = 'kovalam:booking-draft';

/**
 * What the guest has typed, kept in this tab's sessionStorage: the language switch loads the
 * other language's page afresh (issue 13), and the booking form picks up where it was. Restored
 * after the first render, so the prerendered page still hydrates as drawn; cleared once booked.
 * What the guest typed before React came is told to the form after this (app/hydrate-island.tsx
 * replays it from its own, later effect, decision 033): those fields keep what was typed, the others
 * come from the draft.
 */
export function useFormDraft(values: FormValues, restore: (values: FormValues) => void) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) {
      if (Object.values(values).some((v) => v !== '')) sessionStorage.setItem(FORM_DRAFT_KEY, JSON.stringify(values));
      return;
    }
    restored.current = true;
    try {
      const saved = sessionStorage.getItem(FORM_DRAFT_KEY);
      if (saved) restore({ ...values, ...(JSON.parse(saved) as Partial<FormValues>) });
    } catch {
      // Storage blocked or the draft unreadable: start empty, as before.
    }
  }, [values, restore]);
}

export function clearFormDraft() {
  try {
    sessionStorage.removeItem(FORM_DRAFT_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
