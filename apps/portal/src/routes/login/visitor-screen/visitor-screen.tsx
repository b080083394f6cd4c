import { cn } from '@keystone/ui';
import type { ReactNode } from 'react';
import { Logo } from '../../../brand/logo.tsx';
import { RiskFooter } from '../../../layout/risk-footer.tsx';
import { RiskWarningBanner } from '../../../risk-warning/risk-warning-banner.tsx';

interface VisitorScreenProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** `wide` for reading (the legal pages); forms keep the narrow card. */
  width?: 'narrow' | 'wide';
}

/**
 * The frame of every screen a visitor sees (sign-in, registration, reset password, the legal pages): the risk warning
 * at the top, the brand and one card, over the footer every screen carries.
 */
export function VisitorScreen({ title, description, children, width = 'narrow' }: VisitorScreenProps) {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <RiskWarningBanner />
      {/* One column as wide as the screen allows: an auto column would take the card's widest line and widen the page. */}
      {/* At least a screen tall, as the platform's, so the footer below the fold does not move when a page's text
          arrives; a page to read starts at the top, as centred it would move up while its text came. */}
      <main
        className={cn(
          'grid min-h-dvh flex-1 grid-cols-[minmax(0,1fr)] px-4 py-12',
          width === 'narrow' ? 'place-items-center' : 'items-start justify-items-center',
        )}
      >
        <div
          className={cn(
            'w-full rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8',
            width === 'narrow' ? 'max-w-md' : 'max-w-2xl',
          )}
        >
          <Logo />
          <h1 className="mt-4 text-2xl font-semibold text-foreground">{title}</h1>
          {description && <p className="mt-1 text-muted-foreground">{description}</p>}
          {children}
        </div>
      </main>
      <RiskFooter />
    </div>
  );
}
