import { CircleAlert, X } from 'lucide-react';

/**
 * The back office's red 'Error!' banner (spec §2). role=alert so it is announced the moment
 * it appears; the dismiss button only hides it, the next failure shows it again.
 */
export function ErrorBanner({
  message,
  onDismiss,
  className = '',
}: {
  message: string | null;
  onDismiss: () => void;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-xl border border-chilli/50 border-l-4 border-l-chilli bg-[#fdecea] px-4 py-3 text-sm text-[#7d1a14] ${className}`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-bold">Error!</strong> {message}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="-my-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-chilli/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
