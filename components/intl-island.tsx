'use client';

import { Component, Suspense, use, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { islandMessages, onMessagesRetry } from '@/lib/client/island-messages';
import { TIME_ZONE } from '@/lib/shared/locales';
import type { IslandIntl, Namespace } from '@/lib/i18n/island-intl';

/** SPEC §9: a message goes after 5 s, as the toasts do. */
const SHOWN_MS = 5000;

type BoundaryProps = { message: string; children: ReactNode };

/**
 * When the island's messages cannot be fetched: says so, in the page's language, for a few
 * seconds, instead of taking the page down. The next time the island is opened, its opener fetches
 * them again (lib/client/island-messages.ts) and the island tries once more.
 */
class Unreachable extends Component<BoundaryProps, { failed: boolean; shown: boolean }> {
  state = { failed: false, shown: false };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopListening: (() => void) | undefined;
  static getDerivedStateFromError() {
    return { failed: true, shown: true };
  }
  componentDidMount() {
    this.stopListening = onMessagesRetry(() => {
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
    return this.state.shown ? (
      <div role="alert" className="alert alert-danger island-unreachable" data-testid="island-unreachable">
        {this.props.message}
      </div>
    ) : null;
  }
}

function WithMessages<K extends Namespace>({ intl, children }: { intl: IslandIntl<K>; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={use(islandMessages(intl))} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * next-intl for a client island that loads on demand, with the messages the page named
 * (lib/i18n/island-intl.ts), fetched as its code loads. Import this only from lazily loaded
 * modules: it brings the message formatter, which stays out of every page's first load.
 */
export function IntlIsland<K extends Namespace>({ intl, children }: { intl: IslandIntl<K>; children: ReactNode }) {
  return (
    <Unreachable message={intl.unreachable}>
      <Suspense fallback={null}>
        <WithMessages intl={intl}>{children}</WithMessages>
      </Suspense>
    </Unreachable>
  );
}
