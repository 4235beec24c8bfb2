import { create, type DescMessage, type Message, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  AuthService,
  ModeratorSignInResponseSchema,
  SignOutResponseSchema,
  type ModeratorSignInRequest,
} from '@/gen/ndoto/v1/auth_service_pb';
import {
  CaseCategory,
  CaseSummarySchema,
  Decision,
  DecideCaseResponseSchema,
  ListCasesResponseSchema,
  ModerationCaseSchema,
  ModerationService,
  TakeCaseResponseSchema,
  type CaseSummary,
  type DecideCaseRequest,
  type ListCasesRequest,
  type ModerationCase,
} from '@/gen/ndoto/v1/moderation_service_pb';
import { speak } from '@/testing/language';
import { fill, renderApp } from '@/testing/render-app';

/** A message's fields as plain values (what `create` takes). */
type Init<Desc extends DescMessage> = Exclude<MessageInitShape<Desc>, Message>;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => timestampFromDate(new Date(Date.now() - ms));

function summary(id: string, category: CaseCategory, init: Init<typeof CaseSummarySchema> = {}) {
  return create(CaseSummarySchema, {
    id,
    category,
    urgent: category === CaseCategory.SELF_HARM || category === CaseCategory.GROOMING,
    createdAt: ago(30 * MINUTE),
    communityName: 'Young Artists',
    ...init,
  });
}

function fullCase(item: CaseSummary, init: Init<typeof ModerationCaseSchema> = {}) {
  return create(ModerationCaseSchema, {
    summary: { ...item, taken: true, takenByYou: true },
    text: `The text of ${item.id}`,
    author: { firstName: 'Amani', lastInitial: 'O', ageBand: '9-12' },
    ...init,
  });
}

/**
 * An in-memory ModerationService over `queue` (in the server's order): pages of `pageSize` with
 * the next index as the token; TakeCase answers from `cases` (or `takeError`); a decision removes
 * the case from the queue. Everything the console sent is recorded.
 */
function moderationServer(
  queue: CaseSummary[],
  options: { cases?: Record<string, ModerationCase>; takeError?: ConnectError; decideError?: ConnectError } = {},
) {
  const sent = { list: [] as ListCasesRequest[], take: [] as string[], decide: [] as DecideCaseRequest[], auth: [] as (string | null)[] };
  const services = (router: ConnectRouter) => {
    router.service(ModerationService, {
      listCases: (request, context) => {
        sent.list.push(request);
        sent.auth.push(context.requestHeader.get('Authorization'));
        const start = Number(request.pageToken || '0');
        const size = request.pageSize || 20;
        const end = start + size;
        return create(ListCasesResponseSchema, {
          cases: queue.slice(start, end),
          nextPageToken: end < queue.length ? String(end) : '',
        });
      },
      takeCase: (request) => {
        sent.take.push(request.caseId);
        if (options.takeError) throw options.takeError;
        const item = queue.find((candidate) => candidate.id === request.caseId);
        if (!item) throw new ConnectError('no case with that id', Code.NotFound);
        return create(TakeCaseResponseSchema, { moderationCase: options.cases?.[item.id] ?? fullCase(item) });
      },
      decideCase: (request) => {
        sent.decide.push(request);
        if (options.decideError) throw options.decideError;
        const index = queue.findIndex((candidate) => candidate.id === request.caseId);
        const [item] = queue.splice(index, 1);
        return create(DecideCaseResponseSchema, {
          moderationCase: { summary: item, decision: request.decision, note: request.note },
        });
      },
    });
  };
  return { sent, services };
}

