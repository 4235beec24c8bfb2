import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
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
function renderTab(
  refuse?: (request: UpdateChildSettingsRequest) => ConnectError | null,
  initial: MessageInitShape<typeof ChildSettingsSchema> = {},
) {
  const settings = create(ChildSettingsSchema, {
    communityPosting: true,
    approvedVideosOnly: true,
    personalisedRecommendations: false,
    timeZone: 'UTC',
    minDailyLimitMinutes: 15,
    maxDailyLimitMinutes: 720,
    language: 'en',
    ...initial,
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
        settings.outsideAiAnswers = request.outsideAiAnswers ?? settings.outsideAiAnswers;
        settings.language = request.language ?? settings.language;
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

  it("chooses the child's language, each named in itself", async () => {
    const user = setupUser();
    const fake = renderTab();
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getByText("Amani's screens speak this language from their next screen on.")).toBeInTheDocument();
    await user.click(language);
    // antd's option, by its visible name (its listbox for screen readers holds the values).
    await user.click(await screen.findByText('Kiswahili', { selector: '.ant-select-item-option-content span' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.updates).toHaveLength(1));
    expect(fake.updates[0]?.language).toBe('sw');
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

/** A server with an outside AI service: the notice, two paragraphs, and its version. */
const OUTSIDE_AI = {
  outsideAiAvailable: true,
  outsideAiNotice:
    'When this is on, the careers advisor\'s answers are written by api.example.com, an outside AI service.\n\n' +
    "It never receives Amani's name. <b>Not bold</b>",
  outsideAiNoticeVersion: '2026-11-27',
};

describe('Answers from an outside AI service', () => {
  it('is not there when the server has no outside AI service', async () => {
    renderTab();
    await screen.findByRole('switch', { name: 'Community posting' });
    expect(screen.queryByRole('switch', { name: 'Answers from an outside AI service' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Answers from an outside AI service' })).toBeNull();
  });

  it('shows the notice, as paragraphs of text, before turning on; Cancel sends nothing', async () => {
    const user = setupUser();
    const fake = renderTab(undefined, OUTSIDE_AI);
    const outside = await screen.findByRole('switch', { name: 'Answers from an outside AI service' });
    expect(outside).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 3, name: 'Answers from an outside AI service' })).toBeInTheDocument();
    expect(outside).toHaveAccessibleDescription(
      "Off: Ndoto's own built-in advisor answers, and nothing Amani writes leaves Ndoto.",
    );

    await user.click(outside);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on answers from an outside AI service for Amani?' });
    // The notice, paragraph by paragraph, as text: never as HTML.
    const paragraphs = within(dialog).getAllByText(/api\.example\.com|never receives/, { selector: 'p' });
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      "When this is on, the careers advisor's answers are written by api.example.com, an outside AI service.",
      "It never receives Amani's name. <b>Not bold</b>",
    ]);
    expect(dialog.querySelector('b')).toBeNull();
    expect(outside).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.updates).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Answers from an outside AI service' })).not.toBeChecked();
  });

  it('turns on only with "Turn on", sending the version of the notice read, and keeps edits in the form', async () => {
    const user = setupUser();
    const fake = renderTab(undefined, OUTSIDE_AI);
    // An edit in the form, not yet saved, survives the switch's own save.
    await user.click(await screen.findByRole('switch', { name: 'Community posting' }));
    await user.click(screen.getByRole('switch', { name: 'Answers from an outside AI service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on answers from an outside AI service for Amani?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fake.updates).toHaveLength(1));
    const sent = fake.updates[0];
    expect(sent?.outsideAiAnswers).toBe(true);
    expect(sent?.outsideAiNoticeVersion).toBe('2026-11-27');
    // Only this setting: the others stay as they were on the server.
    expect(sent?.communityPosting).toBeUndefined();
    expect(sent?.dailyLimitMinutes).toBeUndefined();
    expect(await screen.findByText('Turned on for Amani. It applies straight away.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Answers from an outside AI service' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Answers from an outside AI service' })).toHaveAccessibleDescription(
      "On: the advisor's answers and the quiz's words for Amani are written by the outside service.",
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.reads()).toBe(2);
    expect(screen.getByRole('switch', { name: 'Community posting' })).not.toBeChecked();
  });

  it('turns off straight away, with no notice and no version', async () => {
    const user = setupUser();
    const fake = renderTab(undefined, { ...OUTSIDE_AI, outsideAiAnswers: true });
    const outside = await screen.findByRole('switch', { name: 'Answers from an outside AI service' });
    expect(outside).toBeChecked();
    await user.click(outside);
    await waitFor(() => expect(fake.updates).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.updates[0]?.outsideAiAnswers).toBe(false);
    expect(fake.updates[0]?.outsideAiNoticeVersion).toBe('');
    expect(await screen.findByText('Turned off for Amani. It applies straight away.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Answers from an outside AI service' })).not.toBeChecked());
  });

  it("shows the server's refusal and leaves the switch as saved", async () => {
    const user = setupUser();
    const refusal =
      'outsideAiNoticeVersion must be 2026-12-01, the version of the notice shown with this setting: read the current notice (reload the settings), then turn it on';
    const fake = renderTab(
      (request) =>
        request.outsideAiAnswers === true
          ? new ConnectError(refusal, Code.InvalidArgument, undefined, [
              {
                desc: BadRequestSchema,
                value: { fieldViolations: [{ field: 'outsideAiNoticeVersion', description: refusal }] },
              },
            ])
          : null,
      OUTSIDE_AI,
    );
    await user.click(await screen.findByRole('switch', { name: 'Answers from an outside AI service' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fake.updates).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^OutsideAiNoticeVersion must be 2026-12-01/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Answers from an outside AI service' })).not.toBeChecked();
    expect(fake.reads()).toBe(1);
  });
});
