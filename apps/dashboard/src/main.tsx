// First: no schema may be built before zod is told not to eval (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkReload } from './components/errors/chunk-reload';
import { preloadSlideshow } from './features/auth/auth-layout';
import { activityLog } from './session/idle/activity-log';
import './styles.css';

installChunkReload();
// From the first script on, so idle time spent while the signed-in shell is still loading counts.
activityLog.listen(window);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The auth pages arrive with a static copy of their layout already painted (auth-shell/). Rendered as a
// transition, React keeps that copy on screen until the page's lazy chunks (and on a large screen the
// slideshow's) are in and then replaces it in one commit, instead of swapping it for a loading spinner
// or an empty panel first. Other pages start empty.
if (container.firstElementChild) {
  preloadSlideshow();
  startTransition(() => root.render(app));
} else root.render(app);
