import 'fake-indexeddb/auto';

import { create } from '@bufbuild/protobuf';
import { createQueryOptions } from '@connectrpc/connect-query';
import type { Transport } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';
import { GetProfileResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { forgetChildData, keepChildData, restoreChildData, saveChildData } from '@/lib/kept-data';
import { writeStorage } from '@/lib/store';

// Two starts of the app: Connect-Query names each start's transport differently in its keys.
const firstStart = {} as Transport;
const nextStart = {} as Transport;
const profileKey = (transport: Transport) => createQueryOptions(StudentService.method.getProfile, {}, { transport }).queryKey;
const dashboardKey = (transport: Transport) => createQueryOptions(StudentService.method.getDashboard, {}, { transport }).queryKey;
const quizKey = (transport: Transport) => createQueryOptions(StudentService.method.getLearningJourney, {}, { transport }).queryKey;
const profile = create(GetProfileResponseSchema, { avatarChoices: ['🦁'], maxLearningGoalLength: 200 });

function signIn(childId: string | null) {
  writeStorage({ [STORAGE_KEYS.childId]: childId });
}

describe('what the device keeps for a child offline', () => {
  beforeEach(async () => {
    for (const id of ['amani', 'baraka']) await forgetChildData(id);
  });

  it('comes back at the next start, for the same child only, and goes at sign-out', async () => {
    signIn('amani');
    const before = new QueryClient();
    before.setQueryData(profileKey(firstStart), profile);
    await saveChildData(before);

    const after = new QueryClient();
    await restoreChildData(after, nextStart);
    expect(after.getQueryData(profileKey(nextStart))).toEqual(profile);

    signIn('baraka');
    const otherChild = new QueryClient();
    await restoreChildData(otherChild, nextStart);
    expect(otherChild.getQueryData(profileKey(nextStart))).toBeUndefined();

    await forgetChildData('amani');
    signIn('amani');
    const signedOut = new QueryClient();
    await restoreChildData(signedOut, nextStart);
    expect(signedOut.getQueryData(profileKey(nextStart))).toBeUndefined();
  });

  it('keeps only the screens’ calls, and only answers', async () => {
    signIn('amani');
    const before = new QueryClient();
    before.setQueryData(profileKey(firstStart), profile);
    before.setQueryData(quizKey(firstStart), undefined);
    before.setQueryData(['somebody-else', 1], 'not kept');
    await saveChildData(before);
    const after = new QueryClient();
    await restoreChildData(after, nextStart);
    expect(after.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([profileKey(nextStart)]);
  });

  it('saves each new answer as it arrives, and keeps it in memory past five minutes', async () => {
    signIn('amani');
    const queryClient = new QueryClient();
    await keepChildData(queryClient, firstStart);
    await queryClient.fetchQuery({ queryKey: dashboardKey(firstStart), queryFn: () => profile });
    expect(queryClient.getQueryCache().find({ queryKey: dashboardKey(firstStart) })?.gcTime).toBeGreaterThan(24 * 60 * 60 * 1000);
    await expect.poll(async () => {
      const after = new QueryClient();
      await restoreChildData(after, nextStart);
      return after.getQueryData(dashboardKey(nextStart));
    }, { timeout: 3000 }).toEqual(profile);
  });
});
