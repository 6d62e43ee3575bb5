import 'server-only';
import type { ListParams } from '../list-query';
import { walletListSchema, type WalletFilter } from '../schemas/wallets';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** Balances, top-up requests or withdrawal requests (SPEC §7 filter_note), the requests in a view. */
export const listWallets = (
  session: Session,
  params: ListParams,
  filter: WalletFilter,
  view: Record<string, string> = {},
) => fetchPage('strict/wallet', walletListSchema, session, params, { ...view, filter_note: filter });
