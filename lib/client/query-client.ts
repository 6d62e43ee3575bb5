// One QueryClient per browser tab (never one on the server: it would be shared by users).
import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

export function browserQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  return client;
}
