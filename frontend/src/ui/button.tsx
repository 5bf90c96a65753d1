import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'outline' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors duration-200 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ' +
  'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-race-600 text-white hover:bg-race-500 active:bg-race-600',
  outline: 'border border-white/70 bg-transparent text-white hover:border-white hover:bg-white/10',
  ghost: 'bg-transparent text-zinc-200 hover:bg-white/10 hover:text-white',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

/** Classes of a button, for links that look like one. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
