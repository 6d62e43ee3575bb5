'use client';

import { useEffect, useRef } from 'react';
import { signOut } from '@/app/logout/actions';

export function LogoutRunner() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, []);
  return null;
}
