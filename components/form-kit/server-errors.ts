// The server's field errors (a taken email, phone or NIK) stay on their fields while the value
// they were about is still there. Without this, the next blur re-runs the schema, which finds
// nothing wrong with a well-formed address, and clears the message: with a taken email and a
// taken phone, focusing the phone's message blurred the email and wiped its own.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type ServerErrors = Map<string, { value: unknown; message: string }>;

const valueAt = (values: FieldValues, name: string) =>
  name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

/** Records the server's field errors against the values they were about. */
export function rememberServerErrors(
  store: ServerErrors,
  fields: Record<string, string[]>,
  values: FieldValues,
): string[] {
  store.clear();
  for (const [name, messages] of Object.entries(fields)) {
    if (messages[0]) store.set(name, { value: valueAt(values, name), message: messages[0] });
  }
  return [...store.keys()];
}

/** The schema's own verdict, plus each server error whose value is unchanged. */
export function withServerErrors<I extends FieldValues, O>(
  base: Resolver<I, unknown, O>,
  store: ServerErrors,
): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const extra = [...store].filter(
      ([name, error]) => !(name in result.errors) && valueAt(values, name) === error.value,
    );
    if (extra.length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const [name, error] of extra) errors[name] = { type: 'server', message: error.message };
    return { values: {}, errors: errors as FieldErrors<I> };
  };
}
