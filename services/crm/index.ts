// What the content server mounts: the CRM store, the mailer and the account calls.
export { openCrmDb, type Db } from './schema';
export { seedDevReaders, DEV_READERS } from './seed';
export { createMailer, type Mailer, type MailMessage, type MailerOptions } from './mailer';
export { createCrmApp, type CrmAppOptions } from './app';
