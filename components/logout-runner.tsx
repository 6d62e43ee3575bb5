'use client';

import { Link } from '@/components/link';
import { useEffect, useRef, useState } from 'react';
import { signOut } from '@/app/logout/actions';
import { useLive } from './use-live';

/** Signs out as soon as it mounts: the page was reached from our own user menu. */
export function LogoutRunner() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, []);
  return null;
}

/** Asks before signing out: the page was opened from elsewhere. */
export function LogoutConfirm({
  question,
  confirm,
  cancel,
  progress,
}: Record<'question' | 'confirm' | 'cancel' | 'progress', string>) {
  const [busy, setBusy] = useState(false);
  // Disabled until the page is live: a click before that would do nothing (on a slow phone, or
  // under load in CI, where it did), and a plain form cannot sign out (a state change must be a
  // server action with its header, proxy.ts).
  const live = useLive();
  return (
    <div className="card auth-card shadow-lg border-0 mx-auto text-body">
      <div className="card-body p-4">
        <p className="h5 mb-4">{question}</p>
        <div className="d-flex gap-2 justify-content-center">
          <Link href="/dashboard" className="btn btn-light">
            {cancel}
          </Link>
          <button
            type="button"
            className="btn btn-danger"
            data-testid="logout-confirm"
            disabled={busy || !live}
            onClick={() => {
              setBusy(true);
              void signOut();
            }}
          >
            {busy ? progress : confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
