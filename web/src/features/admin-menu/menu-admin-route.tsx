import { useMemo, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS } from '../../../../shared/constants';
import { MENU_MESSAGES } from '../../../../shared/messages';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Alert } from '../../ui/controls/alert';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { ApiFailure, failureStatus } from '../../lib/api-failure';
import { getMenuItems, type AdminMenuItem } from './api/get-menu-items';
import { deleteMenuItem } from './api/delete-menu-item';
import { MenuItemsTable } from './menu-items-table';
import { MenuItemFormDialog } from './menu-item-form-dialog';

export function Component() {
  usePageMeta('Menu Management', 'Add, edit and remove dishes on the Kovalam menu.');
  const items = useStaffQuery(queryKeys.menuItems, getMenuItems);
  const invalidate = useInvalidate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [editing, setEditing] = useState<AdminMenuItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminMenuItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (items.data ?? []).filter(
      (item) =>
        (category === 'all' || item.category === category) &&
        (!q || `${item.name} ${item.description}`.toLowerCase().includes(q)),
    );
  }, [items.data, query, category]);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteMenuItem(deleting._id);
      setNotice(`“${deleting.name}” deleted.`);
      setError(null);
      void invalidate(queryKeys.menuItems);
    } catch (failure) {
      // No answer at all vs a refused or missing item: the two §8 wordings.
      setError(
        !(failure instanceof ApiFailure)
          ? MENU_MESSAGES.deleteError
          : failureStatus(failure) === 404
            ? MENU_MESSAGES.notFound
            : MENU_MESSAGES.deleteFailed,
      );
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const loadError = items.status === 'error' ? MENU_MESSAGES.loadFailed : null;

  return (
    <StaffPage
      title="Menu Management"
      intro="Dishes marked unavailable disappear from the public menu straight away."
      actions={
        <button type="button" onClick={() => setEditing(null)} className={staffButton('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add menu item
        </button>
      }
    >
      <ErrorBanner message={error ?? loadError} onDismiss={() => (error ? setError(null) : items.reload())} />
      {notice && <Alert tone="success">{notice}</Alert>}
      <StaffSection
        id="menu-items-heading"
        title={`Menu items${items.data ? ` (${shown.length} of ${items.data.length})` : ''}`}
      >
        <div className="mb-3 grid gap-3 sm:grid-cols-[1fr_14rem]">
          <div>
            <label htmlFor="menu-search" className={staffLabel}>
              Search
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
              />
              <input
                id="menu-search"
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Name or description"
                className={`${staffInput} pl-8`}
              />
            </div>
          </div>
          <div>
            <label htmlFor="menu-category-filter" className={staffLabel}>
              Category
            </label>
            <select
              id="menu-category-filter"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              className={staffInput}
            >
              <option value="all">All categories</option>
              {MENU_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {MENU_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <MenuItemsTable
          items={shown}
          loading={items.status === 'loading'}
          empty={items.data?.length ? 'No dishes match this search.' : 'No menu items yet. Add the first one.'}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </StaffSection>
      <MenuItemFormDialog
        item={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(message) => {
          setEditing(undefined);
          setError(null);
          setNotice(message);
          void invalidate(queryKeys.menuItems);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete menu item?"
        description={
          <>
            “<span className="break-words">{deleting?.name}</span>” will be removed from the menu for good. Past orders
            keep their copy of it.
          </>
        }
        confirmLabel="Delete item"
        danger
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </StaffPage>
  );
}
