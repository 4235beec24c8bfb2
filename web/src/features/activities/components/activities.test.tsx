import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { createQueryOptions } from '@connectrpc/connect-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

import { CommunityService, ListCommunitiesResponseSchema } from '@/gen/ndoto/v1/community_service_pb';
import {
  ChallengeSchema,
  CompleteChallengeResponseSchema,
  GetDashboardResponseSchema,
  GetRewardsResponseSchema,
  ListChallengesResponseSchema,
  StudentService,
  type Challenge,
  type CompleteChallengeRequest,
} from '@/gen/ndoto/v1/student_service_pb';
import { PLACEHOLDER_THUMBNAIL, videoLink } from '@/lib/video-link';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';

function signInChild(age: string | null = '10') {
  localStorage.setItem('childToken', 'token-baraka');
  if (age !== null) localStorage.setItem('childAge', age);
  localStorage.setItem('childId', 'child-1');
}

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

function activity(fields: MessageInitShape<typeof ChallengeSchema> & { id: string; title: string }): Challenge {
  return create(ChallengeSchema, {
    description: `${fields.title}: a fun thing to make.`,
    theme: 'science',
    difficultyLevel: 'Easy',
    ageRange: '9-12',
    estimatedTime: 20,
    imageUrl: `/catalogue/${fields.id}.webp`,
    videoTutorialUrl: VIDEO,
    project: 'Fill a glass with water.\nAdd three spoons of salt.\nDrop in the egg and watch it float!',
    learningOutcomes: ['Salt water is denser than fresh water', 'How to test an idea'],
    stars: 10,
    isCompleted: false,
    ...fields,
  });
}

const eggFloat = activity({ id: 'egg', title: 'Floating Egg' });
const sunPrint = activity({ id: 'sun', title: 'Sun Prints', theme: 'art', difficultyLevel: 'Medium', ageRange: '', videoTutorialUrl: '' });
const robotArm = activity({ id: 'robot', title: 'Robot Arm', theme: 'technology', ageRange: '13-15' });
const counting = activity({ id: 'count', title: 'Counting Beads', theme: 'math', ageRange: '6-8' });
const drum = activity({ id: 'drum', title: 'Bottle Drum', theme: 'music', isCompleted: true });

const challenges = (list: Challenge[]) => create(ListChallengesResponseSchema, { challenges: list });
const completedResponse = (stars: number) =>
  create(CompleteChallengeResponseSchema, { message: 'Science Explorer Badge earned!', starsAwarded: stars, totalStars: stars });

function cards() {
  return within(screen.getByRole('list', { name: 'Activities' })).getAllByRole('listitem', { name: /./ });
}

/** antd checks many styles per click in jsdom; skipping user-event's pointer-events check keeps these tests quick. */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Starts the activity of that title from its card, and returns the dialog that opens. */
async function openDialog(user: ReturnType<typeof userEvent.setup>, title: string) {
  const card = (await screen.findByText(title, { selector: '.activity-title' })).closest('li') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /Start Activity/ }));
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest('[role="dialog"]') as HTMLElement;
  expect(dialog).toHaveAccessibleName(title);
  return dialog;
}

/** One of the dialog's own buttons (its footer), by name: the corner X is also called Close. */
function footerButton(dialog: HTMLElement, name: string | RegExp) {
  return within(dialog.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name });
}

/** Waits until no dialog is open. */
async function dialogClosed() {
  await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')).toBeNull());
}

