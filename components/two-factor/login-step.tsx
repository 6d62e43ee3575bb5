'use client';

import { useState, useTransition, type FormEvent } from 'react';
import type { SecondStepAnswer } from '@/app/login/actions';
import { confirmSignInEnrolment, verifySignInCode } from '@/app/login/two-factor-actions';
import type { Messages } from '@/lib/i18n/messages';
import { EnrolmentQr, RecoveryCodes } from './recovery-codes';

type Props = {
  answer: SecondStepAnswer;
  text: Messages['twoFactor'];
  app: string;
  email: string;
  /** Back to the password: the challenge is gone (expired, too many wrong codes; this message), or the person asked. */
  onRestart: (message: string | null) => void;
};

/**
 * The sign-in's second step, loaded once the password was right: the code of the authenticator app
 * (or a recovery code), or, when REQUIRE_2FA makes an administrator enrol, the QR code and a first
 * code, then the recovery codes. The challenge itself never reaches this page.
 */
export default function SecondStep({ answer, text, app, email, onRestart }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<{ recoveryCodes: string[]; next: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const enrolling = answer.step === 'enrol';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      setError(null);
      const result = enrolling ? await confirmSignInEnrolment({ code }) : await verifySignInCode({ code });
      if ('recoveryCodes' in result) return setCodes(result);
      if (result.restart) return onRestart(result.message);
      setError(result.message);
    });
  };

  if (codes)
    return (
      <>
        <h1 className="h5 text-primary-emphasis text-center mb-3">{text.codesTitle}</h1>
        <RecoveryCodes codes={codes.recoveryCodes} text={text} app={app} email={email} />
        <a href={codes.next} className="btn btn-brand w-100 mt-4">
          {text.continue}
        </a>
      </>
    );

  const label = recovery ? text.recoveryCode : text.code;
  return (
    <>
      <div className="text-center mb-3">
        <h1 className="h5 text-primary-emphasis">{enrolling ? text.enrolTitle : text.title}</h1>
        <p className="text-muted mb-0">
          {enrolling ? text.enrolPrompt : recovery ? text.recoveryPrompt : text.loginPrompt}
        </p>
      </div>
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="login-error">
          {error}
        </div>
      )}
      {answer.step === 'enrol' && (
        <EnrolmentQr svg={answer.enrolment.qr_svg} secret={answer.enrolment.secret} text={text} />
      )}
      <form onSubmit={submit} noValidate>
        <div className="mb-3">
          <label htmlFor="two-factor-code" className="form-label">
            {label}
          </label>
          <input
            key={recovery ? 'recovery' : 'app'}
            id="two-factor-code"
            className="form-control form-control-lg text-center font-monospace"
            dir="ltr"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 32 : 7}
            autoFocus
            required
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className="btn btn-brand w-100" disabled={pending}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {enrolling ? text.activate : text.verify}
        </button>
      </form>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">
        {!enrolling && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={() => {
              setRecovery((v) => !v);
              setCode('');
              setError(null);
            }}
          >
            {recovery ? text.useApp : text.useRecovery}
          </button>
        )}
        <button type="button" className="btn btn-link btn-sm p-0 text-muted" onClick={() => onRestart(null)}>
          {text.back}
        </button>
      </div>
    </>
  );
}
