import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 min-h-11 whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-leaf text-cream hover:bg-leaf-dark disabled:hover:bg-leaf',
  accent: 'bg-turmeric text-ink hover:bg-[#f0b63a] shadow-sm',
  outline: 'border-2 border-tamarind text-tamarind hover:bg-tamarind hover:text-cream',
  ghost: 'text-tamarind hover:bg-sand',
  light: 'border-2 border-cream/80 text-cream hover:bg-cream hover:text-tamarind-dark',
};

const sizes = { md: 'px-5 py-2.5 text-sm', lg: 'px-7 py-3 text-base' } as const;

/** Shared by <button> and router <Link>s, so a link that acts as a button looks like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: keyof typeof sizes };

export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
