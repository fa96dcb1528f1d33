import { useState } from 'react';
import * as v from 'valibot';
import { menuItemFields, menuItemSchema } from '../../../../shared/rules/menu-item';
import { publishedUndeclared } from '../../../../shared/rules/allergens';
import { fieldErrors, validateField, type FieldErrors } from '../../../../shared/rules/field-errors';
import { MENU_MESSAGES } from '../../../../shared/messages';
import { ApiFailure, failureStatus } from '../../lib/api-failure';
import { createMenuItem } from './api/create-menu-item';
import { updateMenuItem } from './api/update-menu-item';
import { draftToInput, type MenuItemDraft } from './menu-item-draft';
import type { AllergenMode } from './allergen-declaration';

/** Which §8 text a failed save shows: a refused save, a missing item, or no answer at all. */
function saveFailure(error: unknown, editing: boolean): string {
  if (!(error instanceof ApiFailure)) return MENU_MESSAGES.saveError;
  if (failureStatus(error) === 404) return MENU_MESSAGES.notFound;
  return editing ? MENU_MESSAGES.updateFailed : MENU_MESSAGES.addFailed;
}

/** The add/edit form: shared §5 rules on blur and on submit; editing a field clears its error. */
export function useMenuItemForm(initial: MenuItemDraft, editingId: string | null, onSaved: (message: string) => void) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function set<K extends keyof MenuItemDraft>(field: K, value: MenuItemDraft[K]) {
    setDraft((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => {
      const rest: FieldErrors = { ...prev };
      delete rest[field];
      if (field === 'available') delete rest.allergens;
      return rest;
    });
  }

  /** The allergen answer and its list change together; either clears the refusal to publish. */
  function declare(allergenMode: AllergenMode, allergens: string[]) {
    setDraft((prev) => ({ ...prev, allergenMode, allergens }));
    setErrors(({ allergens: _gone, available: _too, ...rest }) => rest);
  }

  function check(field: keyof MenuItemDraft & keyof typeof menuItemFields.entries) {
    const message = validateField(menuItemFields, field, draftToInput(draft)[field]);
    setErrors((prev) => (message ? { ...prev, [field]: message } : prev));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = draftToInput(draft);
    const parsed = v.safeParse(menuItemSchema, input);
    if (!parsed.success) {
      // The refusal to publish is a check on the whole dish, which valibot runs only once every
      // field is valid: named here too, so the owner hears of it with the other mistakes.
      const undeclared = publishedUndeclared({
        available: input.available ?? true,
        allergens: input.allergens ?? null,
      });
      setErrors({ ...(undeclared && { allergens: MENU_MESSAGES.allergensUndeclared }), ...fieldErrors(parsed.issues) });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      if (editingId) await updateMenuItem(editingId, parsed.output);
      else await createMenuItem(parsed.output);
      onSaved(editingId ? `“${parsed.output.name}” updated.` : `“${parsed.output.name}” added to the menu.`);
    } catch (error) {
      setFailure(saveFailure(error, editingId !== null));
      setSaving(false);
    }
  }

  return { draft, errors, saving, failure, set, declare, check, submit, dismissFailure: () => setFailure(null) };
}
