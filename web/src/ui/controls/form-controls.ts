/** Denser form controls for staff forms (the public inputClasses are 44 px and roomy). */
export const staffInputBase =
  'min-h-9 rounded-lg border border-[#c9b393] bg-white px-2.5 py-1.5 text-sm text-ink ' +
  'placeholder:text-[#8a7565] hover:border-tamarind/60 focus:border-leaf focus:outline-none ' +
  'focus-visible:outline-3 focus-visible:outline-turmeric aria-[invalid=true]:border-chilli disabled:bg-sand/60';

/** Full width, for stacked forms. Inline controls use staffInputBase plus their own width. */
export const staffInput = `${staffInputBase} block w-full`;

export const staffLabel = 'mb-1 block text-xs font-semibold text-ink';

export const staffCheckbox = 'size-4 rounded border-[#c9b393] accent-leaf';
