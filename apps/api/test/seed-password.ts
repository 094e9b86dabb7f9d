/** Every seeded account's password in the API tests (the demo's, docs/sandbox.md). */
export const PASSWORD = 'Verity!2026';
