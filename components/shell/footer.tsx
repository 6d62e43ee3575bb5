import { getTranslations } from 'next-intl/server';

// SPEC §2: the current year, '{product}.' and 'All Rights Reserved'.
export async function Footer({ appName }: { appName: string }) {
  const t = await getTranslations('app');
  return (
    <footer className="footer" data-testid="footer">
      <div className="container-fluid d-flex flex-wrap justify-content-between gap-2">
        <span>
          {new Date().getFullYear()} © {appName}.
        </span>
        <span>{t('allRightsReserved')}</span>
      </div>
    </footer>
  );
}
