import { useState } from 'react';
import { useResource } from './use-resource';
import type { Page } from '../../lib/paged-answer';

type More<T> = { base: Page<T> | undefined; pages: Page<T>[] };

/**
 * A staff list loaded a page at a time: the first page whenever `key` changes (or on reload),
 * later pages on demand. Pages loaded on top of an older first page are dropped with it.
 */
export function usePagedList<T>(load: (cursor?: string) => Promise<Page<T>>, key: string, skip = false) {
  const first = useResource(() => (skip ? Promise.resolve(EMPTY as Page<T>) : load()), key);
  const [more, setMore] = useState<More<T>>({ base: undefined, pages: [] });
  const [busy, setBusy] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const base = first.data;
  const pages = base ? [base, ...(more.base === base ? more.pages : [])] : [];
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  async function loadMore() {
    if (!base || !nextCursor || busy) return;
    setBusy(true);
    setMoreFailed(false);
    try {
      const page = await load(nextCursor);
      setMore((prev) => ({ base, pages: [...(prev.base === base ? prev.pages : []), page] }));
    } catch (error) {
      console.error(error);
      setMoreFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return {
    rows: pages.flatMap((page) => page.rows),
    total: base?.total ?? 0,
    hasMore: nextCursor !== null,
    loading: first.status === 'loading',
    failed: first.status === 'failed',
    loadingMore: busy,
    moreFailed,
    loadMore,
    reload: first.reload,
  };
}

/** What a paged staff list offers its table and its Load more. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

const EMPTY: Page<never> = { rows: [], nextCursor: null, total: 0 };
