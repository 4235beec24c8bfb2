import { act, screen, waitFor, within } from '@testing-library/react';

import type { ResultsNavState } from '@/features/quiz/components/quiz-state';
import { renderApp } from '@/testing/render-app';

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'child-1');
}

const results = (topCareerAreas: string[]): ResultsNavState => ({
  analysis: {
    aiAnalysis: {
      nextSteps: 'Join a robotics club.',
      summary: 'You love building and fixing things.',
      learningStyle: 'You learn best by doing.',
      strengths: 'Patient and practical.',
      interests: 'Machines and tools.',
    },
    topCareerAreas,
  },
  quizId: 'quiz-1',
  user: { id: 'child-1', firstName: 'Baraka' },
  ageRange: '9-12',
});

async function openResults(state: ResultsNavState | null) {
  const view = renderApp('/quizHome');
  await act(() => view.router.navigate('/results', { state }));
  return view;
}

describe('results at /results', () => {
  it('shows the name, the headline, the chips and one card per analysis field', async () => {
    signInChild();
    await openResults(results(['Building & Engineering', 'Science & Discovery', 'Arts & Design']));
    expect(await screen.findByRole('heading', { name: 'Amazing Work, Baraka!' })).toBeInTheDocument();
    expect(screen.getByText('Building & Engineering & Science & Discovery Explorer')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Top career areas' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Building & Engineering', 'Science & Discovery', 'Arts & Design']);
    const analysis = screen.getByRole('region', { name: 'Personal Analysis' });
    expect(within(analysis).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.trim())).toEqual([
      '🌟 Summary',
      '💪 Strengths',
      '🎨 Interests',
      '📚 Learning Style',
      '🚀 Next Steps',
    ]);
    expect(within(analysis).getByText('You learn best by doing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share Results/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save Report/ })).toBeInTheDocument();
  });

  it.each([
    [[], 'Amazing Learner with Unique Strengths'],
    [['Helping People'], 'Helping People Enthusiast'],
  ])('headline for %j is %s', async (areas, headline) => {
    signInChild();
    await openResults(results(areas));
    expect(await screen.findByText(headline)).toBeInTheDocument();
    if (areas.length === 0) expect(screen.queryByRole('list', { name: 'Top career areas' })).not.toBeInTheDocument();
  });

  it('links to careers, the advisor, the dashboard and a retake, passing the spec\'s state', async () => {
    signInChild();
    const { router } = await openResults(results(['Helping People']));
    const careers = await screen.findByRole('link', { name: /See My Career Matches/ });
    expect(careers).toHaveAttribute('href', '/career-recommendations');
    expect(screen.getByRole('link', { name: /Ask the AI Advisor/ })).toHaveAttribute('href', '/ai-advisor');
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: /Retake Quiz/ })).toHaveAttribute('href', '/quizHome');

    await act(async () => careers.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/career-recommendations'));
    expect(router.state.location.state).toEqual({ quizId: 'quiz-1', user: { id: 'child-1', firstName: 'Baraka' } });

    await act(() => router.navigate(-1));
    await act(async () => (await screen.findByRole('link', { name: /Ask the AI Advisor/ })).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-advisor'));
    expect(router.state.location.state).toMatchObject({
      quizId: 'quiz-1',
      ageRange: '9-12',
      analysis: { topCareerAreas: ['Helping People'] },
    });
    expect(await screen.findByText('Helping People')).toBeInTheDocument();
  });

  it("asks the child to take the quiz when there is no analysis, and 'Take Quiz' opens /quizHome", async () => {
    signInChild();
    const { router } = renderApp('/results');
    expect(await screen.findByText('No results found. Please take the quiz first.')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Take Quiz' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizHome'));
  });
});
