import type { ReactNode } from 'react';

interface VisitorScreenProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen a visitor sees (sign-in, registration, reset password): the brand and one card. */
export function VisitorScreen({ title, description, children }: VisitorScreenProps) {
  return (
    <main className="grid min-h-screen place-items-center bg-background px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 shadow-sm">
        <p className="text-lg font-semibold text-primary">Keystone</p>
        <h1 className="mt-4 text-2xl font-semibold text-foreground">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
        {children}
      </div>
    </main>
  );
}
