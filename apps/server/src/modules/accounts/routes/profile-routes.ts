import { eq, sql } from 'drizzle-orm';
import { profileUpdateSchema } from '@portal/shared/account-forms';
import { profileSchema } from '@portal/shared/accounts';
import { apiErrorSchema } from '@portal/shared/errors';
import { identityUsers } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import type { App, AppDeps } from '../../../http/types';
import { changedFields, recordAudit } from '../../../lib/audit';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The signed-in user's own name and phone. */
export function registerProfileRoutes(app: App, { database }: AppDeps): void {
  const db = database.db;
  const load = async (userId: string) => {
    const [user] = await db.select().from(identityUsers).where(eq(identityUsers.id, userId));
    if (!user) throw new AppError('NOT_FOUND', 'Your user no longer exists.');
    return { username: user.username, email: user.email, name: user.name, phone: user.phone };
  };

  app.get(
    '/api/account-management/profile',
    { config: { access: { kind: 'signedIn' } }, schema: { tags: ['profile'], summary: 'Your profile', security: [{ bearerAuth: [] }], response: { 200: profileSchema, ...errors } } },
    async (request) => load(request.principal!.userId),
  );

  app.put(
    '/api/account-management/profile',
    {
      config: { access: { kind: 'signedIn' } },
      schema: { tags: ['profile'], summary: 'Change your name and phone', security: [{ bearerAuth: [] }], body: profileUpdateSchema, response: { 200: profileSchema, ...errors } },
    },
    async (request) => {
      const principal = request.principal!;
      const next = { name: request.body.name, ...(request.body.phone !== undefined && { phone: request.body.phone === '' ? null : request.body.phone }) };
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(identityUsers).where(eq(identityUsers.id, principal.userId)).for('update');
        if (!current) throw new AppError('NOT_FOUND', 'Your user no longer exists.');
        const change = changedFields(current, next);
        if (!change) return;
        await tx.update(identityUsers).set({ ...next, updatedAt: sql`now()` }).where(eq(identityUsers.id, principal.userId));
        await recordAudit(tx, { accountId: null, actor: principal, entity: 'profile', entityId: principal.userId, action: 'update', ...change });
      });
      return load(principal.userId);
    },
  );
}
