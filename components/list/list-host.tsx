'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { Toaster } from 'sonner';
import type { IslandIntl } from '@/lib/i18n/messages';
import { browserQueryClient } from '@/lib/client/query-client';
import type { BsuItem } from '@/lib/schemas/bsus';
import type { CollectorItem } from '@/lib/schemas/collectors';
import type { CustomerItem } from '@/lib/schemas/customers';
import type { TrashItem } from '@/lib/schemas/trash';
import type { UserItem } from '@/lib/schemas/users';
import { IntlIsland } from '../intl-island';
import { BankForm } from '../resource-forms/bank-form';
import { CustomerForm } from '../resource-forms/customer-form';
import { TrashForm } from '../resource-forms/trash-form';
import { UserForm } from '../resource-forms/user-form';
import { DeleteConfirm } from './delete-confirm';
import { DecisionDialog } from '../wallets/decision-dialog';
import { TransactionDetail } from '../transactions/transaction-detail';
import type { WalletItem } from '@/lib/schemas/wallets';
import type { ListResource, ListState, ParentContext } from './list-types';

/** SPEC §9: toasts close after 5 s; errors are red, successes green, at the top centre. */
const TOAST_MS = 5000;

type Props = {
  resource: ListResource;
  intl: IslandIntl;
  state: ListState;
  parent?: ParentContext;
  onClose: () => void;
};

function ResourceForm({
  resource,
  row,
  parent,
  onClose,
  onSaved,
}: {
  resource: ListResource;
  row: unknown;
  parent?: ParentContext;
  onClose: () => void;
  onSaved: () => void;
}) {
  const props = { onClose, onSaved };
  switch (resource) {
    case 'transaction':
    case 'balance':
    case 'topup':
    case 'withdraw':
      return null;
    case 'user':
      return <UserForm row={row as UserItem | null} {...props} />;
    case 'collector':
      return <BankForm kind="collector" row={row as CollectorItem | null} {...props} />;
    case 'bsu':
      return <BankForm kind="bsu" row={row as BsuItem | null} parent={parent} {...props} />;
    case 'trash':
      return <TrashForm row={row as TrashItem | null} {...props} />;
    case 'customer':
      return <CustomerForm row={row as CustomerItem | null} {...props} />;
  }
}

/** Loaded on the list's first click: the open modal, React Query and the toasts. */
export default function ListHost({ resource, intl, state, parent, onClose }: Props) {
  const router = useRouter();
  const saved = () => {
    onClose();
    // The server renders the list again on the page the user is on.
    router.refresh();
  };
  return (
    <IntlIsland intl={intl}>
      <QueryClientProvider client={browserQueryClient()}>
        <Toaster
          position="top-center"
          richColors
          duration={TOAST_MS}
          closeButton={false}
          dir={intl.locale === 'ar' ? 'rtl' : 'ltr'}
        />
        {state.kind === 'form' && (
          <ResourceForm resource={resource} row={state.row} parent={parent} onClose={onClose} onSaved={saved} />
        )}
        {state.kind === 'delete' && (
          <DeleteConfirm resource={resource} name={state.name} id={state.id} onClose={onClose} onDeleted={saved} />
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
      </QueryClientProvider>
    </IntlIsland>
  );
}
