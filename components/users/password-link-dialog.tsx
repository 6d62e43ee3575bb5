'use client';

import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { toast } from 'sonner';
import { bff, errorText } from '@/lib/client/bff-fetch';
import { formatDateTime } from '@/lib/format';
import { setPasswordPath, type IssuedLink } from '@/lib/schemas/password-links';
import type { UserItem } from '@/lib/schemas/users';
import { toLocale } from '@/lib/shared/locales';
import { ConfirmDialog } from '../form-kit/confirm-dialog';
import { useKeepTabInside } from '../form-kit/focus-trap';
import { useAppName } from '../shell/app-name';

type Props = {
  user: UserItem;
  /** Right after the account was made: the invitation is issued without asking first. */
  auto?: boolean;
  onClose: () => void;
  onDone: () => void;
};

/** WhatsApp's share address: to the person's own number when it is an Indonesian one (08…, +62…). */
function whatsappHref(phone: string, text: string) {
  const digits = phone.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+') ? digits.slice(1) : digits.replace(/^0/, '62');
  const to = /^62\d{8,13}$/.test(international) ? international : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

/**
 * An invitation (an account without a password) or a password-reset link (one with), issued by
 * an administrator and shown once: copied, shared on WhatsApp, or mailed by the API when mail
 * is set up. Issuing a new one ends the earlier one, so it asks first unless the account is new.
 */
export function PasswordLinkDialog({ user, auto = false, onClose, onDone }: Props) {
  const t = useTranslations('passwordLink');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const app = useAppName();
  useKeepTabInside();
  const issue = useMutation({
    mutationFn: () => bff<IssuedLink>(`strict/user/${user.id}/password-link`, { method: 'POST' }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onDone();
    },
    onError: (err) => toast.error(errorText(err, tAll)),
  });
  const fired = useRef(false);
  const { mutate } = issue;
  useEffect(() => {
    if (!auto || fired.current) return;
    fired.current = true;
    mutate();
  }, [auto, mutate]);
  const link = issue.data;
  const url = link ? `${window.location.origin}${setPasswordPath(link.token)}` : '';
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const invite = link ? link.purpose === 'invite' : !user.has_password;
  const shareText = t(invite ? 'shareInvite' : 'shareReset', { name: user.first_name, link: url, app });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      (document.getElementById('password-link-url') as HTMLInputElement | null)?.select();
    }
  };
  const busy = issue.isPending;

  return (
    <Modal show onHide={busy ? () => undefined : onClose} centered aria-labelledby="password-link-title">
      <Modal.Header closeButton closeLabel={tAll('form.close')}>
        <Modal.Title as="h2" id="password-link-title" className="h5 text-break">
          {t(invite ? 'inviteTitle' : 'resetTitle', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!link ? (
          <p className="mb-0">{t(invite ? 'inviteAsk' : 'resetAsk', { name })}</p>
        ) : (
          <>
            <p>{t(invite ? 'inviteShown' : 'resetShown', { name: user.first_name })}</p>
            <label htmlFor="password-link-url" className="form-label">
              {t('link')}
            </label>
            <div className="input-group mb-2" dir="ltr">
              <input
                id="password-link-url"
                className="form-control"
                readOnly
                value={url}
                onFocus={(e) => e.target.select()}
              />
              <button type="button" className="btn btn-brand" onClick={() => void copy()}>
                {t('copy')}
              </button>
            </div>
            <p className="small text-body-secondary mb-3" data-testid="password-link-expiry">
              {t('expires', { date: formatDateTime(link.expires_at, locale) })}
              {link.emailed && ` ${t('emailed', { email: user.email ?? '' })}`}
            </p>
            <a
              className="btn btn-success"
              href={whatsappHref(user.phone_number, shareText)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('whatsapp')}
            </a>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
          {tAll('form.close')}
        </button>
        {!link && (
          <button type="button" className="btn btn-brand" onClick={() => issue.mutate()} disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t(invite ? 'inviteConfirm' : 'resetConfirm')}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

/** Cabut undangan: the waiting link stops working at once. */
export function RevokeLinkConfirm({ id, name, onClose, onDone }: { id: number; name: string } & Omit<Props, 'user'>) {
  const t = useTranslations('passwordLink');
  return (
    <ConfirmDialog
      title={t('revokeTitle', { name })}
      body={t('revokeText')}
      confirmLabel={t('revoke')}
      request={() => bff(`strict/user/${id}/password-link`, { method: 'DELETE' })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
