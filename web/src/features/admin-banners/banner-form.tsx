import { useState } from 'react';
import * as v from 'valibot';
import { bannerSchema, type BannerInput } from '../../../../shared/rules/banner';
import { fieldErrors, validateField, type FieldErrors } from '../../../../shared/rules/field-errors';
import { staffButton } from '../../ui/controls/staff-button';
import { staffCheckbox, staffInput, staffLabel } from '../../ui/controls/form-controls';
import type { AdminBanner } from './api/get-banners';

type Draft = { image: string; title: string; description: string; active: boolean };
const EMPTY: Draft = { image: '', title: '', description: '', active: true };

type Props = {
  editing: AdminBanner | null;
  saving: boolean;
  onSubmit: (banner: BannerInput) => void;
  onCancelEdit: () => void;
};

/** §5 banner form: image URL, title and description required; checked on blur and on submit. */
export function BannerForm({ editing, saving, onSubmit, onCancelEdit }: Props) {
  const [draft, setDraft] = useState<Draft>(editing ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const field = (name: 'image' | 'title' | 'description') => ({
    id: `banner-${name}`,
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDraft((prev) => ({ ...prev, [name]: e.target.value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
    onBlur: () =>
      setErrors((prev) => {
        const message = validateField(bannerSchema, name, draft[name]);
        return message ? { ...prev, [name]: message } : prev;
      }),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `banner-${name}-error` : undefined,
    className: staffInput,
  });
  const error = (name: string) =>
    errors[name] && (
      <p id={`banner-${name}-error`} className="mt-1 text-sm font-medium text-chilli">
        {errors[name]}
      </p>
    );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(bannerSchema, draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    onSubmit(parsed.output);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor="banner-image" className={staffLabel}>
          Image URL
        </label>
        <input {...field('image')} type="url" inputMode="url" placeholder="https://… or /images/…" />
        {error('image')}
      </div>
      <div>
        <label htmlFor="banner-title" className={staffLabel}>
          Title
        </label>
        {/* Opened to edit a banner, the form waits in the title: what staff change most. */}
        <input {...field('title')} autoComplete="off" autoFocus={editing !== null} />
        {error('title')}
      </div>
      <div>
        <label htmlFor="banner-description" className={staffLabel}>
          Description
        </label>
        <textarea {...field('description')} rows={3} />
        {error('description')}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(e) => setDraft((prev) => ({ ...prev, active: e.target.checked }))}
          className={staffCheckbox}
        />
        Show on the home page
      </label>
      <div className="flex flex-wrap gap-2 pt-1">
        <button type="submit" disabled={saving} className={staffButton('primary')}>
          {saving ? 'Saving…' : editing ? 'Save banner' : 'Create banner'}
        </button>
        {editing && (
          <button type="button" onClick={onCancelEdit} className={staffButton('ghost')}>
            Cancel editing
          </button>
        )}
      </div>
    </form>
  );
}
