/** The users module's public face: the caller's profile and the repository other routes use to know them. */
export { usersRepository, type UsersRepository } from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
