'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { preloadIslandMessages } from '@/lib/client/island-messages';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { Account } from '@/lib/schemas/account';
import type { AccountDialog } from './account-host';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import { useLive } from '../use-live';

const AccountHost = onDemand(() => import('./account-host'));

const OpenDialog = createContext<(dialog: AccountDialog) => void>(() => undefined);

type Props = {
  account: Account;
  intl: IslandIntl;
  /** The page was opened for this dialog (the user menu's Edit Profil, Ubah Password). */
  openAtStart?: AccountDialog;
  children: ReactNode;
};

/**
 * The account page's one dialog host: its buttons open a dialog here. The dialogs' code loads
 * at the first click and then stays, so the toast a dialog leaves outlives the dialog.
 */
export function AccountDialogs({ account, intl, openAtStart, children }: Props) {
  // undefined: nothing chosen yet, so the dialog the page was opened for (once the page is live,
  // never in the server's HTML: a modal, its portal and the toaster exist only in the browser).
  const [chosen, setChosen] = useState<AccountDialog | null>();
  const live = useLive();
  const dialog = chosen === undefined ? (live ? (openAtStart ?? null) : null) : chosen;
  // Once loaded the host stays, so the toast a dialog leaves outlives the dialog.
  const loaded = dialog !== null || chosen !== undefined;
  const open = (next: AccountDialog) => {
    // The dialogs' code and messages load together (again, after a failure).
    AccountHost.preload();
    preloadIslandMessages(intl);
    setChosen(next);
  };
  return (
    <OpenDialog.Provider value={open}>
      {children}
      {loaded && (
        <OnDemandSlot message={intl.unreachable}>
          <AccountHost intl={intl} dialog={dialog} account={account} onClose={() => setChosen(null)} />
        </OnDemandSlot>
      )}
    </OpenDialog.Provider>
  );
}

type ButtonProps = {
  dialog: AccountDialog;
  className: string;
  /** The button's accessible name when its text is not enough (a row's "Keluar"). */
  label?: string;
  children: ReactNode;
};

/** A button of the account page that opens its dialog. */
export function AccountButton({ dialog, className, label, children }: ButtonProps) {
  const open = useContext(OpenDialog);
  return (
    <button type="button" className={className} aria-label={label} onClick={() => open(dialog)}>
      {children}
    </button>
  );
}
