/**
 * Compact buttons for the back office: staff scan dense tables on a laptop or tablet, so
 * these are 36 px tall (the public site's are 44 px) with square-ish corners.
 */
const base =
  'inline-flex min-h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-55';

const variants = {
  primary: 'bg-leaf text-cream hover:bg-leaf-dark disabled:hover:bg-leaf',
  secondary: 'border border-[#c9b393] bg-white text-ink hover:border-tamarind/60 hover:bg-sand/50',
  danger: 'bg-chilli text-white hover:bg-[#8f1e18] disabled:hover:bg-chilli',
  'danger-outline': 'border border-chilli/50 bg-white text-chilli hover:bg-[#fdecea]',
  ghost: 'text-tamarind-dark hover:bg-sand',
} as const;

export type StaffButtonVariant = keyof typeof variants;

export function staffButton(variant: StaffButtonVariant = 'secondary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
