import type { ReactNode } from 'react';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from '../../../../shared/constants';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { staffCheckbox, staffInput, staffLabel } from '../../ui/controls/form-controls';
import { ImagePreview } from './image-preview';
import { DietaryPicker } from './dietary-picker';
import { AllergenPicker } from './allergen-picker';
import { AdditivePicker } from './additive-picker';
import { useMenuItemForm } from './use-menu-item-form';
import { EMPTY_DRAFT, draftFromItem, type MenuItemDraft } from './menu-item-draft';
import type { AdminMenuItem } from './api/get-menu-items';

/** `item` undefined: closed; null: adding a new dish; an item: editing it. */
type Props = { item: AdminMenuItem | null | undefined; onClose: () => void; onSaved: (message: string) => void };

export function MenuItemFormDialog({ item, onClose, onSaved }: Props) {
  return (
    <Modal
      open={item !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit menu item' : 'Add menu item'}
      size="xl"
    >
      {item !== undefined && (
        <MenuItemForm
          key={item?._id ?? 'new'}
          initial={item ? draftFromItem(item) : EMPTY_DRAFT}
          editingId={item?._id ?? null}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

type FormProps = {
  initial: MenuItemDraft;
  editingId: string | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
};

function MenuItemForm({ initial, editingId, onCancel, onSaved }: FormProps) {
  const form = useMenuItemForm(initial, editingId, onSaved);
  const { draft, errors } = form;
  const text = (field: 'name' | 'image' | 'price') => ({
    id: `menu-${field}`,
    value: draft[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.set(field, e.target.value),
    onBlur: () => form.check(field),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `menu-${field}-error` : undefined,
    className: staffInput,
  });

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <ErrorBanner message={form.failure} onDismiss={form.dismissFailure} />
      <div className="grid gap-5 md:grid-cols-[1fr_15rem]">
        <div className="grid gap-4 sm:grid-cols-2">
          <Row label="Name" field="name" error={errors.name} wide>
            <input {...text('name')} autoComplete="off" />
          </Row>
          <Row label="Price in EUR (stored ×100: 7.50 becomes 750)" field="price" error={errors.price}>
            <input {...text('price')} type="number" min={0} step={0.01} inputMode="decimal" />
          </Row>
          <Row label="Category" field="category">
            <select
              id="menu-category"
              value={draft.category}
              onChange={(e) => form.set('category', e.target.value as MenuCategory)}
              className={staffInput}
            >
              {MENU_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {MENU_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </Row>
          <Row label="Image URL" field="image" error={errors.image} wide>
            <input {...text('image')} type="url" inputMode="url" placeholder="https://… or /images/…" />
          </Row>
          <Row label="Description (English)" field="description" error={errors.description} wide>
            <textarea
              id="menu-description"
              rows={3}
              value={draft.description}
              onChange={(e) => form.set('description', e.target.value)}
              onBlur={() => form.check('description')}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? 'menu-description-error' : undefined}
              className={staffInput}
            />
          </Row>
          <Row label="Description (German)" field="descriptionDe" error={errors.descriptionDe} wide>
            <textarea
              id="menu-descriptionDe"
              rows={3}
              lang="de"
              value={draft.descriptionDe}
              onChange={(e) => form.set('descriptionDe', e.target.value)}
              onBlur={() => form.check('descriptionDe')}
              aria-invalid={Boolean(errors.descriptionDe)}
              aria-describedby={errors.descriptionDe ? 'menu-descriptionDe-error' : undefined}
              className={staffInput}
            />
          </Row>
          <div className="sm:col-span-2">
            <DietaryPicker
              value={draft.dietary}
              onChange={(tags) => form.set('dietary', tags)}
              error={errors.dietary}
            />
          </div>
          <div className="space-y-3 sm:col-span-2">
            <AllergenPicker
              mode={draft.allergenMode}
              entries={draft.allergens}
              onChange={form.declare}
              error={errors.allergens}
            />
            <AdditivePicker
              value={draft.additives}
              onChange={(codes) => form.set('additives', codes)}
              error={errors.additives}
            />
          </div>
        </div>
        <div className="space-y-3">
          <ImagePreview url={draft.image} />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.featured}
              onChange={(e) => form.set('featured', e.target.checked)}
              className={staffCheckbox}
            />
            Featured (Chef's Choice)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.available}
              onChange={(e) => form.set('available', e.target.checked)}
              className={staffCheckbox}
            />
            Available on the public menu
          </label>
        </div>
      </div>
      <div className="flex justify-end gap-2 border-t border-sand pt-3">
        <button type="button" onClick={onCancel} className={staffButton('ghost')}>
          Cancel
        </button>
        <button type="submit" disabled={form.saving} className={staffButton('primary')}>
          {form.saving ? 'Saving…' : editingId ? 'Save changes' : 'Add item'}
        </button>
      </div>
    </form>
  );
}

function Row({
  label,
  field,
  error,
  hint,
  wide,
  children,
}: {
  label: string;
  field: string;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={`menu-${field}`} className={staffLabel}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`menu-${field}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`menu-${field}-error`} className="mt-1 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </div>
  );
}
