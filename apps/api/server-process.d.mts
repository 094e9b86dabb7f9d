import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare const serverEntry: string;
export declare const serverNodeFlags: readonly string[];
export declare function spawnServer(options?: {
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  cwd?: string;
}): ChildProcess;
export declare function serveInForeground(options?: Parameters<typeof spawnServer>[0]): ChildProcess;
