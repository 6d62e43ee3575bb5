'use client';

import { Component, Suspense, type ReactNode } from 'react';
import { onRetry } from '@/lib/client/retryable';

/** SPEC §9: a message goes after 5 s, as the toasts do. */
const SHOWN_MS = 5000;

type Props = {
  /** What to say, in the page's language ('Server tidak dapat dihubungi…'). */
  message: string;
  /** What stands in the island's place meanwhile (a search box's stand-in); nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * Around an island whose code or messages load on demand: when they cannot be fetched, says so
 * for a few seconds instead of taking the page down (React's error for a failed load would reach
 * Next.js's root boundary, an English "This page couldn't load"). The next time the island is
 * opened its opener fetches them again (lib/client/retryable.ts) and the island tries once more.
 */
class Unreachable extends Component<Props, { failed: boolean; shown: boolean }> {
  state = { failed: false, shown: false };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopListening: (() => void) | undefined;
  static getDerivedStateFromError() {
    return { failed: true, shown: true };
  }
  componentDidMount() {
    this.stopListening = onRetry(() => {
      if (this.state.failed) this.setState({ failed: false, shown: false });
    });
  }
  componentDidCatch() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.setState({ shown: false }), SHOWN_MS);
  }
  componentWillUnmount() {
    clearTimeout(this.timer);
    this.stopListening?.();
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        {this.props.fallback}
        {this.state.shown && (
          <div role="alert" className="alert alert-danger island-unreachable" data-testid="island-unreachable">
            {this.props.message}
          </div>
        )}
      </>
    );
  }
}

/**
 * Where an island loaded on demand shows: `fallback` while it loads, and in its place, with the
 * message, when its code or messages cannot be fetched.
 */
export function OnDemandSlot({ message, fallback = null, children }: Props) {
  return (
    <Unreachable message={message} fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Unreachable>
  );
}
