'use client';

import { useRouter } from 'next/navigation';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { BsuItem } from '@/lib/schemas/bsus';
import type { CollectorItem } from '@/lib/schemas/collectors';
import type { CustomerItem } from '@/lib/schemas/customers';
import type { TrashItem } from '@/lib/schemas/trash';
import type { UserItem } from '@/lib/schemas/users';
import { DialogIsland } from '../dialog-island';
import { BankForm } from '../resource-forms/bank-form';
import { CustomerForm } from '../resource-forms/customer-form';
import { TrashForm } from '../resource-forms/trash-form';
import { UserForm } from '../resource-forms/user-form';
import { DeleteConfirm, StatusConfirm } from './delete-confirm';
import { PasswordLinkDialog, RevokeLinkConfirm } from '../users/password-link-dialog';
import { CounterRequestForm } from '../wallets/counter-request-form';
import { DecisionDialog } from '../wallets/decision-dialog';
import { TransactionDetail } from '../transactions/transaction-detail';
import type { WalletItem } from '@/lib/schemas/wallets';
import type { ListScope, ListState, Opened } from './list-types';

type Props = ListScope & {
  intl: IslandIntl;
  state: ListState;
  onOpen: (state: Opened) => void;
  onClose: () => void;
};

function ResourceForm({
  resource,
  row,
  parent,
  role,
  onClose,
  onSaved,
  onCreatedUser,
}: ListScope & {
  row: unknown;
  onClose: () => void;
  onSaved: () => void;
  onCreatedUser: (user: UserItem) => void;
}) {
  const props = { onClose, onSaved };
  switch (resource) {
    case 'transaction':
    case 'balance':
      return null;
    case 'topup':
    case 'withdraw':
      return <CounterRequestForm kind={resource} {...props} />;
    case 'user':
      return <UserForm row={row as UserItem | null} {...props} role={role} onCreated={onCreatedUser} />;
    case 'collector':
      return <BankForm kind="collector" row={row as CollectorItem | null} {...props} />;
    case 'bsu':
      return <BankForm kind="bsu" row={row as BsuItem | null} parent={parent} {...props} />;
    case 'trash':
      return <TrashForm row={row as TrashItem | null} {...props} />;
    case 'customer':
      return <CustomerForm row={row as CustomerItem | null} {...props} role={role} />;
  }
}

/** Loaded on the list's first click: the open modal, React Query and the toasts. */
export default function ListHost({ intl, state, onOpen, onClose, ...scope }: Props) {
  const { resource } = scope;
  const router = useRouter();
  const saved = () => {
    onClose();
    // The server renders the list again on the page the user is on.
    router.refresh();
  };
  return (
    <DialogIsland intl={intl}>
      {state.kind === 'form' && (
        <ResourceForm
          {...scope}
          row={state.row}
          onClose={onClose}
          onSaved={saved}
          // A new administrator gets their invitation at once: the link is shown to pass on.
          onCreatedUser={(user) => {
            onOpen({ kind: 'link', row: user, auto: true });
            router.refresh();
          }}
        />
      )}
      {state.kind === 'link' && (
        <PasswordLinkDialog
          user={state.row as UserItem}
          auto={state.auto}
          onClose={onClose}
          onDone={() => router.refresh()}
        />
      )}
      {state.kind === 'revokeLink' && (
        <RevokeLinkConfirm id={state.id} name={state.name} onClose={onClose} onDone={saved} />
      )}
      {state.kind === 'delete' && (
        <DeleteConfirm resource={resource} names={[state.name]} ids={[state.id]} onClose={onClose} onDeleted={saved} />
      )}
      {state.kind === 'bulkDelete' && (
        <DeleteConfirm resource={resource} names={state.names} ids={state.ids} onClose={onClose} onDeleted={saved} />
      )}
      {state.kind === 'bulkStatus' && (
        <StatusConfirm
          resource={resource}
          status={state.status}
          names={state.names}
          ids={state.ids}
          onClose={onClose}
          onDone={saved}
        />
      )}
      {state.kind === 'detail' && <TransactionDetail id={state.id} onClose={onClose} />}
      {state.kind === 'decide' && (resource === 'topup' || resource === 'withdraw') && (
        <DecisionDialog
          kind={resource}
          decision={state.decision}
          row={state.row as WalletItem}
          onClose={onClose}
          onDone={saved}
        />
      )}
    </DialogIsland>
  );
}
