'use client';

import { createContext, useContext, type ReactNode } from 'react';

// The product name (APP_NAME, configuration read on the server) for client components that
// print it, such as the transaction receipt.
const AppName = createContext('');

export function AppNameProvider({ name, children }: { name: string; children: ReactNode }) {
  return <AppName.Provider value={name}>{children}</AppName.Provider>;
}

export const useAppName = () => useContext(AppName);
