import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { staffButton } from '../../ui/controls/staff-button';

type State = 'idle' | 'copied' | 'failed';

/** Copies with the async clipboard API; if the browser refuses, says so instead of failing silently. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <>
      <button
        type="button"
        className={staffButton('secondary')}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? 'Copied' : label}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? 'Copied to the clipboard'
          : state === 'failed'
            ? 'Copying failed; select the text and copy it by hand'
            : ''}
      </span>
      {state === 'failed' && (
        <span className="self-center text-xs text-chilli">Copying failed: select the text instead.</span>
      )}
    </>
  );
}
