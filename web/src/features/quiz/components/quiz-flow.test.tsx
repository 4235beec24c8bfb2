import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import type { QuizNavState } from '@/features/quiz/components/quiz-state';
import {
  GenerateQuizResponseSchema,
  QuizService,
  SubmitQuizResponseSchema,
  type GenerateQuizRequest,
  type SubmitQuizRequest,
} from '@/gen/ndoto/v1/quiz_service_pb';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';

function signInChild(age = '10') {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', age);
  localStorage.setItem('childId', 'child-1');
}

const questions = [
  { text: 'Which club would you join?', answers: ['Robotics club', 'Drama club', 'Book club'] },
  { text: 'What would you design?', answers: ['A bridge', 'A costume', 'A timetable'] },
  { text: 'Your class gets a garden. What do you do?', answers: ['Grow food', 'Sell the harvest', 'Paint a sign'] },
];

const generated = (ageRange = '9-12') =>
  create(GenerateQuizResponseSchema, { quizId: 'quiz-1', quiz: { questions, ageRange } });

const submitted = () =>
  create(SubmitQuizResponseSchema, {
    analysis: {
      aiAnalysis: { summary: 'You love building things.', learningStyle: 'You learn by doing.' },
      topCareerAreas: ['Building & Engineering', 'Science & Discovery'],
    },
    quizDetails: { id: 'quiz-1', ageRange: '9-12' },
    userDetails: { firstName: 'Baraka' },
  });

/** Opens /quiz with the quiz in navigation state, as the quiz home does. */
async function openQuiz(state: QuizNavState | null, services: Parameters<typeof renderApp>[1] = () => {}) {
  const view = renderApp('/quizHome', services);
  await act(() => view.router.navigate('/quiz', { state }));
  return view;
}

const quizState = (ageRange: string, list = questions): QuizNavState => ({
  quizId: 'quiz-1',
  quiz: { ageRange, questions: list.map((question) => ({ ...question, descriptions: [] })) },
});

