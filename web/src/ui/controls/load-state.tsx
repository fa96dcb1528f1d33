import type { ReactNode } from 'react';
import type { AsyncState } from '../data/use-guest-data';
import { Skeleton } from './skeleton';

type Props<T> = {
  state: AsyncState<T>;
  /** What a screen reader hears while it loads. */
  loadingLabel: string;
  /** The loading title bar's width, close to the title that replaces it. */
  titleWidth?: string;
  failed: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
};

/** A guest page's one loading and error look: a title and a block while loading, the failure's words after. */
export function LoadState<T>({ state, loadingLabel, titleWidth = 'w-48', failed, children }: Props<T>) {
  if (state.status === 'loading') {
    return (
      <div role="status" className="space-y-3" aria-label={loadingLabel}>
        <Skeleton className={`h-6 ${titleWidth}`} />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (state.status === 'error') return <div className="space-y-4">{failed(state.error)}</div>;
  return children(state.data);
}
