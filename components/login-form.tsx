'use client';

import {
  Suspense,
  useEffect,
  useRef,
  useState,
  useTransition,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Link } from '@/components/link';
import { signIn, type SecondStepAnswer } from '@/app/login/actions';
import type { Messages } from '@/lib/i18n/messages';
import { retryable } from '@/lib/client/retryable';
import type { LoginReason } from '@/lib/session/login-path';
import type { LoginInput } from '@/lib/schemas/auth';
import { AuthCard } from './auth/auth-card';
import { EyeIcon, EyeOffIcon } from './icons';
import { onDemand } from './on-demand';
import type { LoginControl } from './login-control';

// The second step's code loads only for accounts that have one, before the step shows: when it
// cannot be fetched the form stays and says so, and the next sign-in asks for it again.
const SecondStep = onDemand(() => import('./two-factor/login-step'));

/** SPEC §9: the login error shows for 3 s, then the flag resets; a lockout's stays until it ends. */
export const LOGIN_ERROR_MS = 3000;

/** '14:59': minutes and seconds left. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

// react-hook-form, the shared zod schema and its resolver load on the first touch of the form,
// not with the page (components/login-control.ts); the inputs are plain until then, and what was
// typed meanwhile is what the control finds. A chunk that failed to arrive is asked for again the
// next time (lib/client/retryable.ts).
const controlCode = retryable(() => import('./login-control').then((m) => m.createLoginControl));
const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Live = {
  form: LoginControl;
  fields: Record<Field, UseFormRegisterReturn<Field>>;
  unsubscribe: () => void;
};

type Props = {
  text: Messages['login'];
  validation: Messages['validation'];
  twoFactor: Messages['twoFactor'];
  /** The product's name (the recovery codes' file names it). */
  app: string;
  /** Where to go after signing in (already checked to be a path of this site). */
  next: string;
  /** Why the page opened ('expired': the session ended), shown as a notice. */
  reason?: LoginReason;
  /** Said when the validator's or the second step's code cannot be fetched (errors.network). */
  unreachable: string;
};

const reasonText: Record<LoginReason, keyof Messages['login']> = { expired: 'sessionExpired' };