describe('quiz home at /quizHome', () => {
  it('shows the four age groups, the time and the feature strip, and marks the child\'s own group', async () => {
    signInChild('10');
    renderApp('/quizHome');
    expect(await screen.findByRole('heading', { name: 'Career Quiz' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Age groups' })).getAllByRole('button');
    // Each card's name is the text it shows (WCAG 2.5.3, label in name), not a label of its own.
    const names = [/^Ages 6-8 Early Explorers /, /^Ages 9-12 Budding Innovators /, /^Ages 13-15 Teen Trailblazers /, /^Ages 16-18 Visionary Achievers /];
    expect(cards).toHaveLength(names.length);
    cards.forEach((card, at) => {
      expect(card).not.toHaveAttribute('aria-label');
      expect(card).toHaveAccessibleName(names[at] as RegExp);
      expect(card).toHaveAccessibleName(expect.stringMatching(/Start quiz →$/));
    });
    expect(within((cards[1] as HTMLElement)).getByText('Your age group')).toBeInTheDocument();
    expect(screen.getAllByText('Your age group')).toHaveLength(1);
    expect(screen.getByText(/5-10 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why take the quiz' })).toBeInTheDocument();
  });

  it("starts the quiz at once on a card, shows 'Preparing your quiz', then opens /quiz with it", async () => {
    signInChild();
    const call = deferred<ReturnType<typeof generated>>();
    let sent: GenerateQuizRequest | undefined;
    const user = userEvent.setup();
    const { router } = renderApp('/quizHome', ({ service }) =>
      service(QuizService, {
        generateQuiz: (request) => {
          sent = request;
          return call.promise;
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Budding Innovators/ }));
    expect(await screen.findByText('Preparing your quiz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Teen Trailblazers/ })).toBeDisabled();
    expect(sent?.ageRange).toBe('9-12');
    call.resolve(generated());
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz'));
    expect(await screen.findByRole('heading', { name: 'Which club would you join?' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ quizId: 'quiz-1', quiz: { ageRange: '9-12' } });
  });

  it('stays on a failure, logs it and clears the loading', async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/quizHome', ({ service }) =>
      service(QuizService, {
        generateQuiz: () => {
          throw new ConnectError('down', Code.Unavailable);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Early Explorers/ }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not start the 6-8 quiz', expect.anything()));
    expect(screen.queryByText('Preparing your quiz')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Early Explorers/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quizHome');
    log.mockRestore();
  });
});

describe('quiz at /quiz', () => {
  it("asks to go back when no quiz was handed over, and 'Go Back' opens /quizHome", async () => {
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/quiz');
    expect(await screen.findByText('No quiz loaded. Please go back and select an age group.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizHome'));
  });

  it('says so for an unknown age range', async () => {
    signInChild();
    await openQuiz(quizState('3-5'));
    expect(await screen.findByText('Quiz not found for age range: 3-5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('records and advances, replaces an earlier answer, submits after the last, then shows /results', async () => {
    signInChild();
    const call = deferred<ReturnType<typeof submitted>>();
    let sent: SubmitQuizRequest | undefined;
    const user = userEvent.setup();
    const { router } = await openQuiz(quizState('9-12'), ({ service }) =>
      service(QuizService, {
        submitQuiz: (request) => {
          sent = request;
          return call.promise;
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Budding Innovator Quest' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Drama club' }));
    expect(await screen.findByRole('heading', { name: 'What would you design?' })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();

    // Back to the first question: the earlier choice shows, and a new one replaces it.
    await user.click(screen.getByRole('button', { name: /Previous question/ }));
    expect(screen.getByRole('button', { name: 'Drama club' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Robotics club' }));
    await user.click(await screen.findByRole('button', { name: 'A timetable' }));
    expect(sent).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: 'Paint a sign' }));

    expect(await screen.findByText('Processing your answer...')).toBeInTheDocument();
    expect(screen.getByText('Analyzing your answers')).toBeInTheDocument();
    for (const answer of ['Grow food', 'Sell the harvest', 'Paint a sign']) {
      expect(screen.getByRole('button', { name: answer })).toBeDisabled();
    }
    expect(sent?.quizId).toBe('quiz-1');
    expect(sent?.answers.map(({ questionIndex, answer }) => [questionIndex, answer])).toEqual([
      [0, 'Robotics club'],
      [1, 'A timetable'],
      [2, 'Paint a sign'],
    ]);

    call.resolve(submitted());
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    expect(await screen.findByRole('heading', { name: 'Amazing Work, Baraka!' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      quizId: 'quiz-1',
      user: { id: 'child-1', firstName: 'Baraka' },
      ageRange: '9-12',
      analysis: { topCareerAreas: ['Building & Engineering', 'Science & Discovery'] },
    });
  });

  it('on a failed submit clears the submitting state, stays on the last question and logs only', async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const user = userEvent.setup();
    const { router } = await openQuiz(quizState('9-12'), ({ service }) =>
      service(QuizService, {
        submitQuiz: () => {
          calls += 1;
          throw new ConnectError('down', Code.Unavailable);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book club' }));
    await user.click(await screen.findByRole('button', { name: 'A bridge' }));
    await user.click(await screen.findByRole('button', { name: 'Grow food' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not submit the quiz', expect.anything()));
    expect(calls).toBe(1);
    expect(screen.getByRole('heading', { name: 'Your class gets a garden. What do you do?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grow food' })).toBeEnabled();
    expect(screen.queryByText('Processing your answer...')).not.toBeInTheDocument();
    expect(screen.queryByText('Analyzing your answers')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz');
    log.mockRestore();
  });

  it('shows dots for 6-8', async () => {
    signInChild('7');
    await openQuiz(quizState('6-8'));
    const dots = await screen.findByRole('list', { name: 'Question 1 of 3' });
    expect(dots.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a progress bar and the optional scenario for 13-15', async () => {
    signInChild('14');
    const list = [
      { ...(questions[0] as (typeof questions)[number]), scenario: 'Your school is starting new clubs this term.' },
      { ...(questions[1] as (typeof questions)[number]) },
    ];
    const user = userEvent.setup();
    await openQuiz(quizState('13-15', list));
    expect(await screen.findByText('Your school is starting new clubs this term.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText(/Question 1 of/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drama club' }));
    await waitFor(() => expect(screen.queryByText('Your school is starting new clubs this term.')).not.toBeInTheDocument());
  });

  it('shows percent complete, lettered answers, the context line and descriptions for 16-18', async () => {
    signInChild('17');
    const state: QuizNavState = {
      quizId: 'quiz-1',
      quiz: {
        ageRange: '16-18',
        questions: [
          {
            text: 'Which project would you lead?',
            context: 'Think about your final year at school.',
            answers: ['A robot', 'A play'],
            descriptions: ['Build and test a machine.', 'Direct actors on stage.'],
          },
          { text: 'Next?', answers: ['Yes', 'No'], descriptions: [] },
        ],
      },
    };
    const user = userEvent.setup();
    await openQuiz(state);
    expect(await screen.findByText('0% complete')).toBeInTheDocument();
    expect(screen.getByText('Think about your final year at school.')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: /A robot/ });
    expect(first).toHaveTextContent('AA robotBuild and test a machine.');
    expect(screen.getByRole('button', { name: /A play/ })).toHaveTextContent('BA playDirect actors on stage.');
    await user.click(first);
    expect(await screen.findByText('50% complete')).toBeInTheDocument();
  });
});

describe('the quiz for small fingers', () => {
  const stored = () => JSON.parse(sessionStorage.getItem('quizProgress') ?? 'null') as Record<string, unknown> | null;

  it('shows a chosen answer a moment and ignores a double tap: one question answered only', async () => {
    signInChild();
    const user = userEvent.setup();
    await openQuiz(quizState('9-12'));
    const drama = await screen.findByRole('button', { name: 'Drama club' });
    const firstButton = screen.getByRole('button', { name: 'Robotics club' });
    await user.dblClick(drama);
    // Still the first question, the choice shown.
    expect(screen.getByRole('heading', { name: 'Which club would you join?' })).toBeInTheDocument();
    expect(drama).toHaveAttribute('aria-pressed', 'true');
    await user.click(firstButton);
    expect(drama).toHaveAttribute('aria-pressed', 'true');
    expect(firstButton).toHaveAttribute('aria-pressed', 'false');

    const heading = await screen.findByRole('heading', { name: 'What would you design?' });
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    // The new question's buttons are its own: new elements, none chosen, none carrying the taps.
    const bridge = screen.getByRole('button', { name: 'A bridge' });
    expect(bridge).not.toBe(firstButton);
    for (const button of within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    // Focus moves to the new question, so a screen reader reads it: in an effect after the
    // question shows, which a busy machine may run a moment after findByRole saw the heading.
    await waitFor(() => expect(heading).toHaveFocus());
    // Well past the confirmation, still the second question.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(stored()).toMatchObject({ index: 1, answers: [{ questionIndex: 0, answer: 'Drama club' }] });
  });

  it('keeps the progress in session storage: a reload resumes, a submit clears it', async () => {
    signInChild();
    const user = userEvent.setup();
    const first = await openQuiz(quizState('9-12'), ({ service }) =>
      service(QuizService, { submitQuiz: () => submitted() }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book club' }));
    await user.click(await screen.findByRole('button', { name: 'A costume' }));
    await screen.findByRole('heading', { name: 'Your class gets a garden. What do you do?' });
    await waitFor(() => expect(stored()).toMatchObject({ childId: 'child-1', index: 2, state: { quizId: 'quiz-1' } }));

    // A reload: the page starts again, with the quiz in history state as the browser keeps it.
    first.unmount();
    let sent: SubmitQuizRequest | undefined;
    const { router } = await openQuiz(quizState('9-12'), ({ service }) =>
      service(QuizService, {
        submitQuiz: (request) => {
          sent = request;
          return submitted();
        },
      }),
    );
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous question/ }));
    expect(screen.getByRole('button', { name: 'A costume' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'A costume' }));
    await user.click(await screen.findByRole('button', { name: 'Grow food' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    expect(sent?.answers.map(({ answer }) => answer)).toEqual(['Book club', 'A costume', 'Grow food']);
    expect(stored()).toBeNull();
  });

  it('resumes at /quiz without a quiz handed over, and a new quiz replaces the stored one', async () => {
    signInChild();
    sessionStorage.setItem(
      'quizProgress',
      JSON.stringify({ childId: 'child-1', state: quizState('9-12'), answers: [{ questionIndex: 0, answer: 'Drama club' }], index: 1 }),
    );
    const first = renderApp('/quiz');
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    first.unmount();

    await openQuiz({ ...quizState('9-12'), quizId: 'quiz-2' });
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ index: 0, answers: [], state: { quizId: 'quiz-2' } }));
  });

  it.each([
    ['not JSON', '{'],
    ['another child', JSON.stringify({ childId: 'child-2', state: quizState('9-12'), answers: [], index: 1 })],
    ['an index past the end', JSON.stringify({ childId: 'child-1', state: quizState('9-12'), answers: [], index: 3 })],
    [
      'an answer the question does not offer',
      JSON.stringify({ childId: 'child-1', state: quizState('9-12'), answers: [{ questionIndex: 0, answer: 'Chess' }], index: 1 }),
    ],
    ['no questions', JSON.stringify({ childId: 'child-1', state: { quizId: 'q', quiz: { questions: [] } }, answers: [], index: 0 })],
  ])('ignores and removes a stored quiz with %s', async (_, text) => {
    signInChild();
    sessionStorage.setItem('quizProgress', text);
    renderApp('/quiz');
    expect(await screen.findByText('No quiz loaded. Please go back and select an age group.')).toBeInTheDocument();
    expect(sessionStorage.getItem('quizProgress')).toBeNull();
  });

  it('starting a quiz from the quiz home clears the one in progress', async () => {
    signInChild();
    sessionStorage.setItem(
      'quizProgress',
      JSON.stringify({ childId: 'child-1', state: quizState('9-12'), answers: [{ questionIndex: 0, answer: 'Drama club' }], index: 1 }),
    );
    const user = userEvent.setup();
    renderApp('/quizHome', ({ service }) =>
      service(QuizService, { generateQuiz: () => create(GenerateQuizResponseSchema, { quizId: 'quiz-9', quiz: { questions } }) }),
    );
    await user.click(await screen.findByRole('button', { name: /^Ages 9-12 Budding Innovators / }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ index: 0, answers: [], state: { quizId: 'quiz-9' } }));
  });

  it('asks before leaving mid-quiz, in the app and when the tab closes', async () => {
    signInChild();
    const user = userEvent.setup();
    const { router } = await openQuiz(quizState('9-12'));
    await screen.findByRole('heading', { name: 'Which club would you join?' });
    // Nothing answered yet: nothing to lose, no question.
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Drama club' }));
    await screen.findByRole('heading', { name: 'What would you design?' });
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    await act(() => router.navigate('/home'));
    expect(await screen.findByText('Leave the quiz?')).toBeInTheDocument();
    expect(screen.getByText(/You have answered 1 of 3 questions/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz');
    await user.click(screen.getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByText('Leave the quiz?')).not.toBeVisible());
    expect(router.state.location.pathname).toBe('/quiz');

    await act(() => router.navigate('/home'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('the quiz in the child’s language', () => {
  it('shows the quiz home, the quiz’s chrome and the leave dialog in Kiswahili; the questions stay as the server wrote them', async () => {
    signInChild('10');
    speak('sw');
    const user = userEvent.setup();
    const view = renderApp('/quizHome');
    expect(await screen.findByRole('heading', { name: 'Chemsha Bongo ya Taaluma' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Makundi ya umri' })).getAllByRole('button');
    expect(cards[1]).toHaveAccessibleName(/^Miaka 9-12 Wabunifu Chipukizi .*Kundi la umri wako Anza chemsha bongo →$/);
    expect(screen.getByRole('region', { name: 'Kwa nini ufanye chemsha bongo' })).toBeInTheDocument();

    await act(() => view.router.navigate('/quiz', { state: quizState('9-12') }));
    expect(await screen.findByRole('heading', { name: 'Jitihada ya Wabunifu Chipukizi' })).toBeInTheDocument();
    expect(screen.getByText('Swali 1 kati ya 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drama club' }));
    expect(await screen.findByRole('button', { name: /Swali lililopita/ })).toBeInTheDocument();
    await act(() => view.router.navigate('/'));
    expect(await screen.findByText('Uondoke kwenye chemsha bongo?')).toBeInTheDocument();
    expect(screen.getByText(/Umejibu 1 kati ya maswali 3\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endelea' })).toBeInTheDocument();
  });

  it('shows the quiz home and the results in French, with tu', async () => {
    signInChild('10');
    speak('fr');
    const view = renderApp('/quizHome');
    expect(await screen.findByRole('heading', { name: 'Quiz des métiers' })).toBeInTheDocument();
    expect(screen.getByText('Le quiz dure de 5 à 10 minutes')).toBeInTheDocument();
    expect(screen.getByText('Ta tranche d’âge')).toBeInTheDocument();

    await act(() =>
      view.router.navigate('/results', {
        state: {
          analysis: { aiAnalysis: { summary: 'You love building things.' }, topCareerAreas: ['Building & Engineering'] },
          quizId: 'quiz-1',
          user: { id: 'child-1', firstName: 'Baraka' },
          ageRange: '9-12',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Super travail, Baraka\u202f!' })).toBeInTheDocument();
    expect(screen.getByText('Fan de Building & Engineering')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Résumé/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voir mes métiers/ })).toBeInTheDocument();
  });
});
