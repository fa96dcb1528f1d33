import type { ReactNode } from 'react';
import { KeyRound } from 'lucide-react';

/** The sign-in page's card, for the pages around it: forgot password, set password. */
export function PasswordCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="kolam-dots flex min-h-[70dvh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-cream p-6 shadow-xl ring-1 ring-sand sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-tamarind text-cream">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h1 className="text-2xl font-semibold text-tamarind-dark">{title}</h1>
            <p className="text-sm text-muted">{intro}</p>
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}

export const textLink = 'font-semibold text-leaf underline underline-offset-4 hover:text-leaf-dark';
