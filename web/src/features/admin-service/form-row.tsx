import type { ReactNode } from 'react';
import { staffLabel } from '../../ui/controls/form-controls';

/** A label, its control and the shared rule's message, wired by id. */
export function FormRow({
  id,
  label,
  error,
  optional,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className={staffLabel}>
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </div>
  );
}

/** The props that tie a control to its row's label and error. */
export const controlProps = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});
