import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  BadgeSchema,
  GetRewardsResponseSchema,
  StudentService,
  type Badge,
  type GetRewardsResponse,
} from '@/gen/ndoto/v1/student_service_pb';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'child-1');
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const day = (date: number) => new Date(2026, 2, date, 15, 0);

const badge = (id: string, name: string, icon: string, tier: string, date: number): Badge =>
  create(BadgeSchema, { id, name, icon, tier, description: `${name} for trying hard.`, completedAt: timestampFromDate(day(date)) });

// Most recent first, as the server sends them.
const earned = [
  badge('science-explorer', 'Science Explorer', '🔬', 'bronze', 20),
  badge('art-explorer', 'Art Explorer', '🎨', 'bronze', 18),
  badge('curious-mind', 'Curious Mind', '🧠', 'silver', 15),
  badge('math-explorer', 'Math Explorer', '🔢', 'bronze', 12),
  badge('music-explorer', 'Music Explorer', '🎵', 'bronze', 10),
];

function rewards(badges: Badge[], stars: { total: number; byType: Record<string, number> }): GetRewardsResponse {
  const byTier = (tier: string) => badges.filter((entry) => entry.tier === tier);
  return create(GetRewardsResponseSchema, {
    totalBadges: badges.length,
    totalStars: stars.total,
    badges,
    badgesByTier: {
      bronze: byTier('bronze'),
      silver: byTier('silver'),
      gold: byTier('gold'),
      legendary: byTier('legendary'),
      special: byTier('special'),
    },
    starsByType: stars.byType,
  });
}

const full = () => rewards(earned, { total: 75, byType: { activity_completed: 50, badge_earned: 25, quiz_completed: 0 } });

function tierCard(name: string) {
  return screen.getByRole('heading', { name }).closest('article') as HTMLElement;
}

