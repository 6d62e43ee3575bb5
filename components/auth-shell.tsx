import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { appEnv } from '@/lib/env';

/** The signed-out pages' frame (sign-in, password reset, sign-out): the brand above, the footer below. */
export async function AuthShell({ children }: { children: ReactNode }) {
  const t = await getTranslations('app');
  const name = appEnv().APP_NAME;
  return (
    <div className="auth-page">
      {/* The footer is a landmark of its own, beside <main>, not inside it. */}
      <main className="container d-flex flex-column align-items-center">
        <p className="h3 text-white fw-semibold mb-4" data-testid="auth-brand">
          {name}
        </p>
        {children}
      </main>
      <footer className="auth-footer mt-4 small text-center">
        © {new Date().getFullYear()} {name}. {t('allRightsReserved')}
      </footer>
    </div>
  );
}
