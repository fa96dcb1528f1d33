import { Save } from 'lucide-react';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Skeleton } from '../../ui/controls/skeleton';
import { staffButton } from '../../ui/controls/staff-button';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { GROUPS, switchKey } from './settings-draft';
import { SettingsField } from './settings-field';
import { SwitchedNumberField } from './switched-number-field';
import { useSettingsEditor } from './use-settings-editor';

/** /admin/restaurant (owners, issue 29): everything the site states about the restaurant, and its booking policies. */
export function Component() {
  usePageMeta('Restaurant', "The restaurant's details, imprint, booking policies and coming-soon date.");
  const editor = useSettingsEditor();
  const { draft, errors } = editor;
  return (
    <StaffPage
      title="Restaurant"
      intro="What the site, the imprint and the emails say about the restaurant, and how guests may book. Guests see a change within a second of saving."
    >
      <div aria-live="polite" className="space-y-3 empty:hidden">
        <ErrorBanner message={editor.failure} onDismiss={editor.dismissFailure} />
        {editor.saved && (
          <p role="status" className="rounded-xl bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf">
            Saved. The site shows the new details now.
          </p>
        )}
      </div>
      {!draft ? (
        editor.stored.status === 'error' ? (
          <p role="alert" className="text-sm text-chilli">
            The settings could not be loaded.{' '}
            <button type="button" onClick={editor.stored.reload} className="font-semibold underline">
              Try again
            </button>
          </p>
        ) : (
          <div role="status" aria-busy="true" aria-label="Loading the settings" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        )
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void editor.save();
          }}
          className="space-y-6"
        >
          {GROUPS.map((group) => (
            <StaffSection key={group.id} id={`restaurant-${group.id}-heading`} title={group.title}>
              <p className="mb-3 text-sm text-muted">{group.intro}</p>
              <div className="grid gap-4 md:grid-cols-2">
                {group.fields.map((spec) =>
                  spec.kind === 'switched-number' ? (
                    <SwitchedNumberField
                      key={spec.path}
                      spec={spec}
                      on={draft[switchKey(spec.path)] === 'on'}
                      value={draft[spec.path] ?? ''}
                      error={errors[spec.path]}
                      onSwitch={(on, value) =>
                        editor.change({ [switchKey(spec.path)]: on ? 'on' : '', [spec.path]: value })
                      }
                      onChange={(value) => editor.change(spec.path, value)}
                    />
                  ) : (
                    <SettingsField
                      key={spec.path}
                      spec={spec}
                      value={draft[spec.path] ?? ''}
                      error={errors[spec.path]}
                      onChange={(value) => editor.change(spec.path, value)}
                    />
                  ),
                )}
              </div>
            </StaffSection>
          ))}
          <div className="sticky bottom-0 z-10 -mx-3 flex items-center justify-end gap-3 border-t border-sand bg-cream/95 px-3 py-3 sm:mx-0 sm:rounded-xl sm:border sm:px-4">
            <p className="mr-auto hidden text-sm text-muted sm:block">All the settings are saved at once.</p>
            <button type="submit" disabled={editor.saving} className={staffButton('primary')}>
              <Save aria-hidden="true" className="size-4" />
              {editor.saving ? 'Saving…' : 'Save settings'}
            </button>
          </div>
        </form>
      )}
    </StaffPage>
  );
}