/** The queue's lines, each as its text. */
function queueLines(): string[] {
  const list = screen.getByRole('list', { name: 'Open cases' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

async function openedCase(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

describe('moderator sign-in at /moderation/sign-in', () => {
  it('signs the moderator in beside a signed-in child, and opens the (empty) queue with their token', async () => {
    localStorage.setItem('childToken', 'child-token');
    let signIn: ModeratorSignInRequest | undefined;
    const server = moderationServer([]);
    const { router } = renderApp('/moderation/sign-in', (routes) => {
      server.services(routes);
      routes.service(AuthService, {
        moderatorSignIn: (request) => {
          signIn = request;
          return create(ModeratorSignInResponseSchema, { accessToken: 'moderator-token' });
        },
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderator sign in' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Email address'), ' Mod@Ndoto.example ');
    await fill(user, screen.getByLabelText('Password'), 'calm-and-kind-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Nothing to review. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation');
    expect(signIn).toMatchObject({ email: 'Mod@Ndoto.example', password: 'calm-and-kind-2026' });
    expect(server.sent.auth).toEqual(['Bearer moderator-token']);
    expect(localStorage.getItem('moderatorToken')).toBe('moderator-token');
    expect(localStorage.getItem('childToken')).toBe('child-token');
  });

  it("shows the server's words when the sign-in is refused, and for too many tries", async () => {
    const answers = [
      new ConnectError('wrong email address or password', Code.Unauthenticated),
      new ConnectError('too many failed sign-ins; try again in 10 minutes', Code.ResourceExhausted),
    ];
    renderApp('/moderation/sign-in', ({ service }) => {
      service(AuthService, {
        moderatorSignIn: () => {
          throw answers.shift() ?? new Error('no more answers');
        },
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(answers).toHaveLength(2);
    await fill(user, screen.getByLabelText('Email address'), 'mod@ndoto.example');
    await fill(user, screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email address or password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-ins; try again in 10 minutes'));
    expect(localStorage.getItem('moderatorToken')).toBeNull();
  });

  it('sends a visitor without a moderator session to the sign-in, even with a child signed in', async () => {
    localStorage.setItem('childToken', 'child-token');
    const { router } = renderApp('/moderation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderator sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/sign-in');
  });
});

describe('moderation console', () => {
  beforeEach(() => localStorage.setItem('moderatorToken', 'moderator-token'));

  it('lists the queue in the server’s order, in plain words, with urgency, waiting time, reports and who holds a case', async () => {
    const server = moderationServer([
      summary('s1', CaseCategory.SELF_HARM, { createdAt: ago(2 * HOUR + 5 * MINUTE), taken: true, communityName: 'Space Club' }),
      summary('g1', CaseCategory.GROOMING, { createdAt: ago(20 * MINUTE), taken: true, takenByYou: true }),
      summary('r1', CaseCategory.REPORTED, { createdAt: ago(3 * 24 * HOUR), reportCount: 3, communityName: 'Readers' }),
      summary('p1', CaseCategory.PERSONAL_INFORMATION, { createdAt: ago(10 * MINUTE) }),
    ]);
    renderApp('/moderation', server.services);
    expect(await screen.findByRole('list', { name: 'Open cases' })).toBeInTheDocument();
    expect(queueLines()).toEqual([
      'Self-harm Urgent Taken by another moderator Space Club · waiting 2 h',
      'Grooming Urgent Taken by you Young Artists · waiting 20 min',
      'Reported post Readers · waiting 3 d · 3 reports',
      'Personal information Young Artists · waiting 10 min',
    ]);
    expect(screen.getByRole('link', { name: /^Reported post/ })).toHaveAttribute('href', '/moderation/cases/r1');
    expect(server.sent.list[0]).toMatchObject({ pageSize: 20, pageToken: '' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with next_page_token on Load more', async () => {
    const queue = Array.from({ length: 23 }, (_, index) =>
      summary(`r${index}`, CaseCategory.REPORTED, { reportCount: 1, communityName: `Community ${index}` }),
    );
    const server = moderationServer(queue);
    renderApp('/moderation', server.services);
    await screen.findByRole('list', { name: 'Open cases' });
    expect(queueLines()).toHaveLength(20);
    expect(screen.queryByText(/Community 20/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Community 22')).toBeInTheDocument();
    expect(queueLines()).toHaveLength(23);
    expect(queueLines()[0]).toContain('Community 0');
    expect(server.sent.list.map((request) => request.pageToken)).toEqual(['', '20']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('takes a chosen case and shows its context, with the focus on its heading', async () => {
    const reported = summary('r1', CaseCategory.REPORTED, { reportCount: 2, communityName: 'Readers', createdAt: ago(2 * HOUR + MINUTE) });
    const server = moderationServer([reported], {
      cases: {
        r1: fullCase(reported, {
          text: 'Come to my house after school',
          author: { firstName: 'Baraka', lastInitial: 'M', ageBand: '9-12' },
          reports: [
            { reason: 'It is unkind', reportedAt: ago(2 * HOUR) },
            { reason: '', reportedAt: ago(HOUR) },
          ],
          earlierDecisions: [{ category: CaseCategory.GROOMING, decision: Decision.REMOVE_AND_WARN, decidedAt: ago(3 * 24 * HOUR) }],
        }),
      },
    });
    const { router } = renderApp('/moderation', server.services);
    await userEvent.setup().click(await screen.findByRole('link', { name: /^Reported post/ }));

    await openedCase('Reported post');
    expect(router.state.location.pathname).toBe('/moderation/cases/r1');
    expect(server.sent.take).toEqual(['r1']);
    expect(screen.getByText('Come to my house after school')).toBeInTheDocument();
    expect(screen.getByText(/In Readers · waiting 2 h · 2 reports/)).toBeInTheDocument();
    expect(screen.getByText('Baraka M.')).toBeInTheDocument();
    expect(screen.getByText('· age 9-12')).toBeInTheDocument();
    const reports = within(screen.getByRole('region', { name: 'Reports' })).getAllByRole('listitem');
    expect(reports.map((item) => item.textContent)).toEqual(['It is unkind · 2 hours ago', 'No reason given · 1 hour ago']);
    expect(screen.getByRole('region', { name: 'Earlier decisions on this author' })).toHaveTextContent(
      'Grooming: Removed and warned · 3 days ago',
    );
    expect(screen.getByRole('button', { name: 'Keep (K)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove (R)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove and warn (W)' })).toBeInTheDocument();
  });

  it('decides with the buttons, a note included, opening the next case each time, then the queue', async () => {
    const server = moderationServer([
      summary('g1', CaseCategory.GROOMING),
      summary('held', CaseCategory.GROOMING, { taken: true }),
      summary('r1', CaseCategory.REPORTED, { reportCount: 1 }),
      summary('p1', CaseCategory.PERSONAL_INFORMATION),
    ]);
    const { router } = renderApp('/moderation/cases/g1', server.services);
    const user = userEvent.setup();
    await openedCase('Grooming');
    await fill(user, screen.getByLabelText('Note (optional)'), '  Asked to keep a secret.  ');
    await user.click(screen.getByRole('button', { name: 'Remove and warn (W)' }));

    // The case another moderator holds is skipped.
    await openedCase('Reported post');
    expect(router.state.location.pathname).toBe('/moderation/cases/r1');
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Keep (K)' }));

    await openedCase('Personal information');
    await user.click(screen.getByRole('button', { name: 'Remove (R)' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation');
    expect(server.sent.decide.map(({ caseId, decision, note }) => [caseId, decision, note])).toEqual([
      ['g1', Decision.REMOVE_AND_WARN, 'Asked to keep a secret.'],
      ['r1', Decision.KEEP, ''],
      ['p1', Decision.REMOVE, ''],
    ]);
    expect(server.sent.take).toEqual(['g1', 'r1', 'p1']);
  });

  it('decides with K, R and W, but not while the moderator types in the note', async () => {
    const server = moderationServer([
      summary('r1', CaseCategory.REPORTED, { reportCount: 1 }),
      summary('r2', CaseCategory.REPORTED, { reportCount: 2 }),
      summary('g1', CaseCategory.GROOMING),
    ]);
    renderApp('/moderation/cases/r1', server.services);
    const user = userEvent.setup();
    await openedCase('Reported post');
    const note = screen.getByLabelText('Note (optional)');
    await user.click(note);
    await user.keyboard('krw');
    expect(note).toHaveValue('krw');
    expect(server.sent.decide).toEqual([]);
    // Out of the note (Tab reaches the first button), a letter decides.
    await user.tab();
    await user.keyboard('k');
    await waitFor(() => expect(server.sent.take).toEqual(['r1', 'r2']));
    await openedCase('Reported post');
    await user.keyboard('r');
    await openedCase('Grooming');
    await user.keyboard('w');
    expect(await screen.findByText('Nothing to review. Thank you!')).toBeInTheDocument();
    expect(server.sent.decide.map(({ caseId, decision, note: sentNote }) => [caseId, decision, sentNote])).toEqual([
      ['r1', Decision.KEEP, 'krw'],
      ['r2', Decision.REMOVE, ''],
      ['g1', Decision.REMOVE_AND_WARN, ''],
    ]);
  });

  it('offers no "Remove and warn" for a self-harm case, and W does nothing there', async () => {
    const server = moderationServer([summary('s1', CaseCategory.SELF_HARM)]);
    renderApp('/moderation/cases/s1', server.services);
    const user = userEvent.setup();
    await openedCase('Self-harm');
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    const decisions = screen.getByRole('group', { name: 'Decision' });
    expect(within(decisions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Keep (K)', 'Remove (R)']);
    expect(screen.getByText(/needs help, not a warning/)).toBeInTheDocument();
    await user.keyboard('w');
    expect(server.sent.decide).toEqual([]);
    await user.keyboard('r');
    await waitFor(() => expect(server.sent.decide.map(({ decision }) => decision)).toEqual([Decision.REMOVE]));
  });

  it('lets the moderator turn the letter shortcuts off (WCAG 2.1.4), on this device', async () => {
    const server = moderationServer([summary('r1', CaseCategory.REPORTED, { reportCount: 1 })]);
    renderApp('/moderation/cases/r1', server.services);
    const user = userEvent.setup();
    await openedCase('Reported post');
    await user.click(screen.getByRole('switch', { name: 'Keyboard shortcuts' }));
    expect(localStorage.getItem('moderationShortcuts')).toBe('off');
    const decisions = screen.getByRole('group', { name: 'Decision' });
    expect(within(decisions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Keep', 'Remove', 'Remove and warn']);
    await user.keyboard('k');
    expect(server.sent.decide).toEqual([]);
  });

  it("shows the server's words when another moderator holds the case, with a way back to the queue", async () => {
    const server = moderationServer([summary('r1', CaseCategory.REPORTED, { reportCount: 1, taken: true })], {
      takeError: new ConnectError('another moderator took this case 4 minutes ago', Code.FailedPrecondition),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/moderation', server.services);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /^Reported post/ }));
    await openedCase('This case cannot be opened');
    expect(log).toHaveBeenCalledWith('Could not take the case', expect.anything());
    log.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent('Another moderator took this case 4 minutes ago');
    await user.click(screen.getByRole('link', { name: 'Back to the queue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation');
  });

  it("shows the server's words when the case was decided meanwhile, and stays on the case", async () => {
    const server = moderationServer([summary('r1', CaseCategory.REPORTED, { reportCount: 1 })], {
      decideError: new ConnectError('this case was already decided: removed', Code.FailedPrecondition),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/moderation/cases/r1', server.services);
    const user = userEvent.setup();
    await openedCase('Reported post');
    await user.click(screen.getByRole('button', { name: 'Remove (R)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This case was already decided: removed');
    expect(log).toHaveBeenCalledWith('Could not record the decision', expect.anything());
    log.mockRestore();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/moderation');
    expect(router.state.location.pathname).toBe('/moderation/cases/r1');
  });

  it('goes back to the sign-in when the server ends the session (UNAUTHENTICATED)', async () => {
    const { router } = renderApp('/moderation', ({ service }) => {
      service(ModerationService, {
        listCases: () => {
          throw new ConnectError('your session has ended', Code.Unauthenticated);
        },
      });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderator sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/sign-in');
    expect(localStorage.getItem('moderatorToken')).toBeNull();
  });

  it('signs the moderator out from the header, and leaves a child signed in on this browser', async () => {
    localStorage.setItem('childToken', 'child-token');
    let signedOut: string | null = null;
    const server = moderationServer([]);
    const { router } = renderApp('/moderation', (routes) => {
      server.services(routes);
      routes.service(AuthService, {
        signOut: (_, context) => {
          signedOut = context.requestHeader.get('Authorization');
          return create(SignOutResponseSchema, {});
        },
      });
    });
    await screen.findByText('Nothing to review. Thank you!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderator sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/sign-in');
    expect(signedOut).toBe('Bearer moderator-token');
    expect(localStorage.getItem('moderatorToken')).toBeNull();
    expect(localStorage.getItem('childToken')).toBe('child-token');
  });
});

describe('the moderation console in the moderator’s language', () => {
  it('speaks French with vous: the sign-in, its checks and the empty queue', async () => {
    speak('fr');
    const server = moderationServer([]);
    renderApp('/moderation/sign-in', (routes) => {
      server.services(routes);
      routes.service(AuthService, {
        moderatorSignIn: () => create(ModeratorSignInResponseSchema, { accessToken: 'moderator-token' }),
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion modérateur' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail');
    await fill(user, screen.getByLabelText('Adresse e-mail'), 'mod@ndoto.example');
    await fill(user, screen.getByLabelText('Mot de passe'), 'calm-and-kind-2026');
    await user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'File de modération' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(/^Rien à examiner\. Merci\s!$/);
    expect(screen.getByRole('button', { name: /Déconnexion/ })).toBeInTheDocument();
  });

  it('speaks Kiswahili: the queue’s lines and a case with its decisions', async () => {
    speak('sw');
    localStorage.setItem('moderatorToken', 'moderator-token');
    const reported = summary('r1', CaseCategory.REPORTED, { createdAt: ago(2 * HOUR + MINUTE), reportCount: 3, communityName: 'Readers' });
    const server = moderationServer([reported, summary('g1', CaseCategory.GROOMING, { createdAt: ago(20 * MINUTE) })]);
    renderApp('/moderation', server.services);
    expect(await screen.findByRole('list', { name: 'Kesi zilizo wazi' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Kesi zilizo wazi' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Chapisho lililoripotiwa Readers · inasubiri saa 2 · ripoti 3',
      'Kurubuni mtoto Dharura Young Artists · inasubiri dakika 20',
    ]);
    await userEvent.setup().click(screen.getByRole('link', { name: /^Chapisho lililoripotiwa/ }));
    await openedCase('Chapisho lililoripotiwa');
    expect(screen.getByText(/Katika Readers · inasubiri saa 2 · ripoti 3/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uamuzi wako' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bakiza (K)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ondoa na uonye (W)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Maelezo (si lazima)')).toBeInTheDocument();
  });
});
