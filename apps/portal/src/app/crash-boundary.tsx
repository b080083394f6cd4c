import { GENERIC_ERROR } from '@keystone/flows/errors';
import { Button, EmptyState } from '@keystone/ui';
import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface CrashBoundaryProps {
  children: ReactNode;
  /** Moving elsewhere (a new address) gives the screen another chance. */
  resetKey: string;
  /** Reloading the page: a newer release may have replaced the screen's chunk. */
  onReload?: () => void;
}

/**
 * What a person sees when a screen fails while rendering (or its chunk cannot be loaded): the generic words and a way
 * to try again, instead of a blank page. Failures of calls never reach here; the query client words those.
 */
interface CrashBoundaryState {
  crashed: boolean;
  /** The address the state belongs to. */
  at: string;
}

export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false, at: this.props.resetKey };

  static getDerivedStateFromError(): Partial<CrashBoundaryState> {
    return { crashed: true };
  }

  static getDerivedStateFromProps(props: CrashBoundaryProps, state: CrashBoundaryState): CrashBoundaryState | null {
    return props.resetKey === state.at ? null : { crashed: false, at: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed while rendering', error, info.componentStack);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <EmptyState
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-8" />}
        title={GENERIC_ERROR.title}
        description={GENERIC_ERROR.text}
        action={<Button onClick={reload}>Reload the page</Button>}
        className="mt-16"
      />
    );
  }
}
