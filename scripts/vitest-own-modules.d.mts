/** The test files under `folders` (relative to `root`) that replace modules, as paths relative to `root`. */
export function filesReplacingModules(root: string, folders: readonly string[]): string[];
