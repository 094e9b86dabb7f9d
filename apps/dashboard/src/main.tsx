// First: no schema may be built before zod is told not to eval (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkReload } from './features/errors/chunk-reload';
import { activityLog } from './features/idle/activity-log';
import './styles.css';

installChunkReload();
// From the first script on, so idle time spent while the signed-in shell is still loading counts (§4).
activityLog.listen(window);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
