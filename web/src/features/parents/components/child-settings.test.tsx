import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { ChildSettingsTab } from '@/features/parents/components/child-settings';
import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import {
  ChildSettingsSchema,
  GetChildSettingsResponseSchema,
  ParentService,
  UpdateChildSettingsResponseSchema,
  type UpdateChildSettingsRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
import { renderWithServices } from '@/testing/render-app';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A fake ParentService holding one child's settings, recording every update. */
function renderTab(refuse?: (request: UpdateChildSettingsRequest) => ConnectError | null) {
  const settings = create(ChildSettingsSchema, {
    communityPosting: true,
    approvedVideosOnly: true,
    personalisedRecommendations: false,
    timeZone: 'UTC',
    minDailyLimitMinutes: 15,
    maxDailyLimitMinutes: 720,
  });
  const updates: UpdateChildSettingsRequest[] = [];
  let reads = 0;
  renderWithServices(<ChildSettingsTab childId="child-1" firstName="Amani" />, ({ service }) =>
    service(ParentService, {
      getChildSettings: ({ childId }) => {
        expect(childId).toBe('child-1');
        reads += 1;
        return create(GetChildSettingsResponseSchema, { settings });
      },
      updateChildSettings: (request) => {
        updates.push(request);
        const refusal = refuse?.(request);
        if (refusal) throw refusal;
        settings.communityPosting = request.communityPosting ?? settings.communityPosting;
        settings.shareWatchHistory = request.shareWatchHistory ?? settings.shareWatchHistory;
        settings.dailyLimitMinutes = request.dailyLimitMinutes ?? settings.dailyLimitMinutes;
        return create(UpdateChildSettingsResponseSchema, { settings });
      },
    }),
  );
  return { updates, reads: () => reads };
}

describe('ChildSettingsTab', () => {
  it('shows what is chosen with what it means, saves a change, and reads the settings again', async () => {
    const user = setupUser();
    const fake = renderTab();
    const posting = await screen.findByRole('switch', { name: 'Community posting' });
    expect(posting).toBeChecked();
    expect(screen.getByRole('switch', { name: "Videos from Ndoto's library only" })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recommendations from quiz results' })).not.toBeChecked();
    expect(screen.getByText(/they can still read and like posts/)).toBeInTheDocument();
    await user.click(posting);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.updates).toHaveLength(1));
    const sent = fake.updates[0];
    expect(sent?.communityPosting).toBe(false);
    expect(sent?.shareWatchHistory).toBe(false);
    expect(sent?.dailyLimitMinutes).toBe(0);
    expect(sent?.bedtimeStart).toBe('');
    expect(sent?.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await screen.findByText('Settings saved. They apply straight away.')).toBeInTheDocument();
    await waitFor(() => expect(fake.reads()).toBe(2));
  });

  it("shares the child's watched videos only when the parent turns it on, and turns it off again", async () => {
    const user = setupUser();
    const fake = renderTab();
    const share = await screen.findByRole('switch', { name: 'Share the videos Amani watches with me' });
    expect(share).not.toBeChecked();
    expect(screen.getByText(/kept for 30 days, so you can see them in the Videos tab/)).toBeInTheDocument();
    expect(screen.getByText(/turning it off deletes what was kept/)).toBeInTheDocument();

    await user.click(share);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.updates).toHaveLength(1));
    expect(fake.updates[0]?.shareWatchHistory).toBe(true);
    // The other settings go as they were.
    expect(fake.updates[0]?.communityPosting).toBe(true);
    expect(fake.updates[0]?.approvedVideosOnly).toBe(true);
    await waitFor(() => expect(fake.reads()).toBe(2));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Share the videos Amani watches with me' })).toBeChecked());

    await user.click(screen.getByRole('switch', { name: 'Share the videos Amani watches with me' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.updates).toHaveLength(2));
    expect(fake.updates[1]?.shareWatchHistory).toBe(false);
  });

  it('keeps the same rules as the server: the daily limit in range, both bedtime times', async () => {
    const user = setupUser();
    const fake = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Daily time limit' }));
    const minutes = await screen.findByRole('spinbutton');
    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.click(screen.getByRole('switch', { name: 'Bedtime' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please choose when bedtime starts')).toBeInTheDocument();
    expect(screen.getByText('Please choose when bedtime ends')).toBeInTheDocument();
    expect(fake.updates).toHaveLength(0);
  });

  it("puts the server's refusal next to its field", async () => {
    const user = setupUser();
    renderTab(
      () =>
        new ConnectError('dailyLimitMinutes must be between 15 and 720 minutes a day', Code.InvalidArgument, undefined, [
          {
            desc: BadRequestSchema,
            value: {
              fieldViolations: [
                { field: 'dailyLimitMinutes', description: 'dailyLimitMinutes must be between 15 and 720 minutes a day' },
              ],
            },
          },
        ]),
    );
    await user.click(await screen.findByRole('switch', { name: 'Daily time limit' }));
    const minutes = await screen.findByRole('spinbutton');
    await user.type(minutes, '60');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('DailyLimitMinutes must be between 15 and 720 minutes a day')).toBeInTheDocument();
  });
});
