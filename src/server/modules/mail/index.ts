/** The mail module's public face: email choices, the email sender and unsubscribe links (docs/email.md). */
export { mailRepository } from './mail.repository.ts';
export { mailRoutes, unsubscribeRoutes } from './mail.routes.ts';
export { DEFAULT_MAIL_FROM, mailSender, type MailSender } from './mail-sender.ts';
export {
  generateUnsubscribeSecret,
  loadUnsubscribeSecret,
  unsubscribeTokens,
} from './unsubscribe-token.ts';
