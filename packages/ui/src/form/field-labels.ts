import { createContext, useContext, useLayoutEffect } from 'react';

/** The label each field of a `<Form>` was bound with, by its name ('email', 'documents.2.url'). */
export type FieldLabels = Map<string, string>;

export const FieldLabelsContext = createContext<FieldLabels | null>(null);

/**
 * Gives the form the label a person reads for a field, so that its error summary names the field by it. `<FormField
 * label>` calls it; a part of a field with its own message (one row of a list) calls it for its own path.
 */
export function useFieldLabel(name: string, label: string | undefined) {
  const labels = useContext(FieldLabelsContext);
  useLayoutEffect(() => {
    if (!labels || label === undefined) return;
    labels.set(name, label);
    return () => {
      if (labels.get(name) === label) labels.delete(name);
    };
  }, [labels, name, label]);
}

/** The labelled field a message at `path` belongs to: the path itself, else the nearest labelled part above it. */
export function labelledFieldOf(labels: FieldLabels, path: string): string | undefined {
  for (let name = path; name !== ''; name = name.slice(0, Math.max(0, name.lastIndexOf('.')))) {
    if (labels.has(name)) return name;
  }
  return undefined;
}