/** Texts arrive as props, rendered for the chosen language on the server: no formatter ships. */
export function LoginForm({ text, validation, twoFactor, app, next, reason, unreachable }: Props) {
  const t = (key: keyof Messages['login']) => text[key];
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(false);
  // A box, not the text: the same message twice in a row is a new value, so its 3 s start again.
  const [serverError, setServerError] = useState<{ text: string } | null>(null);
  /** While sign-in is locked (too many failures): when the lock ends, and the seconds left. */
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [pending, startTransition] = useTransition();
  /** The password was right and a second step follows (the email, for the recovery codes' file). */
  const [second, setSecond] = useState<{ answer: SecondStepAnswer; email: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors<LoginInput>>({});
  const formElement = useRef<HTMLFormElement>(null);
  /** The form control once made, for the inputs' changes; `connecting` while it is on its way. */
  const live = useRef<Live | null>(null);
  const connecting = useRef<Promise<Live> | null>(null);

  /** Makes the form control on the first touch, with the inputs as they are; a failed fetch is asked for again next time. */
  const connect = () => {
    if (!connecting.current) {
      const attempt = controlCode(true).then((create) => {
        const form = create();
        const inputs = formElement.current!.elements;
        const fields = {} as Live['fields'];
        for (const name of FIELDS) {
          fields[name] = form.register(name);
          void fields[name].ref(inputs.namedItem(name) as HTMLInputElement);
        }
        const unsubscribe = form.subscribe({
          formState: { errors: true },
          callback: (state) => setErrors({ ...state.errors }),
        });
        return (live.current = { form, fields, unsubscribe });
      });
      attempt.catch(() => {
        if (connecting.current === attempt) connecting.current = null;
      });
      connecting.current = attempt;
    }
    return connecting.current;
  };
  /** The form shows again (after the second step): its new inputs get a control of their own. */
  const disconnect = () => {
    live.current?.unsubscribe();
    live.current = connecting.current = null;
    setErrors({});
  };

  useEffect(() => {
    if (!serverError || lockedUntil) return;
    const timer = setTimeout(() => setServerError(null), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [serverError, lockedUntil]);

  // A lockout's message stays, counting down, until the lock ends.
  useEffect(() => {
    if (!lockedUntil) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((lockedUntil - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        setLockedUntil(null);
        setServerError(null);
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [lockedUntil]);

  const signInWith = (values: LoginInput) =>
    startTransition(async () => {
      setServerError(null);
      setLockedUntil(null);
      const result = await signIn({ ...values, remember, next });
      if (result && 'step' in result) {
        const loaded = await SecondStep.load().then(
          () => true,
          () => false,
        );
        if (!loaded) return setServerError({ text: unreachable });
        disconnect();
        return setSecond({ answer: result, email: values.email });
      }
      if (result?.lockedFor) setLockedUntil(Date.now() + result.lockedFor * 1000);
      if (result?.message) setServerError({ text: result.message });
    });

  // The control's code could not be fetched (a dropped request): the form says so, and the next
  // try asks for it again. Without a word a field left would just not be checked.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void connect().then(
      ({ form }) => form.handleSubmit(signInWith)(),
      () => setServerError({ text: unreachable }),
    );
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    void live.current?.fields[event.target.name as Field].onChange(event);
  const onBlur = (event: FocusEvent<HTMLInputElement>) =>
    void connect().then(
      ({ fields }) => fields[event.target.name as Field].onBlur(event),
      () => setServerError({ text: unreachable }),
    );

  // The shared zod schema speaks in message keys ('validation.emailRequired').
  const message = (key?: string) =>
    key ? (validation[key.replace(/^validation\./, '') as keyof Messages['validation']] ?? key) : null;

  if (second)
    return (
      <div className="card auth-card shadow-lg border-0">
        <div className="card-body p-4">
          <Suspense fallback={<div className="spinner-border d-block mx-auto" aria-hidden="true" />}>
            <SecondStep
              answer={second.answer}
              text={twoFactor}
              app={app}
              email={second.email}
              onRestart={(message) => {
                setSecond(null);
                setServerError(message === null ? null : { text: message });
              }}
            />
          </Suspense>
        </div>
      </div>
    );

  return (
    <AuthCard title={t('greeting')} lead={t('prompt')}>
      {reason && !serverError && (
        <div className="alert alert-warning" role="status" data-testid="login-notice">
          {t(reasonText[reason])}
        </div>
      )}
      {serverError && (
        <div className="alert alert-danger" role="alert" data-testid="login-error">
          {serverError.text}
          {lockedUntil && secondsLeft > 0 && (
            <span className="d-block small mt-1" data-testid="login-lock-countdown" aria-hidden="true">
              {t('lockCountdown').replace('{time}', clock(secondsLeft))}
            </span>
          )}
        </div>
      )}
      {/* method="post": pressed before the script is there, the browser submits the form itself,
          and by GET the password would go into the address (proxy.ts sends the page back). */}
      <form
        ref={formElement}
        method="post"
        onSubmit={submit}
        onFocus={() => void connect().catch(() => undefined)}
        noValidate
      >
        <div className="mb-3">
          <label htmlFor="email" className="form-label">
            {t('email')}
          </label>
          <input
            id="email"
            type="email"
            autoComplete="username"
            placeholder={t('emailPlaceholder')}
            className={`form-control${errors.email ? ' is-invalid' : ''}`}
            aria-invalid={errors.email ? true : undefined}
            name="email"
            onChange={onChange}
            onBlur={onBlur}
          />
          {errors.email && <div className="invalid-feedback">{message(errors.email.message)}</div>}
        </div>
        <div className="mb-3">
          <label htmlFor="password" className="form-label">
            {t('password')}
          </label>
          <div className="input-group has-validation">
            <input
              id="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('passwordPlaceholder')}
              className={`form-control${errors.password ? ' is-invalid' : ''}`}
              aria-invalid={errors.password ? true : undefined}
              name="password"
              onChange={onChange}
              onBlur={onBlur}
            />
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? t('hidePassword') : t('showPassword')}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeOffIcon /> : <EyeIcon />}
            </button>
            {errors.password && <div className="invalid-feedback">{message(errors.password.message)}</div>}
          </div>
        </div>
        {/* 'Lupa password?' after the password in the Tab order: email, Tab, password, Enter signs in. */}
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-4">
          <div className="form-check mb-0">
            <input
              id="remember"
              type="checkbox"
              className="form-check-input"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            <label htmlFor="remember" className="form-check-label">
              {t('remember')}
            </label>
          </div>
          <Link href="/auth-pass-reset-cover" className="small text-muted">
            {t('forgot')}
          </Link>
        </div>
        <button type="submit" className="btn btn-brand w-100" disabled={pending}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('submit')}
        </button>
      </form>
    </AuthCard>
  );
}
