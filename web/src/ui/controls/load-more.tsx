import { staffButton } from './staff-button';

/** What a paged staff list offers its Load more. */
type PagedRows = {
  rows: readonly unknown[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
};

type Props = { noun: string; list: PagedRows };

/** Under a paged table: how many rows are shown of how many, and a button for the next page. */
export function LoadMore({ noun, list }: Props) {
  const { rows, total, hasMore, loadingMore: busy, moreFailed: failed, loadMore: onMore } = list;
  const shown = rows.length;
  if (total === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
      <p aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {failed && (
        <p role="alert" className="font-medium text-chilli">
          More {noun} could not be loaded. Try again.
        </p>
      )}
      {hasMore && (
        <button type="button" onClick={onMore} disabled={busy} aria-busy={busy} className={staffButton('secondary')}>
          {busy ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
