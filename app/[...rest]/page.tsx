import { redirect } from 'next/navigation';

// SPEC §2: any unknown path goes to the dashboard (which sends signed-out visitors to /login).
export default function UnknownPath(): never {
  redirect('/dashboard');
}
