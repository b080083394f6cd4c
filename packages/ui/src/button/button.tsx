import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../cn.ts';
import { SpinnerIcon } from '../spinner/spinner.tsx';
import { missingNameProblem } from './accessible-name.ts';

const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-input bg-surface text-foreground hover:bg-muted',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        danger: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger-hover',
        link: 'bg-transparent text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm [&_svg]:size-4',
        md: 'h-10 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
        icon: 'size-10 [&_svg]:size-5',
      },
      loading: {
        true: 'cursor-progress',
        false: null,
      },
    },
    compoundVariants: [
      { variant: 'link', size: ['sm', 'md', 'lg'], class: 'h-auto px-0' },
      // A busy button keeps its resting colours: a hover change would invite a second press.
      { loading: true, variant: 'primary', class: 'hover:bg-primary' },
      { loading: true, variant: 'secondary', class: 'hover:bg-secondary' },
      { loading: true, variant: 'outline', class: 'hover:bg-surface' },
      { loading: true, variant: 'ghost', class: 'hover:bg-transparent' },
      { loading: true, variant: 'danger', class: 'hover:bg-danger' },
      { loading: true, variant: 'link', class: 'hover:no-underline' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', loading: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, a router `Link`) with the button's look and behaviour. */
    asChild?: boolean;
  };

function ignoreWhileBusy(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

export function Button({
  className,
  variant,
  size,
  loading = false,
  asChild = false,
  onClick,
  children,
  ...props
}: ButtonProps) {
  if (import.meta.env.DEV) {
    const problem = missingNameProblem('Button', { ...props, children });
    if (problem) throw new Error(problem);
  }
  const Component = asChild ? Slot.Root : 'button';
  const busy = loading === true;
  return (
    <Component
      {...props}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size, loading: busy }), className)}
      // Busy, not disabled: a disabled button would drop the keyboard focus in the middle of a submit.
      aria-busy={busy || undefined}
      aria-disabled={busy || props['aria-disabled']}
      onClick={busy ? ignoreWhileBusy : onClick}
    >
      {busy && <SpinnerIcon data-slot="button-spinner" />}
      {busy && size === 'icon' ? null : <Slot.Slottable>{children}</Slot.Slottable>}
    </Component>
  );
}

export { buttonVariants };
