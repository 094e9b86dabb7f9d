import { describeHealth } from './lib/api-status';
import { useHealthCheck } from './lib/use-health-check';

export function App() {
  const health = useHealthCheck();
  return (
    <main className="app">
      <h1 className="app__title">Verity</h1>
      <p className="app__status" role="status">
        {describeHealth(health)}
      </p>
    </main>
  );
}
