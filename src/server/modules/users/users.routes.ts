import type { FastifyInstance } from 'fastify';
import { createUserSchema, errorBodySchema, updateMeSchema, userSchema } from '#shared/schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { notFound } from '#server/plugins/errors.ts';
import type { UsersRepository } from './users.repository.ts';

export async function usersRoutes(app: FastifyInstance, options: { users: UsersRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/users',
    {
      schema: {
        summary: 'Save the signed-in user’s profile (after each sign-in)',
        description: 'A `timeZone` is kept only when none is stored yet.',
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

  api.get(
    '/users/me',
    {
      schema: {
        summary: 'The signed-in user’s profile and time zone',
        tags: ['Account'],
        response: { 200: userSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await options.users.me(request.identity);
      if (!user) throw notFound();
      return user;
    },
  );

  api.patch(
    '/users/me',
    {
      schema: {
        summary: 'Change the time zone, when the day starts, the week’s first day, or the language',
        description:
          'Any of `timeZone` (reminders at a time of day are read in it, and the weekly ' +
          'review’s one-offs done by their tick’s date), `dayStartsAt` ' +
          '(`HH:MM`, 00:00 to 05:00: until then the clock still reads the day before) and ' +
          '`weekStartsOn` (`monday` or `sunday`: streak weeks, the heat map, the review and the ' +
          'digest follow it) and `locale` (one of the languages Momentum speaks, `en` or `es`: ' +
          'emails and pushes are written in it; `null` in the profile until chosen); the others ' +
          'are kept.',
        tags: ['Account'],
        body: updateMeSchema,
        response: { 200: userSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const userId = await options.users.ensureId(request.identity);
      return options.users.update(userId, request.body);
    },
  );
}