describe('activities list', () => {
  it("shows 'Loading your fun activities...', then the cards for the child's age", async () => {
    signInChild('10');
    const call = deferred<ReturnType<typeof challenges>>();
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => call.promise }));
    expect(await screen.findByRole('heading', { name: 'Fun Learning Activities' })).toBeInTheDocument();
    expect(await screen.findByText('Loading your fun activities...')).toBeInTheDocument();
    call.resolve(challenges([eggFloat, sunPrint, robotArm, counting, drum]));

    await screen.findByRole('heading', { name: 'Floating Egg' });
    // A 10-year-old: 9-12 and no range are shown; 13-15 and 6-8 are not.
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Floating Egg',
      'Sun Prints',
      'Bottle Drum',
    ]);
    expect(screen.queryByText('Loading your fun activities...')).not.toBeInTheDocument();
  });

  it('shows picture, theme, title, description, minutes, ages and difficulty on a card', async () => {
    signInChild('10');
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([eggFloat, sunPrint]) }));
    await screen.findByRole('heading', { name: 'Floating Egg' });
    const [egg, sun] = cards() as [HTMLElement, HTMLElement];
    const image = egg.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/catalogue/egg.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(egg).getByText('Science')).toBeInTheDocument();
    expect(within(egg).getByText('Floating Egg: a fun thing to make.')).toBeInTheDocument();
    expect(within(egg).getByText(/20 min/)).toBeInTheDocument();
    expect(within(egg).getByText(/Ages 9-12/)).toBeInTheDocument();
    expect(within(egg).getByText(/Easy/)).toBeInTheDocument();
    expect(within(egg).getByRole('button', { name: /Start Activity/ })).toBeEnabled();
    expect(within(sun).getByText('Art')).toBeInTheDocument();
    expect(within(sun).getByText(/Medium/)).toBeInTheDocument();
    expect(within(sun).getByText(/All ages/)).toBeInTheDocument();
  });

  it('swaps a broken picture for the placeholder', async () => {
    signInChild('10');
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([eggFloat]) }));
    await screen.findByRole('heading', { name: 'Floating Egg' });
    const image = (cards()[0] as HTMLElement).querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(image).toHaveAttribute('src', PLACEHOLDER_THUMBNAIL);
    // A broken placeholder is left alone rather than retried for ever.
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(image).toHaveAttribute('src', PLACEHOLDER_THUMBNAIL);
  });

  it("shows a completed activity as 'Completed ✓', disabled, so it cannot be started again", async () => {
    signInChild('10');
    const user = setupUser();
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([drum]) }));
    const card = (await screen.findByRole('heading', { name: 'Bottle Drum' })).closest('li') as HTMLElement;
    const done = within(card).getByRole('button', { name: /Completed ✓/ });
    expect(done).toBeDisabled();
    expect(within(card).queryByRole('button', { name: /Start Activity/ })).not.toBeInTheDocument();
    await user.click(done);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it.each([
    ['0', '0'],
    ['unset', null],
  ])('shows every activity when the stored age is %s', async (_, age) => {
    signInChild(age);
    renderApp('/activities', ({ service }) =>
      service(StudentService, { listChallenges: () => challenges([eggFloat, sunPrint, robotArm, counting, drum]) }),
    );
    await screen.findByRole('heading', { name: 'Floating Egg' });
    expect(cards()).toHaveLength(5);
  });

  it("on failure says 'Oops! Something went wrong loading activities.' and 'Try Again' fetches again", async () => {
    signInChild('10');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const user = setupUser();
    renderApp('/activities', ({ service }) =>
      service(StudentService, {
        listChallenges: () => {
          calls += 1;
          // The first load and its two automatic retries fail; the child's retry works.
          if (calls <= 3) throw new ConnectError('down', Code.Unavailable);
          return challenges([eggFloat]);
        },
      }),
    );
    expect(await screen.findByText('Oops! Something went wrong loading activities.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the activities', expect.anything());
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('heading', { name: 'Floating Egg' })).toBeInTheDocument();
    expect(calls).toBe(4);
    expect(screen.queryByText('Oops! Something went wrong loading activities.')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it("with nothing to show says 'No Activities Available Yet', and 'Refresh Activities' fetches again", async () => {
    signInChild('10');
    let calls = 0;
    const user = setupUser();
    renderApp('/activities', ({ service }) =>
      service(StudentService, {
        listChallenges: () => {
          calls += 1;
          return challenges(calls === 1 ? [] : [eggFloat]);
        },
      }),
    );
    expect(await screen.findByText('No Activities Available Yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Refresh Activities/ }));
    expect(await screen.findByRole('heading', { name: 'Floating Egg' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('counts activities filtered out by age as nothing to show', async () => {
    signInChild('7');
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([robotArm]) }));
    expect(await screen.findByText('No Activities Available Yet')).toBeInTheDocument();
  });
});

describe('activity dialog', () => {
  it('walks tutorial -> project -> completed, with Back to Tutorial, and sends the activity id', async () => {
    signInChild('10');
    const call = deferred<ReturnType<typeof completedResponse>>();
    const sent: CompleteChallengeRequest[] = [];
    const user = setupUser();
    renderApp('/activities', ({ service }) =>
      service(StudentService, {
        listChallenges: () => challenges([eggFloat, sunPrint]),
        completeChallenge: (request) => {
          sent.push(request);
          return call.promise;
        },
        getRewards: () => create(GetRewardsResponseSchema, {}),
        getDashboard: () => create(GetDashboardResponseSchema, {}),
      }),
    );

    // 1. Tutorial: the embedded video and the chips.
    const dialog = await openDialog(user, 'Floating Egg');
    expect(within(dialog).getByRole('list', { name: 'Step 1 of 3' })).toBeInTheDocument();
    const player = within(dialog).getByTitle('Video tutorial: Floating Egg');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', videoLink(VIDEO).embedUrl);
    expect(player.getAttribute('src')).toContain('/embed/dQw4w9WgXcQ');
    const chips = within(within(dialog).getByRole('list', { name: 'About this activity' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent?.trim())).toEqual(['Science', 'Easy', 'Ages 9-12', '20 min']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    // 2. Project: "Let's Build!", the project's lines and what the child will learn.
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    expect(within(dialog).getByRole('heading', { name: /Let's Build!/ })).toBeInTheDocument();
    expect(within(dialog).queryByTitle('Video tutorial: Floating Egg')).not.toBeInTheDocument();
    const steps = within(within(dialog).getByRole('list', { name: 'Project steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Fill a glass with water.',
      'Add three spoons of salt.',
      'Drop in the egg and watch it float!',
    ]);
    expect(within(dialog).getByRole('heading', { name: /What you'll learn/ })).toBeInTheDocument();
    const outcomes = within(within(dialog).getByRole('list', { name: "What you'll learn" })).getAllByRole('listitem');
    expect(outcomes.map((outcome) => outcome.textContent?.trim())).toEqual([
      'Salt water is denser than fresh water',
      'How to test an idea',
    ]);

    // Back to Tutorial, and forward again.
    await user.click(within(dialog).getByRole('button', { name: /Back to Tutorial/ }));
    expect(within(dialog).getByTitle('Video tutorial: Floating Egg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));

    // 'Completing...' while the call runs.
    await user.click(within(dialog).getByRole('button', { name: /Complete Project/ }));
    const pending = await within(dialog).findByRole('button', { name: /Completing\.\.\./ });
    expect(within(dialog).getByRole('button', { name: /Back to Tutorial/ })).toBeDisabled();
    expect(sent.map((request) => request.id)).toEqual(['egg']);
    // A second click while it runs sends nothing more.
    await user.click(pending);
    expect(sent).toHaveLength(1);

    // 3. Completed.
    call.resolve(completedResponse(10));
    expect(await within(dialog).findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(within(dialog).getByText('Science Explorer Badge earned!')).toBeInTheDocument();
    expect(within(dialog).getByText(/\+10 stars/)).toBeInTheDocument();
    expect(footerButton(dialog, 'Close')).toBeInTheDocument();
    expect(footerButton(dialog, 'Try Another Activity')).toBeInTheDocument();
  });

  it('embeds no tutorial from a site other than YouTube, which the Content-Security-Policy would block', async () => {
    signInChild('10');
    const user = setupUser();
    const elsewhere = activity({ id: 'sun', title: 'Sun Prints', videoTutorialUrl: 'https://videos.example.org/sun-prints' });
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([elsewhere]) }));
    const dialog = await openDialog(user, 'Sun Prints');
    expect(within(dialog).getByText('Video tutorial not available')).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('shows the text tutorial, its tips in order, when the activity has no video', async () => {
    signInChild('10');
    const user = setupUser();
    const tips = activity({
      id: 'sun',
      title: 'Sun Prints',
      videoTutorialUrl: '',
      tutorialSteps: ['Sunlight fades coloured paper.', '  ', 'Never look straight at the sun.'],
    });
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([tips]) }));
    const dialog = await openDialog(user, 'Sun Prints');
    expect(within(dialog).getByRole('heading', { name: /Before You Start/ })).toBeInTheDocument();
    const steps = within(within(dialog).getByRole('list', { name: 'Tutorial steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Sunlight fades coloured paper.', 'Never look straight at the sun.']);
    expect(within(dialog).queryByText('Video tutorial not available')).not.toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();

    // The project step shows the project, not the tips.
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    expect(within(dialog).queryByRole('list', { name: 'Tutorial steps' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Back to Tutorial/ }));
    expect(within(dialog).getByRole('list', { name: 'Tutorial steps' })).toBeInTheDocument();
  });

  it('shows the video first and then the tips when the activity has both', async () => {
    signInChild('10');
    const user = setupUser();
    const both = activity({ id: 'egg', title: 'Floating Egg', tutorialSteps: ['Salt makes water heavier.', 'Use a raw egg.'] });
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([both]) }));
    const dialog = await openDialog(user, 'Floating Egg');
    const player = within(dialog).getByTitle('Video tutorial: Floating Egg');
    const list = within(dialog).getByRole('list', { name: 'Tutorial steps' });
    expect(player.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['Salt makes water heavier.', 'Use a raw egg.']);
    expect(within(dialog).queryByText('Video tutorial not available')).not.toBeInTheDocument();
  });

  it("says 'Video tutorial not available' when the activity has neither a video nor tips", async () => {
    signInChild('10');
    const user = setupUser();
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([sunPrint]) }));
    const dialog = await openDialog(user, 'Sun Prints');
    expect(within(dialog).getByText('Video tutorial not available')).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();
    const chips = within(within(dialog).getByRole('list', { name: 'About this activity' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent?.trim())).toEqual(['Art', 'Medium', 'All ages', '20 min']);
  });

  it('Cancel closes the dialog and clears it; opening again starts at the tutorial', async () => {
    signInChild('10');
    const user = setupUser();
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([eggFloat, sunPrint]) }));
    let dialog = await openDialog(user, 'Floating Egg');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    // The dialog's own close (X) on the project step also resets it.
    dialog = await openDialog(user, 'Floating Egg');
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    expect(within(dialog).getByRole('heading', { name: /Let's Build!/ })).toBeInTheDocument();
    await user.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    await dialogClosed();

    dialog = await openDialog(user, 'Floating Egg');
    expect(within(dialog).getByRole('list', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByTitle('Video tutorial: Floating Egg')).toBeInTheDocument();
  });

  it("'Try Another Activity' only closes; the next open starts at the tutorial, and Close resets too", async () => {
    signInChild('10');
    let completed = false;
    const user = setupUser();
    renderApp('/activities', ({ service }) =>
      service(StudentService, {
        listChallenges: () => challenges([{ ...eggFloat, isCompleted: completed }, sunPrint]),
        completeChallenge: () => {
          completed = true;
          return completedResponse(10);
        },
        getRewards: () => create(GetRewardsResponseSchema, {}),
        getDashboard: () => create(GetDashboardResponseSchema, {}),
      }),
    );
    let dialog = await openDialog(user, 'Floating Egg');
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    await user.click(within(dialog).getByRole('button', { name: /Complete Project/ }));
    await within(dialog).findByRole('heading', { name: 'Congratulations!' });
    await user.click(within(dialog).getByRole('button', { name: 'Try Another Activity' }));
    await dialogClosed();

    // The list was fetched again: the finished activity is now completed and cannot be started.
    const egg = screen.getByRole('heading', { name: 'Floating Egg' }).closest('li') as HTMLElement;
    await waitFor(() => expect(within(egg).getByRole('button', { name: /Completed ✓/ })).toBeDisabled());

    dialog = await openDialog(user, 'Sun Prints');
    expect(within(dialog).getByRole('list', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByText('Video tutorial not available')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    await user.click(within(dialog).getByRole('button', { name: /Complete Project/ }));
    await within(dialog).findByRole('heading', { name: 'Congratulations!' });
    expect(within(dialog).getByText('Art Explorer Badge earned!')).toBeInTheDocument();
    await user.click(footerButton(dialog, 'Close'));
    await dialogClosed();
  });

  it('on a refused completion alerts and stays on the project step', async () => {
    signInChild('10');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const user = setupUser();
    renderApp('/activities', ({ service }) =>
      service(StudentService, {
        listChallenges: () => challenges([eggFloat]),
        completeChallenge: () => {
          calls += 1;
          throw new ConnectError('no longer offered', Code.NotFound);
        },
      }),
    );
    const dialog = await openDialog(user, 'Floating Egg');
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    await user.click(within(dialog).getByRole('button', { name: /Complete Project/ }));
    const alert = await screen.findByText('Failed to mark project as complete. Please try again.', { selector: '.ant-modal-confirm-title' });
    expect(alert.closest('.ant-modal-confirm-error')).not.toBeNull();
    expect(log).toHaveBeenCalledWith('Could not complete activity egg', expect.anything());
    expect(calls).toBe(1);
    await user.click(within(alert.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(within(dialog).getByRole('heading', { name: /Let's Build!/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Complete Project/ })).toBeEnabled();
    expect(within(dialog).queryByText('Congratulations!')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('completing an activity when the network goes (issue 30)', () => {
  it('keeps the completion, shows it done with "will send", and sends it again as it was made', async () => {
    signInChild('10');
    const sent: { requestId: string; completedAt: string }[] = [];
    const user = setupUser();
    renderApp('/activities', ({ service }) =>
      service(StudentService, {
        listChallenges: () => challenges([eggFloat]),
        completeChallenge: (request) => {
          sent.push({ requestId: request.requestId, completedAt: String(request.completedAt?.seconds) });
          // The first answer is lost on the way; the outbox's next try gets through.
          if (sent.length === 1) throw new ConnectError('Failed to fetch', Code.Unavailable);
          return { starsAwarded: 5, totalStars: 5 };
        },
      }),
    );
    const dialog = await openDialog(user, 'Floating Egg');
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    await user.click(within(dialog).getByRole('button', { name: /Complete Project/ }));
    expect(await within(dialog).findByText('Congratulations!')).toBeInTheDocument();
    expect(within(dialog).getByText("Will send when you're online")).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    // The outbox sends it again: the same request id and time, so the server does it once.
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('completing an activity', () => {
  it('refetches exactly the activities, the rewards and the dashboard, so the new badge and stars show without a reload', async () => {
    signInChild('10');
    let done = false;
    const calls = { listChallenges: 0, getRewards: 0, getDashboard: 0, listCommunities: 0 };
    const user = setupUser();
    const { router, transport, queryClient } = renderApp('/achievements', (connect) => {
      connect.service(StudentService, {
        listChallenges: () => {
          calls.listChallenges += 1;
          return challenges([{ ...eggFloat, isCompleted: done }]);
        },
        getRewards: () => {
          calls.getRewards += 1;
          return create(GetRewardsResponseSchema, { totalBadges: done ? 1 : 0, totalStars: done ? 10 : 0 });
        },
        getDashboard: () => {
          calls.getDashboard += 1;
          return create(GetDashboardResponseSchema, { dashboardResponse: { currentUser: { firstName: done ? 'Done' : 'Not yet' } } });
        },
        completeChallenge: () => {
          done = true;
          return completedResponse(10);
        },
      });
      connect.service(CommunityService, {
        listCommunities: () => {
          calls.listCommunities += 1;
          return create(ListCommunitiesResponseSchema, { communities: [] });
        },
      });
    });
    // Cached as sign-in and /home cache the dashboard; communities stand for every other query.
    const dashboard = createQueryOptions(StudentService.method.getDashboard, {}, { transport });
    const communities = createQueryOptions(CommunityService.method.listCommunities, {}, { transport });
    await queryClient.fetchQuery(dashboard);
    await queryClient.fetchQuery(communities);
    expect((await screen.findByText(/badges? earned/)).textContent).toBe('0 badges earned');

    // Client-side navigation, as the sidebar does: no reload.
    await act(() => router.navigate('/activities'));
    const dialog = await openDialog(user, 'Floating Egg');
    await user.click(within(dialog).getByRole('button', { name: /Start Project/ }));
    await user.click(within(dialog).getByRole('button', { name: /Complete Project/ }));
    await within(dialog).findByRole('heading', { name: 'Congratulations!' });
    await user.click(footerButton(dialog, 'Close'));

    // The list on screen is fetched again at once: the activity is completed.
    const egg = screen.getByText('Floating Egg', { selector: '.activity-title' }).closest('li') as HTMLElement;
    await waitFor(() => expect(within(egg).getByRole('button', { name: /Completed ✓/ })).toBeDisabled());
    expect(queryClient.getQueryState(dashboard.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(communities.queryKey)?.isInvalidated).toBe(false);

    // The rewards were cached for five minutes, yet /achievements shows the new badge and stars.
    await act(() => router.navigate('/achievements'));
    await waitFor(() => expect(screen.getByText(/badges? earned/).textContent).toBe('1 badge earned'));
    expect(within(screen.getByRole('heading', { name: /Stars Earned/ }).closest('section') as HTMLElement).getByText('10')).toBeInTheDocument();
    // The dashboard's next reader gets it fresh too.
    expect((await queryClient.fetchQuery(dashboard)).dashboardResponse?.currentUser?.firstName).toBe('Done');
    expect(calls).toEqual({ listChallenges: 2, getRewards: 2, getDashboard: 2, listCommunities: 1 });
  });
});

describe('activities in the child’s language', () => {
  it('shows the list and a card in Kiswahili, its theme and difficulty named in Kiswahili; titles stay the server’s words', async () => {
    signInChild('10');
    speak('sw');
    renderApp('/activities', ({ service }) => service(StudentService, { listChallenges: () => challenges([eggFloat, sunPrint]) }));
    expect(await screen.findByRole('heading', { name: 'Shughuli za Kujifunza kwa Furaha' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Floating Egg' });
    const [egg, sun] = within(screen.getByRole('list', { name: 'Shughuli' })).getAllByRole('listitem', { name: /./ }) as [HTMLElement, HTMLElement];
    expect(within(egg).getByText(/dak\. 20/)).toBeInTheDocument();
    expect(within(egg).getByText(/Miaka 9-12/)).toBeInTheDocument();
    expect(within(egg).getByRole('button', { name: /Anza Shughuli/ })).toBeEnabled();
    expect(within(sun).getByText(/Umri wote/)).toBeInTheDocument();
    expect(within(egg).getByText('Sayansi')).toBeInTheDocument();
    expect(within(egg).getByText('Rahisi')).toBeInTheDocument();
  });

  it('walks the dialog’s steps in French', async () => {
    signInChild('10');
    speak('fr');
    const user = setupUser();
    renderApp('/activities', ({ service }) =>
      service(StudentService, { listChallenges: () => challenges([eggFloat]), completeChallenge: () => completedResponse(10) }),
    );
    await screen.findByRole('heading', { name: 'Floating Egg' });
    const card = (await screen.findByText('Floating Egg', { selector: '.activity-title' })).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /Commencer l’activité/ }));
    const dialog = (await screen.findByText('Floating Egg', { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByRole('list', { name: 'Étape 1 sur 3' })).toHaveTextContent(/Tutoriel.*Projet.*Terminé/);
    await user.click(footerButton(dialog, /Commencer le projet/));
    expect(await within(dialog).findByRole('heading', { name: /On construit\s!/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /Ce que tu vas apprendre/ })).toBeInTheDocument();
    await user.click(footerButton(dialog, /Terminer le projet/));
    expect(await within(dialog).findByRole('heading', { name: /Bravo\s!/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/Badge Explorateur des sciences gagné\s!/)).toBeInTheDocument();
    expect(within(dialog).getByText(/\+10 étoiles/)).toBeInTheDocument();
    expect(footerButton(dialog, /Essayer une autre activité/)).toBeInTheDocument();
  });
});
