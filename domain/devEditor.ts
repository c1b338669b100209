// DEVELOPMENT ONLY: the editor `npm start` creates on a fresh clone (services/security/editors.ts
// ensureDevEditor) and its start banner names (scripts/banner.ts). Never created on a production store.

export const DEV_EDITOR_EMAIL = 'szerkeszto@hirter.localhost';
/** Printed in the README and the start banner: a development store's only. */
export const DEV_EDITOR_PASSWORD = 'hirter-elonezet-fejlesztes';

/**
 * Passwords that in production sign nobody in and make no account: the ones printed in the README. A store
 * carried over from a developer's machine keeps its editor, but not a way in anyone could read (D-437).
 */
export const refusedPasswords = (production: boolean): readonly string[] => (production ? [DEV_EDITOR_PASSWORD] : []);
