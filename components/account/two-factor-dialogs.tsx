'use client';

import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMessages, useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { bff, errorText } from '@/lib/client/bff-fetch';
import { twoFactorEnrolmentQuery } from '@/lib/client/queries/two-factor';
import type { Messages } from '@/lib/i18n/messages';
import { codeSchema, disableFormSchema, type RecoveryCodes as RecoveryCodesAnswer } from '@/lib/schemas/two-factor';
import { TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { EnrolmentQr, RecoveryCodes } from '../two-factor/recovery-codes';

type CodesProps = { app: string; email: string; onClose: () => void; onDone: () => void };

/** The next-intl messages of the namespace, as the components shared with the sign-in page take them. */
const useTexts = () => (useMessages() as unknown as Messages).twoFactor;

/** The recovery codes just made, shown this once; closing it reloads the page's status. */
function CodesDialog({
  codes,
  app,
  email,
  onDone,
}: {
  codes: string[];
  app: string;
  email: string;
  onDone: () => void;
}) {
  const text = useTexts();
  return (
    <Modal show onHide={onDone} centered backdrop="static" aria-labelledby="recovery-codes-title">
      <Modal.Header>
        <Modal.Title as="h2" id="recovery-codes-title" className="h5">
          {text.codesTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RecoveryCodes codes={codes} text={text} app={app} email={email} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-brand" onClick={onDone}>
          {text.codesDone}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * A current code of the app sent to the two-factor `step` of the account, which answers new
 * recovery codes: shown next, in their own dialog.
 */
function CodeForCodesDialog({
  step,
  title,
  submitLabel,
  app,
  email,
  onClose,
  onDone,
  children,
}: CodesProps & { step: 'confirm' | 'recovery-codes'; title: string; submitLabel: string; children: ReactNode }) {
  const text = useTexts();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <CodesDialog codes={codes} app={app} email={email} onDone={onDone} />;
  return (
    <ModalForm
      title={title}
      schema={codeSchema}
      defaultValues={{ code: '' }}
      submitLabel={submitLabel}
      submit={async ({ code }) => {
        const answer = await bff<RecoveryCodesAnswer>(`strict/account/two-factor/${step}`, {
          method: 'POST',
          json: { code },
        });
        setCodes(answer.recovery_codes);
        return answer;
      }}
      onClose={onClose}
      onSaved={() => undefined}
    >
      {children}
      <TextField
        name="code"
        label={text.code}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
    </ModalForm>
  );
}

/** Turning it on: the server's QR code and the key to type in, then a first code; then the recovery codes. */
export function EnrolDialog(props: CodesProps) {
  const t = useTranslations();
  const text = useTexts();
  const start = useQuery(twoFactorEnrolmentQuery());
  return (
    <CodeForCodesDialog {...props} step="confirm" title={text.enrolTitle} submitLabel={text.activate}>
      {start.data ? (
        <EnrolmentQr svg={start.data.qr_svg} secret={start.data.secret} text={text} />
      ) : start.error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(start.error, t)}
        </div>
      ) : (
        <div className="spinner-border d-block mx-auto my-5" role="status" aria-label={t('common.loading')} />
      )}
    </CodeForCodesDialog>
  );
}

/** Ten new recovery codes for a current code of the app. */
export function RegenerateDialog(props: CodesProps) {
  const text = useTexts();
  return (
    <CodeForCodesDialog {...props} step="recovery-codes" title={text.regenerate} submitLabel={text.regenerate}>
      <p className="small">{text.regenerateHelp}</p>
    </CodeForCodesDialog>
  );
}

/** Turning it off, with the current password or a code. */
export function DisableDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const text = useTexts();
  return (
    <ModalForm
      title={text.disableTitle}
      schema={disableFormSchema}
      defaultValues={{ password: '', code: '' }}
      submitLabel={text.turnOff}
      submit={({ password, code }) =>
        bff('strict/account/two-factor/disable', {
          method: 'POST',
          json: password ? { password } : { code },
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <p className="small">{text.disableHelp}</p>
      <TextField name="password" type="password" label={text.password} autoComplete="current-password" />
      <p className="text-center text-body-secondary small my-2">{text.or}</p>
      <TextField name="code" label={text.code} autoComplete="one-time-code" maxLength={32} />
    </ModalForm>
  );
}
