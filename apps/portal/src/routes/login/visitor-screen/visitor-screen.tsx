import type { ReactNode } from 'react';

interface VisitorScreenProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen a visitor sees (sign-in, registration, reset password): the brand and one card. */
export function VisitorScreen({ title, description, children }: VisitorScreenProps) {
  return (
    // One column as wide as the screen allows: an auto column would take the card's widest line and widen the page.
    <main className="grid min-h-screen grid-cols-[minmax(0,1fr)] place-items-center bg-background px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <p className="text-lg font-semibold text-primary">Keystone</p>
        <h1 className="mt-4 text-2xl font-semibold text-foreground">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
        {children}
      </div>
    </main>
  );
}
