import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../testing/testServer.js';
import { PERMISSIONS, permissionsOfUser, userHasPermission } from './permissions.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

describe('permissions stored in the database', () => {
  it('gives the admin role every permission of app-spec 6', async () => {
    const { user } = await server.userWithToken('root', 'pw-root-123', ['admin']);
    expect(await permissionsOfUser(server.db, user.id)).toEqual([...PERMISSIONS].sort());
  });

  it('gives the editor role all but Approve Bengali, and a user without roles nothing', async () => {
    const { user: editor } = await server.userWithToken('ed', 'pw-ed-123', ['editor']);
    const { user: guest } = await server.userWithToken('guest', 'pw-guest-123', []);
    expect(await permissionsOfUser(server.db, editor.id)).toEqual(['Archive Songs', 'Edit Wiki', 'Print Archive']);
    expect(await userHasPermission(server.db, editor.id, 'Approve Bengali')).toBe(false);
    expect(await userHasPermission(server.db, editor.id, 'Edit Wiki')).toBe(true);
    expect(await permissionsOfUser(server.db, guest.id)).toEqual([]);
  });

  it('unites the permissions of several roles without repeats', async () => {
    await server.db('role_permissions').insert({ role: 'reviewer', permission: 'Approve Bengali' });
    const { user } = await server.userWithToken('both', 'pw-both-123', ['editor', 'reviewer']);
    expect(await permissionsOfUser(server.db, user.id)).toEqual([...PERMISSIONS].sort());
  });
});
