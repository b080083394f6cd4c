import { isValidElement, type ReactNode } from 'react';

/** True when some text would be rendered inside, which gives a button its accessible name. */
export function hasTextContent(children: ReactNode): boolean {
  if (typeof children === 'string') return children.trim().length > 0;
  if (typeof children === 'number' || typeof children === 'bigint') return true;
  if (Array.isArray(children)) return children.some((child: ReactNode) => hasTextContent(child));
  if (isValidElement<{ children?: ReactNode }>(children)) return hasTextContent(children.props.children);
  return false;
}

export interface NamingProps {
  children?: ReactNode;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
}

/** Why a button would reach screen readers without a name, or null when it has one. */
export function missingNameProblem(component: string, props: NamingProps): string | null {
  if (props['aria-label']?.trim() || props['aria-labelledby']?.trim()) return null;
  if (hasTextContent(props.children)) return null;
  return `${component}: an icon-only button needs an aria-label (or aria-labelledby) so screen readers can name it.`;
}
