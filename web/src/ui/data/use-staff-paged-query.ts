import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '../../lib/paged-answer';

const NO_ROWS: never[] = [];

/**
 * A staff list loaded a page at a time through the shared cache: the first page whenever the key
 * changes, later pages on "Load more". A refetch (focus, a change, Try again) refetches the pages
 * already shown. With `enabled` false there is nothing to ask for and the list is empty.
 */
export function useStaffPagedQuery<T>(queryKey: QueryKey, load: (cursor?: string) => Promise<Page<T>>, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = enabled ? (query.data?.pages ?? []) : [];
  return {
    rows: pages.length ? pages.flatMap((page) => page.rows) : (NO_ROWS as T[]),
    total: pages[0]?.total ?? 0,
    hasMore: enabled && query.hasNextPage,
    loading: query.isFetching && !query.isFetchingNextPage,
    failed: query.isError && !query.isFetchNextPageError,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    // A refetch in flight (focus, a change) does not swallow the click: the next page goes first.
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    reload: () => void query.refetch(),
  };
}
