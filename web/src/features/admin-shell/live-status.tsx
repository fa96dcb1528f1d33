import { WifiOff } from 'lucide-react';
import { checkSession } from './api/check-session';
import { useLiveUpdates } from '../../ui/data/use-live-updates';

/**
 * The back office's live updates (docs/decisions/055), mounted once in the shell. While the line is
 * down a small notice says so; the page keeps showing what it has.
 */
export function LiveStatus() {
  const { offline } = useLiveUpdates(checkSession);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex justify-center px-3">
      {offline ? (
        <p className="flex items-center gap-2 rounded-full border border-turmeric/60 bg-[#fdf3dc] px-3 py-1.5 text-sm font-medium text-ink shadow-md">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          Offline: reconnecting
        </p>
      ) : null}
    </div>
  );
}
