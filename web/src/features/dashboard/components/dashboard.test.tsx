import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  GetDashboardResponseSchema,
  GetLearningJourneyResponseSchema,
  GetRewardsResponseSchema,
  ListChallengesResponseSchema,
  ReadingKind,
  RecordReadingResponseSchema,
  StudentService,
  type GetLearningJourneyResponse,
  type ListChallengesResponse,
  type RecordReadingRequest,
  type Dashboard,
  type DashboardSchema,
  type GetDashboardResponse,
  type GetRewardsResponse,
} from '@/gen/ndoto/v1/student_service_pb';
import { RecordWatchResponseSchema, VideoService } from '@/gen/ndoto/v1/video_service_pb';
import { localDate } from '@/lib/relative-time';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';

function signInChild(age = 10) {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', String(age));
  localStorage.setItem('childId', 'child-1');
}

/** The dashboard's fields as plain objects (not a built message). */
type DashboardInit = Exclude<MessageInitShape<typeof DashboardSchema>, Dashboard>;
type RewardsInit = MessageInitShape<typeof GetRewardsResponseSchema>;

const baraka = { firstName: 'Baraka', lastName: 'Mwangi', age: 10, image: 'https://example.org/baraka.png' };

const dashboard = (init: DashboardInit = {}) =>
  create(GetDashboardResponseSchema, {
    dashboardResponse: { currentUser: baraka, quizStatus: { isCompleted: true }, ...init },
  });

const rewards = (init: RewardsInit = {}) => create(GetRewardsResponseSchema, init);

const ago = (ms: number) => timestampFromDate(new Date(Date.now() - ms));

const CONTENT: DashboardInit = {
  educationalContents: [
    {
      videos: [
        {
          url: 'https://www.youtube.com/watch?v=Tk338VXcb24',
          title: 'How Volcanoes Work',
          category: 'Science',
          duration: '5:30',
          description: 'Why mountains blow their tops.',
        },
        { url: 'https://youtu.be/abcdefghijk', title: 'Counting in Binary', category: 'Math', duration: '3:12' },
      ],
      books: [
        {
          id: 'anansi-the-spider',
          thumbnail: '/catalogue/books/anansi.svg',
          title: 'Anansi the Spider',
          theme: 'Folktales',
          author: 'Gerald McDermott',
        },
      ],
    },
    {
      games: [
        {
          thumbnail: '/catalogue/games/blocks.svg',
          name: 'Code Blocks',
          skill: 'Logic',
          description: 'Snap blocks together to guide the robot.',
          url: 'https://example.org/code-blocks',
        },
      ],
    },
  ],
};

function serve(answers: {
  dashboard?: () => GetDashboardResponse | Promise<GetDashboardResponse>;
  rewards?: () => GetRewardsResponse | Promise<GetRewardsResponse>;
  journey?: () => GetLearningJourneyResponse | Promise<GetLearningJourneyResponse>;
  activities?: () => ListChallengesResponse | Promise<ListChallengesResponse>;
  recordReading?: (request: RecordReadingRequest) => void;
  recordWatch?: (videoId: string) => void;
}) {
  return ({ service }: ConnectRouter) => {
    service(StudentService, {
      getDashboard: answers.dashboard ?? (() => dashboard()),
      getRewards: answers.rewards ?? (() => rewards()),
      getLearningJourney: answers.journey ?? (() => create(GetLearningJourneyResponseSchema, { journey: {} })),
      listChallenges: answers.activities ?? (() => create(ListChallengesResponseSchema, {})),
      recordReading: (request) => {
        answers.recordReading?.(request);
        return create(RecordReadingResponseSchema, { journey: {} });
      },
    });
    service(VideoService, {
      recordWatch: (request) => {
        answers.recordWatch?.(request.videoId);
        return create(RecordWatchResponseSchema, { recorded: false });
      },
    });
  };
}

