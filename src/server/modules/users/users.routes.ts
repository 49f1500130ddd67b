import type { FastifyInstance } from 'fastify';
import { createUserSchema, userSchema } from '#shared/schemas';
import type { ZodTypeProvider } from '../../plugins/api-description.ts';
import type { UsersRepository } from './users.repository.ts';

export async function usersRoutes(app: FastifyInstance, options: { users: UsersRepository }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/users',
    {
      schema: {
        summary: 'Save the signed-in user’s profile (after each sign-in)',
        tags: ['Account'],
        body: createUserSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = await options.users.upsert(request.identity, request.body);
      request.log.info({ userId: user.id }, 'profile saved');
      return user;
    },
  );
}
