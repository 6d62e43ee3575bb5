import type { Metadata } from 'next';
import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/auth/action-form';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthShell } from '@/components/auth-shell';
import { linkInfo } from '@/lib/api/password-links';
import { appEnv } from '@/lib/env';
import { linkTokenSchema } from '@/lib/schemas/password-links';
import { setPassword } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('setPassword');
  return { title: `${t('title')} | ${appEnv().APP_NAME}`, referrer: 'no-referrer' };
}

type Props = { params: Promise<{ token: string }> };

/**
 * A set-password link (an invitation or a reset): greets the person, takes the new password
 * twice, and sends them to sign in. A link that no longer works says so and offers a new one.
 */
export default async function SetPasswordPage({ params }: Props) {
  const { token } = await params;
  const t = await getTranslations('setPassword');
  const info = linkTokenSchema.safeParse(token).success ? await linkInfo(token) : null;
  return (
    <AuthShell>
      {!info ? (
        <AuthCard title={t('invalidTitle')} lead={t('invalidBody')} gap={3}>
          <Link href="/auth-pass-reset-cover" className="btn btn-brand w-100 mb-2">
            {t('newLink')}
          </Link>
          <Link href="/login" className="btn btn-light w-100">
            {t('signIn')}
          </Link>
        </AuthCard>
      ) : (
        <AuthCard
          title={t(info.purpose === 'invite' ? 'inviteTitle' : 'title', { name: info.first_name })}
          lead={t(info.purpose === 'invite' ? 'invitePrompt' : 'prompt', { email: info.email ?? '' })}
        >
          <ActionForm
            action={setPassword.bind(null, token)}
            fields={[
              {
                name: 'new_password',
                type: 'password',
                label: t('newPassword'),
                autoComplete: 'new-password',
                help: t('help'),
              },
              {
                name: 'confirm_password',
                type: 'password',
                label: t('confirmPassword'),
                autoComplete: 'new-password',
              },
            ]}
            submitLabel={t('save')}
            done={
              <Link href="/login" className="btn btn-brand w-100">
                {t('signIn')}
              </Link>
            }
          />
        </AuthCard>
      )}
    </AuthShell>
  );
}
