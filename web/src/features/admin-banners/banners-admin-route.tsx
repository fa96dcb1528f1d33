import { useRef, useState } from 'react';
import type { BannerInput } from '../../../../shared/rules/banner';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Alert } from '../../ui/controls/alert';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { Skeleton } from '../../ui/controls/skeleton';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { getBanners, type AdminBanner } from './api/get-banners';
import { createBanner } from './api/create-banner';
import { updateBanner } from './api/update-banner';
import { deleteBanner } from './api/delete-banner';
import { toggleBanner } from './api/toggle-banner';
import { bannerFailure, type BannerAction } from './banner-messages';
import { BannerForm } from './banner-form';
import { BannerCard } from './banner-card';

export function Component() {
  usePageMeta('Banner Management', 'The banners that rotate on the Kovalam home page.');
  const banners = useStaffQuery(queryKeys.banners, getBanners);
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLElement>(null);

  /** Runs one banner call; the list reloads after success, the §8 text shows after failure. */
  async function run(action: BannerAction, id: string, call: () => Promise<{ message: string }>): Promise<boolean> {
    setBusyId(id);
    try {
      const { message } = await call();
      setError(null);
      setNotice(`${message}.`);
      void invalidate(queryKeys.banners);
      return true;
    } catch (failure) {
      setNotice(null);
      setError(bannerFailure(action, failure));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function save(banner: BannerInput) {
    const ok = editing
      ? await run('update', editing._id, () => updateBanner(editing._id, banner))
      : await run('create', 'new', () => createBanner(banner));
    if (ok) startNew();
  }

  function startNew() {
    setEditing(null);
    setFormKey((n) => n + 1);
  }

  function edit(banner: AdminBanner) {
    setEditing(banner);
    setFormKey((n) => n + 1);
    // The form remounts with the banner's values and puts the cursor in its title (BannerForm).
    formRef.current?.scrollIntoView({ block: 'start' });
  }

  const list = banners.data ?? [];
  return (
    <StaffPage title="Banner Management" intro="Active banners rotate on the home page every 5 seconds.">
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
        <section
          ref={formRef}
          aria-labelledby="banner-form-heading"
          className="scroll-mt-40 rounded-2xl bg-white/60 p-4 ring-1 ring-sand sm:p-5 lg:sticky lg:top-36"
        >
          <h2 id="banner-form-heading" className="mb-3 text-xl font-semibold text-tamarind-dark">
            {editing ? 'Edit banner' : 'New banner'}
          </h2>
          <BannerForm
            key={formKey}
            editing={editing}
            saving={busyId === (editing?._id ?? 'new')}
            onSubmit={save}
            onCancelEdit={startNew}
          />
        </section>
        <StaffSection
          id="banner-list-heading"
          title={`Banners${banners.data ? ` (${list.filter((b) => b.active).length} active of ${list.length})` : ''}`}
        >
          {list.length === 0 ? (
            banners.status === 'loading' ? (
              <div role="status" aria-busy="true" aria-label="Loading banners" className="grid gap-3 sm:grid-cols-2">
                <Skeleton className="h-64" />
                <Skeleton className="h-64" />
              </div>
            ) : (
              <p className="rounded-xl bg-white px-4 py-8 text-center text-sm text-muted ring-1 ring-sand">
                {banners.status === 'error' ? (
                  <>
                    Banners could not be loaded.{' '}
                    <button type="button" onClick={banners.reload} className="font-semibold text-leaf underline">
                      Try again
                    </button>
                  </>
                ) : (
                  'No banners yet. Guests see the welcome block instead of a carousel.'
                )}
              </p>
            )
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((banner) => (
                <BannerCard
                  key={banner._id}
                  banner={banner}
                  busy={busyId === banner._id}
                  onToggle={() => run('toggle', banner._id, () => toggleBanner(banner._id))}
                  onEdit={() => edit(banner)}
                  onDelete={() => setDeleting(banner)}
                />
              ))}
            </ul>
          )}
        </StaffSection>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete banner?"
        description={
          <>
            “<span className="break-words">{deleting?.title}</span>” will be deleted for good. To take it off the home
            page for now, deactivate it instead.
          </>
        }
        confirmLabel="Delete banner"
        danger
        busy={busyId !== null && busyId === deleting?._id}
        onConfirm={async () => {
          if (!deleting) return;
          const target = deleting;
          await run('delete', target._id, () => deleteBanner(target._id));
          if (editing?._id === target._id) startNew();
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </StaffPage>
  );
}
