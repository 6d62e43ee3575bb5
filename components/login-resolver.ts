// The login form's validation: zod and its resolver, loaded when the person first touches the
// form rather than with the page (components/login-form.tsx), since they weigh about as much
// as the rest of the page's own code together.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@/lib/schemas/auth';

export const loginResolver = zodResolver(loginSchema);
