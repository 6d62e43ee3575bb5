import { WalletPage } from '@/components/wallets/wallet-page';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = () => pageTitle('wallets.balanceTitle');

export default function Page({ searchParams }: ListPageProps) {
  return <WalletPage filter="balance" searchParams={searchParams} />;
}
