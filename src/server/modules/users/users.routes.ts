import type { FastifyInstance } from 'fastify';
import { createUserSchema } from '#shared/schemas';
import type { UsersRepository } from './users.repository.ts';

export async function usersRoutes(app: FastifyInstance, options: { users: UsersRepository }) {
  app.post('/users', async (request) => {
    const profile = createUserSchema.parse(request.body);
    const user = await options.users.upsert(request.identity.uid, profile);
    request.log.info({ userId: user.id }, 'profile saved');
    return user;
  });
}
