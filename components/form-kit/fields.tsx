'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { MAX_TEXT } from '@/lib/schemas/common';

/** Zod and our own rules speak in message keys; the server sends finished sentences. */
export function useMessage() {
  const t = useTranslations();
  return (message: string | undefined) => {
    if (!message) return null;
    return /^(validation|api|errors)\.[A-Za-z]+$/.test(message) ? t(message as never) : message;
  };
}

function useField(name: string) {
  const { formState } = useFormContext();
  const message = useMessage();
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
    { message?: string } | undefined;
  return { error: message(error?.message), errorId: `${name}-error` };
}

/**
 * The grid cell a field fills in a form's `.row`: the whole width on phones, `col` twelfths of
 * it from md up. Absent: no cell of its own (the field stands outside a row, or its caller wraps it).
 */
export type FieldCol = { col?: 4 | 6 | 12 };

const colClass = (col: 4 | 6 | 12) => (col === 12 ? 'col-12' : `col-12 col-md-${col}`);

export function Field({
  name,
  label,
  required,
  help,
  children,
  error,
  col,
}: {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  error: string | null;
  children: ReactNode;
} & FieldCol) {
  const t = useTranslations('form');
  const field = (
    <div className="mb-3">
      <label htmlFor={name} className="form-label">
        {label}
        {required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="text-body-secondary small ms-1">({t('optional')})</span>
        )}
      </label>
      {children}
      {error ? (
        <div id={`${name}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : (
        help && (
          <div id={`${name}-help`} className="form-text">
            {help}
          </div>
        )
      )}
    </div>
  );
  return col ? <div className={colClass(col)}>{field}</div> : field;
}

type TextFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  required?: boolean;
  help?: string;
} & FieldCol &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength'>;

export function TextField<T extends FieldValues>({
  name,
  label,
  required,
  help,
  type = 'text',
  maxLength = MAX_TEXT,
  col,
  ...input
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const { error, errorId } = useField(name);
  return (
    <Field name={name} label={label} required={required} help={help} error={error} col={col}>
      <input
        id={name}
        type={type}
        maxLength={maxLength}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : help ? `${name}-help` : undefined}
        {...input}
        {...register(name)}
      />
    </Field>
  );
}

type SelectFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  required?: boolean;
} & FieldCol;

export function SelectField<T extends FieldValues>({
  name,
  label,
  placeholder,
  options,
  required = true,
  col,
}: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  const { error, errorId } = useField(name);
  return (
    <Field name={name} label={label} required={required} error={error} col={col}>
      <select
        id={name}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The selects whose label and placeholder are their field's own messages: fields.<name>, fields.<name>Placeholder. */
type ChoiceName = 'type' | 'category' | 'unit' | 'gender' | 'status';

/** A required select of fixed values (a type, a unit, a gender, a status), each shown by `labelOf`. */
export function ChoiceField<V extends string>({
  name,
  values,
  labelOf = (value) => value,
  col,
}: { name: ChoiceName; values: readonly V[]; labelOf?: (value: V) => string } & FieldCol) {
  const t = useTranslations('fields');
  return (
    <SelectField
      col={col}
      name={name}
      label={t(name)}
      placeholder={t(`${name}Placeholder`)}
      options={values.map((value) => ({ value, label: labelOf(value) }))}
    />
  );
}

export { useField };
