import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  AskAdvisorResponseSchema,
  CareerService,
  GetCareerRecommendationsResponseSchema,
  type AskAdvisorRequest,
  type GetCareerRecommendationsRequest,
} from '@/gen/ndoto/v1/career_service_pb';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'child-1');
}

const careers = (list: { career: string; emoji: string; matchPercentage: number }[]) =>
  create(GetCareerRecommendationsResponseSchema, {
    analysis: 'Your answers show you like Building & Engineering.',
    careers: list.map((career) => ({ ...career, description: `${career.career} makes things work.` })),
  });

const fromResults = { quizId: 'quiz-1', user: { id: 'child-1', firstName: 'Baraka' } };

async function open(path: string, state: unknown, services: Parameters<typeof renderApp>[1] = () => {}) {
  const view = renderApp('/quizHome', services);
  await act(() => view.router.navigate(path, { state }));
  return view;
}

describe('career recommendations', () => {
  it("shows 'Analyzing Your Responses', then the analysis and cards with stars, percent and label", async () => {
    signInChild();
    const call = deferred<ReturnType<typeof careers>>();
    let sent: GetCareerRecommendationsRequest | undefined;
    await open('/career-recommendations', fromResults, ({ service }) =>
      service(CareerService, {
        getCareerRecommendations: (request) => {
          sent = request;
          return call.promise;
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Analyzing Your Responses' })).toBeInTheDocument();
    call.resolve(
      careers([
        { career: 'Electrician', emoji: '⚡', matchPercentage: 97 },
        { career: 'Engineer', emoji: '🏗️', matchPercentage: 91 },
        { career: 'Carpenter', emoji: '🪚', matchPercentage: 79 },
      ]),
    );
    expect(await screen.findByText('Your answers show you like Building & Engineering.')).toBeInTheDocument();
    expect(sent).toMatchObject({ userId: 'child-1', childId: 'child-1', quizId: 'quiz-1' });
    const cards = within(screen.getByRole('list', { name: 'Recommended careers' })).getAllByRole('listitem');
    const read = (card: HTMLElement) => [
      within(card).getByRole('heading').textContent,
      within(card).getByRole('img', { name: /out of 5 stars/ }).getAttribute('aria-label'),
      within(card).getByText(/% match/).textContent,
    ];
    expect(cards.map(read)).toEqual([
      ['Electrician', '4 out of 5 stars', '97% match'],
      ['Engineer', '4 out of 5 stars', '91% match'],
      ['Carpenter', '3 out of 5 stars', '79% match'],
    ]);
    expect(within((cards[0] as HTMLElement)).getByText('Perfect Match!')).toBeInTheDocument();
    expect(within((cards[1] as HTMLElement)).getByText('Excellent Match')).toBeInTheDocument();
    expect(within((cards[2] as HTMLElement)).getByText('Great Match')).toBeInTheDocument();
    expect((cards[2] as HTMLElement).querySelectorAll('.star-on')).toHaveLength(3);
    expect(within((cards[0] as HTMLElement)).getByText('⚡')).toBeInTheDocument();
    expect(within((cards[0] as HTMLElement)).getByRole('button', { name: /Explore Career/ })).toBeInTheDocument();
  });

  it("saves locally: 'Save Results' becomes '✓ Saved!' with a message, and no call is made", async () => {
    signInChild();
    let calls = 0;
    const user = userEvent.setup();
    await open('/career-recommendations', fromResults, ({ service }) =>
      service(CareerService, {
        getCareerRecommendations: () => {
          calls += 1;
          return careers([{ career: 'Nurse', emoji: '🩺', matchPercentage: 88 }]);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Save Results/ }));
    expect(screen.getByRole('button', { name: '✓ Saved!' })).toBeInTheDocument();
    expect(await screen.findByText('Your career recommendations have been saved!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("'Take Another Quiz' opens /quizHome", async () => {
    signInChild();
    const user = userEvent.setup();
    const { router } = await open('/career-recommendations', fromResults, ({ service }) =>
      service(CareerService, { getCareerRecommendations: () => careers([{ career: 'Nurse', emoji: '🩺', matchPercentage: 88 }]) }),
    );
    await user.click(await screen.findByRole('button', { name: /Take Another Quiz/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizHome'));
  });

  it.each([
    ['no state at all', undefined],
    ['no user id', { quizId: 'quiz-1', user: { firstName: 'Baraka' } }],
    ['no quiz id', { user: { id: 'child-1' } }],
  ])('needs the quiz id and user id (%s)', async (_, state) => {
    signInChild();
    let calls = 0;
    await open('/career-recommendations', state, ({ service }) =>
      service(CareerService, {
        getCareerRecommendations: () => {
          calls += 1;
          return careers([]);
        },
      }),
    );
    expect(await screen.findByText('Missing quiz information. Please take the quiz first.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it.each([
    [Code.Unavailable, 'Failed to load recommendations. Please try again.'],
    [Code.NotFound, 'No quiz data found.'],
    [Code.FailedPrecondition, 'No quiz data found.'],
  ])('on failure code %s says %s, with Take Quiz', async (code, text) => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = await open('/career-recommendations', fromResults, ({ service }) =>
      service(CareerService, {
        getCareerRecommendations: () => {
          throw new ConnectError('no', code);
        },
      }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizHome'));
    log.mockRestore();
  });

  it("says 'No recommendations available yet' for an empty list", async () => {
    signInChild();
    await open('/career-recommendations', fromResults, ({ service }) =>
      service(CareerService, { getCareerRecommendations: () => careers([]) }),
    );
    expect(await screen.findByText('No recommendations available yet')).toBeInTheDocument();
  });
});

describe('AI advisor', () => {
  it('shows the hero, four quick questions and three motivation cards', async () => {
    signInChild();
    renderApp('/ai-advisor');
    expect(await screen.findByRole('heading', { name: 'AI Career Advisor' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Quick questions')).getAllByRole('button')).toHaveLength(4);
    expect(within(screen.getByRole('complementary', { name: 'Keep going' })).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('log')).toHaveTextContent(/never share personal things/);
  });

  it('sends on Enter, shows the typing indicator while AskAdvisor runs, then the reply', async () => {
    signInChild();
    const call = deferred<ReturnType<typeof reply>>();
    const sent: AskAdvisorRequest[] = [];
    const reply = (text: string) => create(AskAdvisorResponseSchema, { reply: text });
    const user = userEvent.setup();
    renderApp('/ai-advisor', ({ service }) =>
      service(CareerService, {
        askAdvisor: (request) => {
          sent.push(request);
          return call.promise;
        },
      }),
    );
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(box);
    await user.paste('  What does a vet do?  ');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: 'The advisor is typing' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent('You said: What does a vet do?');
    expect(box).toHaveValue('');
    expect(sent.map((request) => request.message)).toEqual(['What does a vet do?']);
    // While the reply is on its way, nothing else is sent.
    const chip = screen.getByRole('button', { name: 'What careers match my interests?' });
    expect(chip).toBeDisabled();

    call.resolve(reply('A vet looks after sick animals.'));
    expect(await screen.findByText('A vet looks after sick animals.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'The advisor is typing' })).not.toBeInTheDocument();
    expect(chip).toBeEnabled();
  });

  it('does not send empty or whitespace-only text, and limits a question to 500 characters', async () => {
    signInChild();
    let calls = 0;
    const user = userEvent.setup();
    renderApp('/ai-advisor', ({ service }) =>
      service(CareerService, {
        askAdvisor: () => {
          calls += 1;
          return create(AskAdvisorResponseSchema, { reply: 'Hi' });
        },
      }),
    );
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    const sendButton = screen.getByRole('button', { name: 'Send' });
    expect(sendButton).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(sendButton).toBeDisabled();
    expect(calls).toBe(0);
    expect(box).toHaveAttribute('maxlength', '500');
    await user.click(box);
    await user.paste('x'.repeat(520));
    expect((box as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(500);
    // Shift+Enter makes a new line rather than sending.
    await user.clear(box);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(calls).toBe(0);
    expect(box).toHaveValue('Hello\nthere');
  });

  it('sends a quick question from its chip', async () => {
    signInChild();
    const sent: string[] = [];
    const user = userEvent.setup();
    renderApp('/ai-advisor', ({ service }) =>
      service(CareerService, {
        askAdvisor: (request) => {
          sent.push(request.message);
          return create(AskAdvisorResponseSchema, { reply: 'Maths and science help engineers.' });
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Which school subjects should I focus on?' }));
    expect(await screen.findByText('Maths and science help engineers.')).toBeInTheDocument();
    expect(sent).toEqual(['Which school subjects should I focus on?']);
  });

  it('says sorry in the chat when the advisor cannot be reached', async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/ai-advisor', ({ service }) =>
      service(CareerService, {
        askAdvisor: () => {
          throw new ConnectError('down', Code.Unavailable);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'What careers match my interests?' }));
    expect(await screen.findByText(/Sorry, I could not answer just now/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('The advisor could not answer', expect.anything());
    log.mockRestore();
  });
});

describe('the careers screens in the child’s language', () => {
  it('shows the career matches in Kiswahili: heading, stars, match and label; the careers stay the server’s words', async () => {
    signInChild();
    speak('sw');
    await open('/career-recommendations', fromResults, ({ service }) =>
      service(CareerService, {
        getCareerRecommendations: () => careers([{ career: 'Electrician', emoji: '⚡', matchPercentage: 97 }]),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Taaluma Zinazokufaa' })).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Taaluma zinazopendekezwa' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Electrician' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'nyota 4 kati ya 5' })).toBeInTheDocument();
    expect(within(card).getByText('Inalingana kwa 97%')).toBeInTheDocument();
    expect(within(card).getByText('Inalingana Kabisa!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hifadhi Matokeo/ })).toBeInTheDocument();
  });

  it('shows the advisor in French; a quick question shows and asks the advisor in French', async () => {
    signInChild();
    speak('fr');
    const sent: AskAdvisorRequest[] = [];
    const user = userEvent.setup();
    renderApp('/ai-advisor', ({ service }) =>
      service(CareerService, {
        askAdvisor: (request) => {
          sent.push(request);
          return create(AskAdvisorResponseSchema, { reply: 'Un ingénieur construit des ponts.' });
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Conseiller métiers IA' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent(/ne donne jamais ici d’informations personnelles/);
    expect(screen.getByRole('textbox', { name: 'Ta question' })).toHaveAttribute('placeholder', 'Écris ta question sur les métiers...');
    await user.click(screen.getByRole('button', { name: 'Parle-moi du métier d’ingénieur' }));
    expect(await screen.findByText('Un ingénieur construit des ponts.')).toBeInTheDocument();
    expect(sent.map((request) => request.message)).toEqual(['Parle-moi du métier d’ingénieur']);
    expect(screen.getByRole('log')).toHaveTextContent(/Tu as dit\s: Parle-moi du métier d’ingénieur/);
  });
});
