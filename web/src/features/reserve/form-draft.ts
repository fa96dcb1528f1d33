import { useEffect, useRef } from 'react';
import type { FormValues } from './use-reservation-form';

const KEY = 'kovalam:booking-draft';

/**
 * What the guest has typed, kept in this tab's sessionStorage: the language switch loads the
 * other language's page afresh (issue 13), and the booking form picks up where it was. Restored
 * after the first render, so the prerendered page still hydrates as drawn; cleared once booked.
 */
export function useFormDraft(values: FormValues, restore: (values: FormValues) => void) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) {
      if (Object.values(values).some((v) => v !== '')) sessionStorage.setItem(KEY, JSON.stringify(values));
      return;
    }
    restored.current = true;
    try {
      const saved = sessionStorage.getItem(KEY);
      if (saved) restore({ ...values, ...(JSON.parse(saved) as Partial<FormValues>) });
    } catch {
      // Storage blocked or the draft unreadable: start empty, as before.
    }
  }, [values, restore]);
}

export function clearFormDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
