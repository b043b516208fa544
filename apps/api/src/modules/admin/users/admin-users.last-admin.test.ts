import { ADMIN_USER_MESSAGES } from '@atelier/shared/schemas/admin-users';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

// Two admins taking each other's access away at the same moment (disable or
// demote, in any pairing) must leave one active admin. On PostgreSQL the two requests really run
// side by side; each pairing is tried several times.

const ROUNDS = 3;

type Move = 'disable' | 'demote';

describe('the last active admin is neither disabled nor demoted, even by two admins at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    console.info(`losers answered: ${statuses.join(', ')}`);
    await t?.close();
  });

  const send = (actor: AdminClient, move: Move, target: AdminClient) =>
    move === 'disable'
      ? actor.send('POST', `/api/admin/users/${target.id}/disable`, { reason: 'Race' })
      : actor.send('PUT', `/api/admin/users/${target.id}/role`, { role: 'user' });

  /** Two fresh admins, the only active ones in the shop. */
  async function onlyTwoAdmins(): Promise<[AdminClient, AdminClient]> {
    const a = await newAdmin(t.app, 'race-a');
    const b = await newAdmin(t.app, 'race-b');
    await t.app.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), notInArray(users.id, [a.id, b.id])));
    return [a, b];
  }

  const activeAdmins = async () =>
    (
      await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
    ).map((r) => r.id);

  /** The losers' answers, for the log of the run. */
  const statuses: number[] = [];

  async function race(first: Move, second: Move) {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlyTwoAdmins();
      const answers: LightMyRequestResponse[] = await Promise.all([
        send(a, first, b),
        send(b, second, a),
      ]);
      const won = answers.filter((r) => r.statusCode === 200);
      const lost = answers.filter((r) => r.statusCode !== 200);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(lost, `round ${round}`).toHaveLength(1);
      // The loser's write waited for the winner's and then found the other the last active
      // admin (409). When the winner had committed before the loser was even authorised, the
      // loser is no admin any more: 401 (its sessions ended) or 403 (demoted).
      const loser = lost[0]!;
      if (loser.statusCode === 409) {
        expect(loser.json().error).toEqual({
          code: 'LAST_ADMIN',
          message: ADMIN_USER_MESSAGES.lastAdmin,
        });
      } else {
        expect([401, 403]).toContain(loser.statusCode);
      }
      statuses.push(loser.statusCode);

      // The winner is still an active admin who can use the admin; the other is not.
      const active = await activeAdmins();
      expect(active).toHaveLength(1);
      const winner = active[0] === a.id ? a : b;
      expect((await winner.send('GET', '/api/admin/users?pageSize=1')).statusCode).toBe(200);
      // Only the change that was made is in the audit log.
      const entries = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'users'), inArray(auditLog.entityId, [a.id, b.id])));
      expect(entries).toHaveLength(1);
    }
  }

  it('two admins disabling each other: one is disabled, the other answers 409', async () => {
    await race('disable', 'disable');
  });

  it('two admins demoting each other: one is demoted, the other answers 409', async () => {
    await race('demote', 'demote');
  });

  it('one disabling while the other demotes: one change is made, the other answers 409', async () => {
    await race('disable', 'demote');
    await race('demote', 'disable');
    // Across the rounds, writes did wait for each other (a 409, not only a late 401/403).
    expect(statuses).toContain(409);
  });
});
