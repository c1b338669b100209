// DEVELOPMENT ONLY: the editor `npm start` creates on a fresh clone (services/security/editors.ts
// ensureDevEditor) and its start banner names (scripts/banner.ts). Never created on a production store.

export const DEV_EDITOR_EMAIL = 'szerkeszto@hirter.localhost';
/** Printed in the README and the start banner: a development store's only. */
export const DEV_EDITOR_PASSWORD = 'hirter-elonezet-fejlesztes';
