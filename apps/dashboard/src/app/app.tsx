import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '../features/errors/error-boundary';
import { ToastContainer } from '../features/toasts/toast-container';
import { queryClient } from './query-client';
import { AppRouter } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <ToastContainer />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
