import { describe, expect, it } from 'vitest';
import type { FailureCode } from '../../../../../shared/ipc/failure-codes';
import { createProfilesStore } from '../../../../../renderer/features/profiles/profiles-store';
import { toMinorUnits } from '../../../../../shared/money';
import type { ProfileSummary } from '../../../../../shared/profiles';

const storeId = '11efd2ab-1d4f-7a3b-9b9c-7c3d4e5f6a71';

function summary(id: string, name: string): ProfileSummary {
  return {
    id,
    name,
    storeId,
    mode: 'test',
    baseUrl: 'https://api.example.com',
    currency: 'JPY',
    training: false,
    hasCredentials: true,
    token: null,
  };
}

const first = summary('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Shibuya');
const second = summary('1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', 'Shinjuku');
const ok = <Data>(data: Data) => Promise.resolve({ ok: true as const, data });
const refuse = (code: FailureCode) =>
  Promise.resolve({ ok: false as const, error: { code, message: code } });

type ProfilesPos = Parameters<typeof createProfilesStore>[0];
const saleLimits = { maximum: toMinorUnits(300_000), confirmAbove: toMinorUnits(30_000) };

function fakePos() {
  const calls: { method: string; input: unknown }[] = [];
  const seen = (method: string, input?: unknown) => calls.push({ method, input });
  const pos: ProfilesPos = {
    profilesList: () => (seen('profilesList'), ok([first])),
    profilesGetActive: () => (seen('profilesGetActive'), ok(first)),
    profilesSave: (input) => (seen('profilesSave', input), ok(second)),
    profilesReplaceCredentials: (input) => (seen('profilesReplaceCredentials', input), ok(first)),
    profilesSetSaleLimits: (input) => (
      seen('profilesSetSaleLimits', input),
      ok({ ...first, saleLimits })
    ),
    profilesRemove: (input) => (seen('profilesRemove', input), refuse('PROFILE_IN_USE')),
    profilesSelectActive: (input) => (seen('profilesSelectActive', input), ok(second)),
    profilesTest: (input) => (
      seen('profilesTest', input),
      ok({
        reachable: true,
        authenticated: false,
        failure: { step: 'read' as const, code: 'INVALID_CREDENTIALS' },
      })
    ),
  };
  return { pos, calls };
}

describe('the profiles store', () => {
  it('lists the profiles and which is active', async () => {
    const { pos } = fakePos();
    const store = createProfilesStore(pos, () => undefined);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ profiles: [first], activeId: first.id, error: null });
  });

  it('adds a saved profile as main answered it, keeping nothing of the credentials', async () => {
    const { pos, calls } = fakePos();
    const store = createProfilesStore(pos, () => undefined);
    await store.getState().load();
    const credentials = { secret: 'Sekrit-0123456789', jwt: 'a.b.c' };
    expect(await store.getState().save(second, credentials)).toBeNull();
    expect(store.getState().profiles).toEqual([first, second]);
    expect(calls.at(-1)).toEqual({
      method: 'profilesSave',
      input: { profile: second, credentials },
    });
    expect(JSON.stringify(store.getState())).not.toContain('Sekrit');
  });

  it('tells the header when another profile becomes active', async () => {
    const { pos } = fakePos();
    const activated: ProfileSummary[] = [];
    const store = createProfilesStore(pos, (profile) => activated.push(profile));
    await store.getState().load();
    expect(await store.getState().select(second.id)).toBeNull();
    expect(store.getState().activeId).toBe(second.id);
    expect(activated).toEqual([second]);
  });

  it('shows the active store’s new sale limits in the header, which checks amounts by them', async () => {
    const { pos } = fakePos();
    const activated: ProfileSummary[] = [];
    const store = createProfilesStore(pos, (profile) => activated.push(profile));
    await store.getState().load();
    expect(await store.getState().setSaleLimits(first.id, saleLimits)).toBeNull();
    expect(store.getState().profiles?.[0]?.saleLimits).toEqual(saleLimits);
    expect(activated.map((profile) => profile.saleLimits)).toEqual([saleLimits]);
  });

  it('answers main’s refusal and keeps the profile listed', async () => {
    const { pos } = fakePos();
    const store = createProfilesStore(pos, () => undefined);
    await store.getState().load();
    expect(await store.getState().remove(first.id)).toMatchObject({ code: 'PROFILE_IN_USE' });
    expect(store.getState().profiles).toEqual([first]);
  });

  it('keeps each connection test’s answer until the credentials are replaced', async () => {
    const { pos } = fakePos();
    const store = createProfilesStore(pos, () => undefined);
    await store.getState().load();
    await store.getState().test(first.id);
    expect(store.getState().tests[first.id]).toMatchObject({
      state: 'answered',
      answer: { authenticated: false },
    });
    await store
      .getState()
      .replaceCredentials(first.id, { secret: 'Sekrit-0123456789', jwt: 'a.b.c' });
    expect(store.getState().tests[first.id]).toBeUndefined();
  });
});
