import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth-shell';
import { LoginForm } from '@/components/login-form';
import { appEnv } from '@/lib/env';
import { returnPath, toLoginReason } from '@/lib/session/login-path';
import { pickMessages } from '@/lib/i18n/messages';
import { readSession } from '@/lib/session/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// `?next=` is where to go back to after sign-in (a path of this site, lib/session/login-path.ts), and
// `?reason=` why the page opened: only a known code shows its own message, never the address's text.
export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams;
  const next = returnPath(first(query.next));
  if (await readSession()) redirect(next);
  const { login, validation, twoFactor } = await pickMessages('login', 'validation', 'twoFactor');
  const errors = await getTranslations('errors');
  return (
    <AuthShell>
      <LoginForm
        text={login}
        validation={validation}
        twoFactor={twoFactor}
        app={appEnv().APP_NAME}
        next={next}
        reason={toLoginReason(first(query.reason))}
        unreachable={errors('network')}
      />
    </AuthShell>
  );
}
