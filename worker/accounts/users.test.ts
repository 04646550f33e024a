import { describe, expect, it } from 'vitest';
import { api, signedInUser } from '../test/fixtures';

describe('GET /api/users/admin/:email and /api/users/seller/:email', () => {
  it('tell a user their own role', async () => {
    const seller = await signedInUser('seller');
    const buyer = await signedInUser('buyer');
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });

    const ask = async (who: typeof seller, kind: 'admin' | 'seller') =>
      (await api(`/users/${kind}/${who.user.email}`, { headers: who.auth })).json();

    expect(await ask(seller, 'seller')).toEqual({ isSeller: true });
    expect(await ask(seller, 'admin')).toEqual({ isAdmin: false });
    expect(await ask(buyer, 'seller')).toEqual({ isSeller: false });
    expect(await ask(buyer, 'admin')).toEqual({ isAdmin: false });
    expect(await ask(admin, 'admin')).toEqual({ isAdmin: true });
  });

  it('refuse to answer about someone else', async () => {
    const buyer = await signedInUser('buyer');
    const seller = await signedInUser('seller');
    for (const kind of ['admin', 'seller']) {
      const res = await api(`/users/${kind}/${seller.user.email}`, { headers: buyer.auth });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        reason: 'not-your-account',
        params: {},
        message: 'You can only look up your own account.',
      });
    }
    expect((await api('/users/admin/admin@thanda.test', { headers: seller.auth })).status).toBe(403);
  });

  it('answer an admin about anyone', async () => {
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const seller = await signedInUser('seller');
    const res = await api(`/users/seller/${seller.user.email}`, { headers: admin.auth });
    expect(await res.json()).toEqual({ isSeller: true });
  });

  it('require a signed-in user', async () => {
    expect((await api('/users/admin/admin@thanda.test')).status).toBe(401);
    const garbage = await api('/users/admin/admin@thanda.test', { headers: { Authorization: 'Bearer not.a.token' } });
    expect(garbage.status).toBe(401);
  });

  it('accept the bearer scheme in any case', async () => {
    const buyer = await signedInUser('buyer');
    const res = await api(`/users/seller/${buyer.user.email}`, { headers: { Authorization: `bEaReR ${buyer.token}` } });
    expect(res.status).toBe(200);
  });
});
