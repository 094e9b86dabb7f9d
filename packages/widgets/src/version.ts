/** The package version, kept equal to package.json by a test (no build-time define needed). */
export const VERSION = '0.1.0';
