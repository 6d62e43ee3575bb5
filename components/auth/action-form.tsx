'use client';

import { startTransition, useActionState, type FormEvent, type ReactNode } from 'react';
import type { FormAnswer } from '@/app/auth-pass-reset-cover/actions';

type Field = { name: string; type: 'email' | 'password'; label: string; autoComplete: string; help?: string };

/** The fields' values by name: sent as plain data (proxy.ts refuses anything else a page posts). */
export type FormValues = Record<string, string>;

type Props = {
  action: (previous: FormAnswer, values: FormValues) => Promise<FormAnswer>;
  fields: Field[];
  submitLabel: string;
  /** What replaces the form once the server said yes (the message shows above it). */
  done: ReactNode;
};

/**
 * The signed-out pages' small forms (Lupa password, set a password): the fields' values go to a
 * server action, which checks everything; its answer shows above the fields, each field's own
 * message under it.
 */
export function ActionForm({ action, fields, submitLabel, done }: Props) {
  const [answer, formAction, pending] = useActionState(action, null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')]));
    startTransition(() => formAction(values));
  };
  if (answer?.ok)
    return (
      <>
        <div className="alert alert-success" role="status" data-testid="action-form-answer">
          {answer.message}
        </div>
        {done}
      </>
    );
  return (
    // method="post": submitted by the browser itself before the script is there, a GET would put
    // the password in the address (proxy.ts sends the page back).
    <form method="post" onSubmit={submit} noValidate>
      {answer && (
        <div className="alert alert-danger" role="alert" data-testid="action-form-answer">
          {answer.message}
        </div>
      )}
      {fields.map((field) => {
        const errors = answer?.errors?.[field.name];
        const describedBy = [errors && `${field.name}-error`, field.help && `${field.name}-help`].filter(Boolean);
        return (
          <div className="mb-3" key={field.name}>
            <label htmlFor={field.name} className="form-label">
              {field.label}
            </label>
            <input
              id={field.name}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              className={`form-control${errors ? ' is-invalid' : ''}`}
              aria-invalid={errors ? true : undefined}
              aria-describedby={describedBy.join(' ') || undefined}
            />
            {errors && (
              <div className="invalid-feedback" id={`${field.name}-error`}>
                {errors.join(' ')}
              </div>
            )}
            {field.help && (
              <div className="form-text" id={`${field.name}-help`}>
                {field.help}
              </div>
            )}
          </div>
        );
      })}
      <button type="submit" className="btn btn-brand w-100" disabled={pending}>
        {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel}
      </button>
    </form>
  );
}
