import type { ReactNode, RefObject } from 'react';
import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';

const widths = { md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: keyof typeof widths;
  /** Where focus lands on open; Base UI picks the first tabbable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * Base UI's dialog with the staff look: focus is trapped, Escape and the backdrop close it,
 * and focus returns to the button that opened it. The body scrolls, header and footer stay.
 */
export function Modal({ open, onOpenChange, title, description, size = 'md', initialFocus, children, footer }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-ink/55 transition-opacity data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
        <Dialog.Popup
          initialFocus={initialFocus}
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-cream shadow-2xl ring-1 ring-sand transition-[opacity,transform] data-[ending-style]:opacity-0 data-[starting-style]:opacity-0 ${widths[size]}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-sand px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-semibold text-tamarind-dark">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-sand bg-sand/30 px-5 py-3">{footer}</div>
          )}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
