'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMessages, useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { bff, errorText } from '@/lib/client/bff-fetch';
import type { Messages } from '@/lib/i18n/messages';
import {
  codeSchema,
  disableFormSchema,
  type Enrolment,
  type RecoveryCodes as RecoveryCodesAnswer,
} from '@/lib/schemas/two-factor';
import { TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { EnrolmentQr, RecoveryCodes } from '../two-factor/recovery-codes';

type CodesProps = { app: string; email: string; onClose: () => void; onDone: () => void };

/** The next-intl messages of the namespace, as the components shared with the sign-in page take them. */
const useTexts = () => (useMessages() as unknown as Messages).twoFactor;

const codeField = (label: string, help?: string) => (
  <TextField
    name="code"
    label={label}
    required
    help={help}
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={7}
  />
);

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

/** Turning it on: the server's QR code and the key to type in, then a first code; then the recovery codes. */
export function EnrolDialog({ app, email, onClose, onDone }: CodesProps) {
  const t = useTranslations();
  const text = useTexts();
  const [codes, setCodes] = useState<string[] | null>(null);
  // A POST (each start makes a new secret): once per dialog, never again by itself.
  const start = useQuery({
    queryKey: ['two-factor-enrolment'],
    queryFn: () => bff<Enrolment>('strict/account/two-factor', { method: 'POST' }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (codes) return <CodesDialog codes={codes} app={app} email={email} onDone={onDone} />;
  return (
    <ModalForm
      title={text.enrolTitle}
      schema={codeSchema}
      defaultValues={{ code: '' }}
      submitLabel={text.activate}
      submit={async ({ code }) => {
        const answer = await bff<RecoveryCodesAnswer>('strict/account/two-factor/confirm', {
          method: 'POST',
          json: { code },
        });
        setCodes(answer.recovery_codes);
        return answer;
      }}
      onClose={onClose}
      onSaved={() => undefined}
    >
      {start.data ? (
        <EnrolmentQr svg={start.data.qr_svg} secret={start.data.secret} text={text} />
      ) : start.error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(start.error, t)}
        </div>
      ) : (
        <div className="spinner-border d-block mx-auto my-5" role="status" aria-label={t('common.loading')} />
      )}
      {codeField(text.code)}
    </ModalForm>
  );
}

/** Ten new recovery codes for a current code of the app. */
export function RegenerateDialog({ app, email, onClose, onDone }: CodesProps) {
  const text = useTexts();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <CodesDialog codes={codes} app={app} email={email} onDone={onDone} />;
  return (
    <ModalForm
      title={text.regenerate}
      schema={codeSchema}
      defaultValues={{ code: '' }}
      submitLabel={text.regenerate}
      submit={async ({ code }) => {
        const answer = await bff<RecoveryCodesAnswer>('strict/account/two-factor/recovery-codes', {
          method: 'POST',
          json: { code },
        });
        setCodes(answer.recovery_codes);
        return answer;
      }}
      onClose={onClose}
      onSaved={() => undefined}
    >
      <p className="small">{text.regenerateHelp}</p>
      {codeField(text.code)}
    </ModalForm>
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
