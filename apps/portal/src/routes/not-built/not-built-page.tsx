/**
 * A route the seeds declare whose screen a later release builds. Nothing links here yet; someone who types
 * the address is told plainly, and no placeholder data is shown.
 */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="not-built-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="not-built-title" className="text-2xl font-semibold text-foreground">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">This page is not available yet.</p>
    </section>
  );
}
