'use server';

import { redirect } from 'next/navigation';
import { messageSchema } from '@/lib/schemas/common';
import { clearSession, readSession } from '@/lib/session/store';
import { upstream } from '@/lib/upstream/request';

/** Revokes the sign-in upstream (every token of its family), then forgets the cookie. */
export async function signOut(): Promise<never> {
  const session = await readSession();
  if (session) {
    await upstream('auth/logout', messageSchema, { method: 'POST', json: { refresh_token: session.refresh } }).catch(
      (err: unknown) => console.error('[bff] upstream logout failed; the cookie is cleared anyway', err),
    );
  }
  await clearSession();
  redirect('/login');
}
