import type { ReactNode } from 'react';

export const inputClasses =
  'block w-full min-h-11 rounded-xl border border-[#c9b393] bg-white px-3.5 py-2.5 text-base text-ink ' +
  'shadow-inner shadow-sand/40 placeholder:text-[#8a7565] transition-colors ' +
  'hover:border-tamarind/60 focus:border-leaf focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric ' +
  'aria-[invalid=true]:border-chilli disabled:cursor-not-allowed disabled:bg-sand/60';

type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** Label, control and message wired together, so each error is read with its field. */
export function Field({ id, label, error, hint, optional, className = '', children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </div>
  );
}