// Queries by role over the whole app are slow in jsdom: find the card by its label, then look inside.
const profile = () => screen.getByLabelText('My profile');
/** The number under a label of the profile card ('Badges', 'Stars'). */
const stat = (label: string) => {
  const term = within(profile())
    .getAllByRole('term')
    .find((element) => element.textContent?.includes(label));
  return term?.parentElement?.querySelector('dd')?.textContent;
};

describe('dashboard profile card', () => {
  it('shows the picture, full name, age-group title and the Badges and Stars counts', async () => {
    signInChild();
    renderApp('/home', serve({ rewards: () => rewards({ totalBadges: 3, totalStars: 45 }) }));
    await screen.findByText('Baraka Mwangi');
    expect(within(profile()).getByRole('heading', { name: 'Baraka Mwangi' })).toBeInTheDocument();
    expect(within(profile()).getByText('Budding Innovator')).toBeInTheDocument();
    const picture = within(profile()).getByRole('img', { name: 'Your avatar' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', 'https://example.org/baraka.png');
    await waitFor(() => expect(stat('Badges')).toBe('3'));
    expect(stat('Stars')).toBe('45');
  });

  it('falls back to the initials when the picture fails to load', async () => {
    signInChild();
    renderApp('/home', serve({}));
    await screen.findByText('Baraka Mwangi');
    const picture = within(profile()).getByRole('img', { name: 'Your avatar' });
    fireEvent.error(picture);
    const fallback = within(profile()).getByRole('img', { name: 'Your avatar' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('BM');
  });

  it('shows the initials when there is no picture', async () => {
    signInChild();
    renderApp('/home', serve({ dashboard: () => dashboard({ currentUser: { ...baraka, firstName: 'zawadi', image: '' } }) }));
    expect(await screen.findByText('zawadi Mwangi')).toBeInTheDocument();
    expect(within(profile()).getByRole('img', { name: 'Your avatar' })).toHaveTextContent('ZM');
    expect(profile().querySelector('img')).toBeNull();
  });

  it.each([
    [6, 'Early Explorer'],
    [12, 'Budding Innovator'],
    [13, 'Teen Trailblazer'],
    [18, 'Visionary Achiever'],
    [19, 'Super Explorer'],
  ])('titles a child of %d %s', async (age, title) => {
    signInChild(age);
    renderApp('/home', serve({ dashboard: () => dashboard({ currentUser: { ...baraka, age } }) }));
    await screen.findByText('Baraka Mwangi');
    expect(within(profile()).getByText(title)).toBeInTheDocument();
  });

  it('shows skeletons while the dashboard and rewards load', async () => {
    signInChild();
    const dashboardCall = deferred<GetDashboardResponse>();
    const rewardsCall = deferred<GetRewardsResponse>();
    renderApp('/home', serve({ dashboard: () => dashboardCall.promise, rewards: () => rewardsCall.promise }));
    expect(await screen.findByLabelText('Loading your profile')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Loading recommendations')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Loading your badges')).toHaveAttribute('role', 'status');

    dashboardCall.resolve(dashboard(CONTENT));
    rewardsCall.resolve(rewards({ totalBadges: 1, totalStars: 10 }));
    expect(await screen.findByText('Baraka Mwangi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Loading recommendations')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Loading your badges')).not.toBeInTheDocument();
    expect(stat('Stars')).toBe('10');
  });

  it('still shows the page when the dashboard and rewards cannot be loaded, and logs it', async () => {
    signInChild(14);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(
      '/home',
      serve({
        dashboard: () => {
          throw new ConnectError('down', Code.Unavailable);
        },
        rewards: () => {
          throw new ConnectError('down', Code.Unavailable);
        },
      }),
    );
    // No message of its own (spec section 8): a generic name, the stored age's title, dashes.
    expect(await screen.findByText('Explorer', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(within(profile()).getByText('Teen Trailblazer')).toBeInTheDocument();
    await waitFor(() => expect(stat('Badges')).toBe('–'));
    expect(screen.getByText('Your Learning Journey Awaits!')).toBeInTheDocument();
    expect(screen.getByText('No badges yet')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the dashboard', expect.anything());
    log.mockRestore();
  });
});

describe('my projects and learning journey', () => {
  const journeyCard = () => screen.getByRole('heading', { name: /My Learning Journey/ }).closest('section') as HTMLElement;
  const counts = () =>
    within(within(journeyCard()).getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('.journey-count')?.textContent);

  it('shows a new child zeros and an invitation, never sample numbers', async () => {
    signInChild();
    renderApp('/home', serve({}));
    expect(await screen.findByText('Start your streak today!')).toBeInTheDocument();
    expect(counts()).toEqual(['0', '0', '0']);
    expect(within(journeyCard()).getByText(/Your journey starts here!/)).toBeInTheDocument();
    expect(screen.queryByText(/Sample|example numbers|5 Day Streak/)).not.toBeInTheDocument();
    const projects = screen.getByRole('heading', { name: /My Projects/ }).closest('section') as HTMLElement;
    expect(await within(projects).findByText(/No projects yet/)).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Pick a fun activity' })).toHaveAttribute('href', '/activities');
    expect(within(projects).getByText('Upload a project')).toBeInTheDocument();
  });

  it("shows the child's real counts, their streak and the bar towards each next goal", async () => {
    signInChild();
    const journey = { videosWatched: 8, booksRead: 3, resourcesRead: 2, activitiesCompleted: 12, streakDays: 4 };
    renderApp('/home', serve({ journey: () => create(GetLearningJourneyResponseSchema, { journey }) }));
    expect(await screen.findByText('4 Day Streak!')).toBeInTheDocument();
    // Books and resources read together; videos; activities completed.
    expect(counts()).toEqual(['5', '8', '12']);
    expect(within(journeyCard()).getByLabelText('Books Read: 5 of 10 for your next goal')).toBeInTheDocument();
    expect(within(journeyCard()).getByLabelText('Projects Done: 12 of 25 for your next goal')).toBeInTheDocument();
    expect(within(journeyCard()).getByText('Learn something today to keep your 4-day streak going!')).toBeInTheDocument();
  });

  it('lists the activities the child completed as their projects', async () => {
    signInChild();
    const activity = (id: string, title: string, isCompleted: boolean) => ({ id, title, theme: 'science', isCompleted });
    const activities = [
      activity('1', 'Bottle Rain Gauge', true),
      activity('2', 'Fizzy Balloon Blow-Up', false),
      activity('3', 'Paper Bridge', true),
      activity('4', 'Shadow Clock', true),
      activity('5', 'Seed Jar', true),
    ];
    renderApp('/home', serve({ activities: () => create(ListChallengesResponseSchema, { challenges: activities }) }));
    const list = await screen.findByRole('list', { name: 'Projects you finished' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Bottle Rain Gauge',
      'Paper Bridge',
      'Shadow Clock',
    ]);
    expect(screen.getByRole('link', { name: 'and 1 more on your activities page' })).toHaveAttribute('href', '/activities');
  });

  it('counts a book the child says they read, and a video they open', async () => {
    signInChild();
    const readings: RecordReadingRequest[] = [];
    const watched: string[] = [];
    let readBookIds: string[] = [];
    renderApp(
      '/home',
      serve({
        dashboard: () => dashboard(CONTENT),
        journey: () => create(GetLearningJourneyResponseSchema, { journey: {}, readBookIds }),
        recordReading: (request) => {
          readings.push(request);
          readBookIds = [request.id];
        },
        recordWatch: (videoId) => watched.push(videoId),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'I read it! Anansi the Spider' }));
    expect(await screen.findByText('You read this book')).toBeInTheDocument();
    expect(readings.map(({ kind, id }) => [kind, id])).toEqual([[ReadingKind.BOOK, 'anansi-the-spider']]);
    expect(screen.queryByRole('button', { name: /I read it!/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /How Volcanoes Work/ }));
    await waitFor(() => expect(watched).toEqual(['Tk338VXcb24']));
  });
});

describe('recommended for you', () => {
  const recommended = () => document.querySelector('section.recommended') as HTMLElement;

  it('shows every group on All Content and one kind per tab', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/home', serve({ dashboard: () => dashboard(CONTENT) }));
    expect(await screen.findByText('How Volcanoes Work')).toBeInTheDocument();
    const section = recommended();
    expect(within(section).getByRole('tab', { name: /All Content/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getAllByRole('list').map((list) => list.getAttribute('aria-label'))).toEqual(['Videos', 'Books', 'Games']);
    expect(within(section).getByText('Counting in Binary')).toBeInTheDocument();
    expect(within(section).getByText('Anansi the Spider')).toBeInTheDocument();
    expect(within(section).getByText('Code Blocks')).toBeInTheDocument();

    await user.click(within(section).getByRole('tab', { name: /Videos/ }));
    expect(within(section).getAllByRole('list').map((list) => list.getAttribute('aria-label'))).toEqual(['Videos']);
    expect(within(within(section).getByRole('list', { name: 'Videos' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).queryByText('Anansi the Spider')).not.toBeInTheDocument();
    expect(within(section).queryByText('Code Blocks')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('tab', { name: /Books/ }));
    const books = within(section).getByRole('list', { name: 'Books' });
    expect(within(section).getAllByRole('list')).toHaveLength(1);
    const book = within(books).getByRole('listitem');
    expect(within(book).getByRole('heading', { name: 'Anansi the Spider' })).toBeInTheDocument();
    expect(within(book).getByText('Folktales')).toBeInTheDocument();
    expect(within(book).getByText('by Gerald McDermott')).toBeInTheDocument();

    await user.click(within(section).getByRole('tab', { name: /Games/ }));
    expect(within(section).getAllByRole('list').map((list) => list.getAttribute('aria-label'))).toEqual(['Games']);
    expect(within(section).queryByText('How Volcanoes Work')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/home', serve({ dashboard: () => dashboard(CONTENT) }));
    await screen.findByText('How Volcanoes Work');
    const tabs = within(recommended()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(within(recommended()).getByRole('tabpanel')).toHaveAccessibleName(/Videos/);
    await user.keyboard('{End}');
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it("shows a game's picture, name, skill, description and a Play button that leaves Ndoto only after asking", async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/home', serve({ dashboard: () => dashboard(CONTENT) }));
    await screen.findByText('Code Blocks');
    await user.click(within(recommended()).getByRole('tab', { name: /Games/ }));
    const game = within(screen.getByLabelText('Games')).getByRole('listitem');
    expect(within(game).getByRole('heading', { name: 'Code Blocks' })).toBeInTheDocument();
    expect(within(game).getByText('Logic')).toBeInTheDocument();
    expect(within(game).getByText('Snap blocks together to guide the robot.')).toBeInTheDocument();
    expect(game.querySelector('img')).toHaveAttribute('src', '/catalogue/games/blocks.svg');
    // Play asks first: where the game is, 'Stay here' or 'Go' (the link, in a new tab).
    expect(within(game).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(game).getByRole('button', { name: /^Play Code Blocks/ }));
    const leaving = await screen.findByRole('dialog', { name: 'You are leaving Ndoto' });
    expect(leaving).toHaveTextContent('Code Blocks is on another website: example.org.');
    await user.click(within(leaving).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You are leaving Ndoto' })).not.toBeInTheDocument());
    await user.click(within(game).getByRole('button', { name: /^Play Code Blocks/ }));
    const go = within(await screen.findByRole('dialog', { name: 'You are leaving Ndoto' })).getByRole('link', { name: 'Go' });
    expect(go).toHaveAttribute('href', 'https://example.org/code-blocks');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no Play link for a game without a web address', async () => {
    signInChild();
    renderApp(
      '/home',
      serve({
        dashboard: () =>
          dashboard({ educationalContents: [{ games: [{ name: 'Mystery', url: 'javascript:alert(1)' }, { name: 'Empty', url: '' }] }] }),
      }),
    );
    expect(await screen.findByText('Mystery')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Games')).queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
  });

  it('loads thumbnails lazily at a fixed size, with the placeholder when one fails', async () => {
    signInChild();
    renderApp('/home', serve({ dashboard: () => dashboard(CONTENT) }));
    const card = (await screen.findByText('How Volcanoes Work')).closest('button') as HTMLElement;
    const thumbnail = card.querySelector('img') as HTMLImageElement;
    expect(thumbnail).toHaveAttribute('src', 'https://img.youtube.com/vi/Tk338VXcb24/hqdefault.jpg');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('width', '320');
    expect(thumbnail).toHaveAttribute('height', '180');
    fireEvent.error(thumbnail);
    expect(card.querySelector('img')).toHaveAttribute('src', '/placeholder-thumbnail.svg');
    const book = within(screen.getByLabelText('Books')).getByRole('listitem').querySelector('img') as HTMLImageElement;
    expect(book).toHaveAttribute('src', '/catalogue/books/anansi.svg');
    fireEvent.error(book);
    expect(within(screen.getByLabelText('Books')).getByRole('listitem').querySelector('img')).toHaveAttribute(
      'src',
      '/placeholder-thumbnail.svg',
    );
  });

  it('opens a video in a player with its title, category and duration, closed by its button or the backdrop', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/home', serve({ dashboard: () => dashboard(CONTENT) }));
    await user.click((await screen.findByText('How Volcanoes Work')).closest('button') as HTMLElement);
    const player = await screen.findByRole('dialog');
    expect(player).toHaveAccessibleName('How Volcanoes Work');
    const frame = player.querySelector('iframe') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Tk338VXcb24?autoplay=1&rel=0&modestbranding=1');
    expect(frame).toHaveAttribute('title', 'How Volcanoes Work');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(within(player).getByText('Science')).toBeInTheDocument();
    expect(within(player).getByText('5:30')).toBeInTheDocument();
    expect(within(player).getByText('Why mountains blow their tops.')).toBeInTheDocument();

    await user.click(within(player).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.querySelector('.video-modal iframe')).toBeNull());

    // Another video, closed from the backdrop.
    await user.click(within(recommended()).getByRole('button', { name: /Counting in Binary/ }));
    const second = await screen.findByRole('dialog');
    expect(second).toHaveAccessibleName('Counting in Binary');
    expect(second.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0&modestbranding=1',
    );
    await user.click(document.querySelector('.video-modal')?.closest('.ant-modal-wrap') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.video-modal iframe')).toBeNull());
  });

  it('plays only YouTube videos, the one player the Content-Security-Policy admits', async () => {
    signInChild();
    const user = userEvent.setup();
    const elsewhere = { url: 'https://videos.example.org/volcano.mp4', title: 'Volcano Elsewhere', category: 'Science' };
    renderApp('/home', serve({ dashboard: () => dashboard({ educationalContents: [{ videos: [elsewhere] }] }) }));
    await user.click((await screen.findByText('Volcano Elsewhere')).closest('button') as HTMLElement);
    const player = await screen.findByRole('dialog');
    expect(within(player).getByText('Sorry, this video cannot be played here.')).toBeInTheDocument();
    expect(player.querySelector('iframe')).toBeNull();
  });

  it('says the journey awaits, in words for All Content and for one kind', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp(
      '/home',
      serve({ dashboard: () => dashboard({ educationalContents: [{ books: [{ title: 'Only a Book' }] }] }) }),
    );
    expect(await screen.findByText('Only a Book')).toBeInTheDocument();
    expect(screen.queryByText('Your Learning Journey Awaits!')).not.toBeInTheDocument();
    await user.click(within(recommended()).getByRole('tab', { name: /Videos/ }));
    expect(screen.getByText('Your Learning Journey Awaits!')).toBeInTheDocument();
    expect(screen.getByText("We're picking videos just for you. Check back soon!")).toBeInTheDocument();
    await user.click(within(recommended()).getByRole('tab', { name: /Games/ }));
    expect(screen.getByText("We're picking games just for you. Check back soon!")).toBeInTheDocument();
  });

  it('says the journey awaits on All Content when nothing is recommended', async () => {
    signInChild();
    renderApp('/home', serve({ dashboard: () => dashboard({ educationalContents: [{}, {}] }) }));
    expect(await screen.findByText('Your Learning Journey Awaits!')).toBeInTheDocument();
    expect(screen.getByText(/Recommendations will appear here soon/)).toBeInTheDocument();
    expect(screen.queryByText(/We're picking/)).not.toBeInTheDocument();
  });
});

describe('badges', () => {
  const MINUTE = 60 * 1000;
  /** The catalogue and the child's two badges, earned 5 minutes and 3 days before the call. */
  const fixtures = () => {
    const catalogue = [
      { id: 'science-explorer', name: 'Science Explorer', icon: '🔬', tier: 'bronze', category: 'Academic', howToEarn: 'Complete a science activity', description: 'You tested an idea.', stars: 10, completedAt: ago(5 * MINUTE) },
      { id: 'math-explorer', name: 'Math Explorer', icon: '🔢', tier: 'bronze', category: 'Academic', howToEarn: 'Complete a math activity', stars: 10 },
      { id: 'art-explorer', name: 'Art Explorer', icon: '🎨', tier: 'bronze', category: 'Skills', howToEarn: 'Complete an art activity', stars: 10 },
      { id: 'kindness-champion', name: 'Kindness Champion', icon: '💛', tier: 'silver', category: 'Social', howToEarn: 'Complete 2 community activities', stars: 25 },
      { id: 'first-project', name: 'First Project', icon: '🚀', tier: 'bronze', category: 'Projects', howToEarn: 'Complete your first activity', stars: 10, completedAt: ago(3 * 24 * 60 * MINUTE) },
    ];
    const earned = [catalogue[0], catalogue[4]].map((badge) => ({ ...badge }));
    return rewards({ totalBadges: 2, totalStars: 20, badges: earned, catalogue });
  };

  it("says 'No badges yet' before the first badge", async () => {
    signInChild();
    renderApp('/home', serve({ rewards: () => rewards({ catalogue: fixtures().catalogue }) }));
    const section = (await screen.findByText('All Achievement Badges')).closest('section') as HTMLElement;
    expect(section).toHaveAccessibleName(/Recent Badges/);
    expect(await within(section).findByText('No badges yet')).toBeInTheDocument();
    expect(within(section).getByText('Keep learning to earn badges!')).toBeInTheDocument();
  });

  it('shows the latest badges with their icon, name and how long ago', async () => {
    signInChild();
    renderApp('/home', serve({ rewards: fixtures }));
    const list = await screen.findByLabelText('Recent badges');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['🔬Science Explorer5 minutes ago', '🚀First Project3 days ago']);
  });

  it('lists the catalogue in the dialog by tab, earned ones with the day and locked ones with how to earn them', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/home', serve({ rewards: fixtures }));
    await screen.findByLabelText('Recent badges');
    await user.click(screen.getByText('All Achievement Badges').closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('All Achievement Badges');
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Academic', 'Skills', 'Social', 'Projects']);
    expect(within(dialog).getByText(/You have earned/)).toHaveTextContent('You have earned 2 of 5 badges.');

    const tiles = () => within(within(dialog).getByRole('tabpanel')).getAllByRole('listitem');
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Science Explorer',
      'Math Explorer',
      'Art Explorer',
      'Kindness Champion',
      'First Project',
    ]);
    const science = within(dialog).getByRole('listitem', { name: 'Science Explorer' });
    expect(science).toHaveClass('earned');
    expect(science).toHaveTextContent(`✓ Earned ${localDate(new Date(Date.now() - 5 * MINUTE))}`);
    expect(science).toHaveTextContent('You tested an idea.');
    expect(science).not.toHaveTextContent('Complete a science activity');
    const math = within(dialog).getByRole('listitem', { name: 'Math Explorer' });
    expect(math).toHaveClass('locked');
    expect(math).toHaveTextContent('Locked');
    expect(math).toHaveTextContent('Complete a math activity');
    expect(math).not.toHaveTextContent('Earned');

    await user.click(within(dialog).getByRole('tab', { name: 'Academic' }));
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual(['Science Explorer', 'Math Explorer']);
    await user.click(within(dialog).getByRole('tab', { name: 'Skills' }));
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual(['Art Explorer']);
    await user.click(within(dialog).getByRole('tab', { name: 'Social' }));
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual(['Kindness Champion']);
    expect(tiles()[0]).toHaveClass('locked');
    await user.click(within(dialog).getByRole('tab', { name: 'Projects' }));
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual(['First Project']);
    expect(tiles()[0]).toHaveClass('earned');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the dashboard in the child’s language', () => {
  const journey = { videosWatched: 8, booksRead: 3, resourcesRead: 2, activitiesCompleted: 12, streakDays: 4 };

  it('speaks Kiswahili: the profile, the journey with its streak, and the recommendations', async () => {
    speak('sw');
    signInChild();
    renderApp('/home', serve({ dashboard: () => dashboard(CONTENT), journey: () => create(GetLearningJourneyResponseSchema, { journey }) }));
    expect(await screen.findByText('Mfululizo wa siku 4!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Safari Yangu ya Kujifunza/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Vitabu Ulivyosoma: 5 kati ya 10 kufikia lengo lako lijalo')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Wasifu wangu')).getByText('Mbunifu Chipukizi')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Tumekuchagulia/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nimesoma! Anansi the Spider' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Vitabu/ })).toBeInTheDocument();
  });

  it('speaks French: the streak, the badges dialog and its tabs', async () => {
    speak('fr');
    signInChild();
    const user = userEvent.setup();
    const catalogue = [
      { id: 'science-explorer', name: 'Science Explorer', icon: '🔬', tier: 'bronze', category: 'Academic', stars: 10, completedAt: ago(60 * 1000) },
      { id: 'art-explorer', name: 'Art Explorer', icon: '🎨', tier: 'bronze', category: 'Skills', howToEarn: 'Complete an art activity', stars: 1 },
    ];
    renderApp(
      '/home',
      serve({
        journey: () => create(GetLearningJourneyResponseSchema, { journey }),
        rewards: () => rewards({ totalBadges: 1, totalStars: 10, badges: catalogue.slice(0, 1), catalogue }),
      }),
    );
    // The narrow no-break space before '!' reads as a space once Testing Library normalises the text.
    expect(await screen.findByText('4 jours de série !')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Mon parcours d’apprentissage/ })).toBeInTheDocument();
    await user.click((await screen.findByText('Tous les badges de réussite')).closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Tous les badges de réussite');
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tout', 'Scolaire', 'Compétences', 'Vie sociale', 'Projets']);
    expect(within(dialog).getByText(/Badges gagnés/)).toHaveTextContent(/^Badges gagnés\s:\s1 sur 2\. Continue\s!$/);
    expect(within(dialog).getByRole('listitem', { name: 'Art Explorer' })).toHaveTextContent('Verrouillé');
    expect(within(dialog).getByLabelText('1 étoile')).toBeInTheDocument();
  });
});