describe('achievements', () => {
  it("shows 'Loading your achievements...', then the header with the badge count and at most 3 stars", async () => {
    signInChild();
    const call = deferred<GetRewardsResponse>();
    renderApp('/achievements', ({ service }) => service(StudentService, { getRewards: () => call.promise }));
    expect(await screen.findByText('Loading your achievements...')).toBeInTheDocument();
    call.resolve(full());
    expect(await screen.findByRole('heading', { name: 'My Amazing Achievements!' })).toBeInTheDocument();
    expect(screen.getByText(/badges earned/).textContent).toBe('5 badges earned');
    const stars = screen.getByRole('img', { name: '3 stars' });
    expect(stars.querySelectorAll('.anticon-star')).toHaveLength(3);
  });

  it.each([
    [1, '1 star'],
    [2, '2 stars'],
  ])('shows one header star per badge below 3 (%s)', async (count, label) => {
    signInChild();
    renderApp('/achievements', ({ service }) =>
      service(StudentService, { getRewards: () => rewards(earned.slice(0, count), { total: 10, byType: {} }) }),
    );
    const stars = await screen.findByRole('img', { name: label });
    expect(stars.querySelectorAll('.anticon-star')).toHaveLength(count);
  });

  it("shows the five tier cards with their counts and up to 3 badges, or 'No badges yet'", async () => {
    signInChild();
    renderApp('/achievements', ({ service }) => service(StudentService, { getRewards: full }));
    await screen.findByRole('heading', { name: 'My Amazing Achievements!' });
    const tiers = within(screen.getByRole('region', { name: 'Badges by tier' })).getAllByRole('article');
    expect(tiers.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Legendary',
      'Special',
    ]);
    const bronze = tierCard('Bronze');
    expect(within(bronze).getByLabelText('4 badges')).toHaveTextContent('4');
    expect(within(bronze).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '🔬 Science Explorer',
      '🎨 Art Explorer',
      '🔢 Math Explorer',
    ]);
    expect(within(bronze).queryByText(/Music Explorer/)).not.toBeInTheDocument();
    expect(within(tierCard('Silver')).getByLabelText('1 badge')).toHaveTextContent('1');
    expect(within(tierCard('Silver')).getByText(/Curious Mind/)).toBeInTheDocument();
    for (const name of ['Gold', 'Legendary', 'Special']) {
      expect(within(tierCard(name)).getByText('No badges yet')).toBeInTheDocument();
      expect(within(tierCard(name)).getByLabelText('0 badges')).toHaveTextContent('0');
    }
  });

  it("shows the first 3 badges under 'Recent Super Achievements!', and 'View All Badges' lists them all", async () => {
    signInChild();
    const user = setupUser();
    renderApp('/achievements', ({ service }) => service(StudentService, { getRewards: full }));
    const recent = await screen.findByRole('list', { name: 'Recent badges' });
    expect(screen.getByRole('heading', { name: /Recent Super Achievements!/ })).toBeInTheDocument();
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Science Explorer',
      'Art Explorer',
      'Curious Mind',
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('🔬')).toBeInTheDocument();
    expect(within(first).getByText('Science Explorer for trying hard.')).toBeInTheDocument();
    expect(within(first).getByText(day(20).toLocaleDateString())).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', day(20).toISOString());

    await user.click(screen.getByRole('button', { name: /View All Badges/ }));
    const all = await screen.findByRole('list', { name: 'All badges' });
    const dialog = all.closest('[role="dialog"]') as HTMLElement;
    expect(dialog).toHaveAccessibleName('All My Badges (5)');
    expect(within(all).getAllByRole('listitem').map((row) => within(row).getByRole('heading').textContent)).toEqual(
      earned.map((entry) => entry.name),
    );
    expect(within(all).getByText(day(10).toLocaleDateString())).toBeInTheDocument();
    await user.click(within(dialog.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.closest('.ant-modal-wrap')).toHaveStyle({ display: 'none' }));
  });

  it('shows the total stars and the types above 0, with underscores as spaces', async () => {
    signInChild();
    renderApp('/achievements', ({ service }) =>
      service(StudentService, {
        getRewards: () =>
          rewards(earned, { total: 75, byType: { activity_completed: 50, badge_earned: 25, quiz_completed: 0, video_watched: 0 } }),
      }),
    );
    const card = (await screen.findByRole('heading', { name: /Stars Earned/ })).closest('section') as HTMLElement;
    expect(within(card).getByText('75')).toBeInTheDocument();
    const types = within(within(card).getByRole('list', { name: 'Stars by type' })).getAllByRole('listitem');
    expect(types.map((item) => item.textContent)).toEqual(['activity completed50', 'badge earned25']);
    expect(within(card).queryByText(/quiz completed/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/video watched/)).not.toBeInTheDocument();
  });

  it("has the 'Keep Going!' card with its two hints", async () => {
    signInChild();
    renderApp('/achievements', ({ service }) => service(StudentService, { getRewards: full }));
    const card = (await screen.findByRole('heading', { name: /Keep Going!/ })).closest('section') as HTMLElement;
    const hints = within(card).getAllByRole('listitem').map((item) => item.textContent?.trim());
    expect(hints).toEqual(['Complete challenges to earn more badges.', 'Watch videos and read books to earn more stars.']);
  });

  it("with no badges shows 'No Badges Yet' and 'Keep learning to earn your first badges!'", async () => {
    signInChild();
    renderApp('/achievements', ({ service }) => service(StudentService, { getRewards: () => rewards([], { total: 0, byType: {} }) }));
    expect(await screen.findByRole('heading', { name: 'No Badges Yet' })).toBeInTheDocument();
    expect(screen.getByText('Keep learning to earn your first badges!')).toBeInTheDocument();
    expect(screen.getByText(/badges earned/).textContent).toBe('0 badges earned');
    expect(screen.queryByRole('img', { name: /star/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('No badges yet')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /View All Badges/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stars by type' })).not.toBeInTheDocument();
  });

  it("says so when the rewards cannot be loaded, and 'Try Again' fetches them again", async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const user = setupUser();
    renderApp('/achievements', ({ service }) =>
      service(StudentService, {
        getRewards: () => {
          calls += 1;
          if (calls <= 3) throw new ConnectError('down', Code.Unavailable);
          return full();
        },
      }),
    );
    expect(await screen.findByText("We couldn't load your achievements right now.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('heading', { name: 'My Amazing Achievements!' })).toBeInTheDocument();
    expect(calls).toBe(4);
    log.mockRestore();
  });
});

describe('achievements in the child’s language', () => {
  it('shows the header, tiers and stars in Kiswahili; badge names stay the server’s words', async () => {
    signInChild();
    speak('sw');
    renderApp('/achievements', ({ service }) => service(StudentService, { getRewards: () => full() }));
    expect(await screen.findByRole('heading', { name: 'Mafanikio Yangu ya Ajabu!' })).toBeInTheDocument();
    expect(screen.getByText(/Umepata beji/).textContent).toBe('Umepata beji 5');
    expect(screen.getByRole('img', { name: 'nyota 3' })).toBeInTheDocument();
    expect(within(tierCard('Shaba')).getByLabelText('beji 4')).toHaveTextContent('4');
    expect(within(tierCard('Dhahabu')).getByText('Bado hakuna beji')).toBeInTheDocument();
    expect(screen.getByText('Science Explorer', { selector: '.badge-row-name' })).toBeInTheDocument();
    const types = within(screen.getByRole('list', { name: 'Nyota kwa aina' })).getAllByRole('listitem');
    expect(types.map((item) => item.textContent)).toEqual(['kwa shughuli ulizokamilisha50', 'kwa beji ulizopata25']);
  });

  it('shows the achievements in French, with dates the French way', async () => {
    signInChild();
    speak('fr');
    renderApp('/achievements', ({ service }) => service(StudentService, { getRewards: () => full() }));
    expect(await screen.findByRole('heading', { name: 'Mes super réussites\u202f!' })).toBeInTheDocument();
    expect(screen.getByText(/badges gagnés/, { selector: '.achievements-total span' }).textContent).toBe('5 badges gagnés');
    expect(tierCard('Argent')).toBeInTheDocument();
    expect(screen.getAllByText(/^Gagné le/)[0]).toHaveTextContent('Gagné le 20/03/2026');
    expect(screen.getByRole('button', { name: /Voir tous les badges/ })).toBeInTheDocument();
  });
});
