import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  GetResourceResponseSchema,
  ListResourcesResponseSchema,
  ResourceSummarySchema,
  StudentService,
  type ResourceSummary,
} from '@/gen/ndoto/v1/student_service_pb';
import { speak } from '@/testing/language';
import { renderApp, signInChild } from '@/testing/render-app';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const LONG = { timeout: 5000 };

const summary = (n: number, category: string): ResourceSummary =>
  create(ResourceSummarySchema, {
    id: `resource-${n}`,
    title: `Resource ${n}`,
    quote: `Quote ${n}`,
    category,
    type: n % 2 ? 'Article' : 'Guide',
    source: 'Ndoto Explainers',
    author: 'The Ndoto Team',
    authorImage: '/catalogue/science.svg',
    ageRange: '6-12',
  });

// Eight resources: two pages of six.
const all = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => summary(n, n <= 5 ? 'Science' : 'Art'));

describe('resource board', () => {
  it('shows the cards from the server, filters by topic, pages by six, keeps favourites and opens the modal', async () => {
    signInChild(7);
    const user = setupUser();
    const { router } = renderApp('/resources', ({ service }) =>
      service(StudentService, { listResources: () => create(ListResourcesResponseSchema, { resources: all }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Resource Board' }, LONG)).toBeInTheDocument();
    expect(await screen.findAllByRole('article', {}, LONG)).toHaveLength(6);
    await user.click(screen.getByTitle('2'));
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Art' }));
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Resource 6',
      'Resource 7',
      'Resource 8',
    ]);

    const favorite = screen.getByRole('button', { name: 'Favorite Resource 7' });
    await user.click(favorite);
    expect(favorite).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('resourceFavorites')).toBe('["resource-7"]');
    await user.click(screen.getByRole('radio', { name: 'Favorites' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Resource 7/ }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Quote 7')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Back to Board' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Resource 7/ }));
    await user.click(await screen.findByRole('button', { name: 'Read Full Resource' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource/resource-7'));
  });

  it('offers Try Again when the resources cannot be loaded', async () => {
    signInChild(7);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setupUser();
    let calls = 0;
    renderApp('/resources', ({ service }) =>
      service(StudentService, {
        listResources: () => {
          calls += 1;
          if (calls <= 3) throw new ConnectError('down', Code.Unavailable);
          return create(ListResourcesResponseSchema, { resources: all.slice(0, 1) });
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Try Again/ }, { timeout: 10000 }));
    expect(await screen.findByRole('heading', { name: 'Resource 1' }, LONG)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the resources', expect.anything());
  });
});

describe('resource page', () => {
  it('reads a written resource in full with its related resources', async () => {
    signInChild(7);
    renderApp('/resource/resource-1', ({ service }) =>
      service(StudentService, {
        getResource: ({ id }) =>
          create(GetResourceResponseSchema, {
            resource: {
              summary: summary(1, 'Science'),
              body: `First paragraph about ${id}.\n\nSecond paragraph.`,
              related: [summary(2, 'Science')],
            },
          }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Resource 1', level: 1 }, LONG)).toBeInTheDocument();
    expect(screen.getByText('First paragraph about resource-1.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resource 2' })).toHaveAttribute('href', '/resource/resource-2');
    expect(screen.getByRole('link', { name: /Back to Board/ })).toHaveAttribute('href', '/resources');
  });

  it('links out with a note on where the link goes', async () => {
    signInChild(7);
    renderApp('/resource/resource-3', ({ service }) =>
      service(StudentService, {
        getResource: () =>
          create(GetResourceResponseSchema, {
            resource: { summary: summary(3, 'Science'), link: 'https://climatekids.nasa.gov', linkNote: 'This opens NASA.' },
          }),
      }),
    );
    expect(await screen.findByText('This opens NASA.', {}, LONG)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Open Ndoto Explainers/ }));
    const leaving = await screen.findByRole('dialog', { name: 'You are leaving Ndoto' });
    expect(leaving).toHaveTextContent('is on another website: climatekids.nasa.gov.');
    const link = within(leaving).getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', 'https://climatekids.nasa.gov');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says plainly when a resource does not exist', async () => {
    signInChild(7);
    renderApp('/resource/nope', ({ service }) =>
      service(StudentService, {
        getResource: () => {
          throw new ConnectError('there is no resource with id nope', Code.NotFound);
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Resource Not Found' }, LONG)).toBeInTheDocument();
    expect(screen.getByText("This resource doesn't exist or isn't on the board any more.")).toBeInTheDocument();
  });
});

describe('resources in the child’s language', () => {
  it('shows the board in Kiswahili, with our topics translated and the server’s categories as they are', async () => {
    signInChild(7);
    speak('sw');
    const user = setupUser();
    renderApp('/resources', ({ service }) =>
      service(StudentService, { listResources: () => create(ListResourcesResponseSchema, { resources: all }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Ubao wa Nyenzo' }, LONG)).toBeInTheDocument();
    expect(await screen.findAllByRole('article', {}, LONG)).toHaveLength(6);
    expect(screen.getByRole('radio', { name: 'Zote' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Science' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Unazopenda' }));
    expect(await screen.findByText('Bado huna unazopenda: gusa moyo kwenye nyenzo ili kuiweka hapa.')).toBeInTheDocument();
  });

  it('shows a resource page in French', async () => {
    signInChild(7);
    speak('fr');
    renderApp('/resource/resource-3', ({ service }) =>
      service(StudentService, {
        getResource: () =>
          create(GetResourceResponseSchema, {
            resource: { summary: summary(3, 'Science'), link: 'https://climatekids.nasa.gov', linkNote: 'This opens NASA.', related: [summary(2, 'Science')] },
          }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Resource 3', level: 1 }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ouvrir Ndoto Explainers \(nouvel onglet\)/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À lire ensuite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour au tableau/ })).toHaveAttribute('href', '/resources');
  });
});
