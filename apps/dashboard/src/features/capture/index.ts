/** What other features use of capture: the lists a vForm's capture field links to. */
export type { CaptureListKind } from './api';
export { captureListPaths } from './lib/capture-paths';
