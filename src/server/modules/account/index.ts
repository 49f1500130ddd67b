/** The account module's public face: export, import and deleting an account (docs/product.md, "Your data"). */
export { accountRepository } from './account.repository.ts';
export { accountRoutes } from './account.routes.ts';
