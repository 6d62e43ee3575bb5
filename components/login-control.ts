// The sign-in form's field state and validation: react-hook-form's form control with the shared
// zod schema and its resolver. Loaded when the person first touches the form
// (components/login-form.tsx), not with the page: together they weighed more than the rest of
// the sign-in page's own code (12 kB of its 129 kB, issue 19).
import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { loginSchema, type LoginInput } from '@/lib/schemas/auth';

/**
 * No default values: a field registered after the person typed in it (or the browser filled it)
 * keeps what it holds, where a default would overwrite it.
 */
export const createLoginControl = () =>
  createFormControl<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });

export type LoginControl = ReturnType<typeof createLoginControl>;
