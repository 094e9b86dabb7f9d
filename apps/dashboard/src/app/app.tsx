import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '../components/errors/error-boundary';
import { LazyToasts } from '../components/toasts/lazy-toasts';
import { queryClient } from './query-client';
import { AppRouter } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <LazyToasts />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
