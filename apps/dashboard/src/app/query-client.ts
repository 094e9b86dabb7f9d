import { QueryClient } from '@tanstack/react-query';

/** Server state. The client already retries idempotent calls, so the query layer does not retry again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
