import { WalletPage } from '@/components/wallets/wallet-page';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = () => pageTitle('wallets.topupTitle');

export default function Page({ searchParams }: ListPageProps) {
  return <WalletPage filter="topup" searchParams={searchParams} />;
}
