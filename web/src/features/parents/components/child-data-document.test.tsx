import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  ChildSchema,
  ExportChildDataResponseSchema,
  ExportedTableSchema,
  GetChildProgressResponseSchema,
  ListChildrenResponseSchema,
  ParentService,
} from '@/gen/ndoto/v1/parent_service_pb';
import { renderApp } from '@/testing/render-app';

const amani = create(ChildSchema, {
  id: 'c1',
  firstName: 'Amani',
  lastName: 'Okafor',
  birthDate: '2016-01-15',
  age: 10,
  signInName: 'Amani',
  createdAt: timestampFromDate(new Date('2026-09-01T08:00:00Z')),
});

const export_ = create(ExportChildDataResponseSchema, {
  exportedAt: timestampFromDate(new Date('2026-11-23T07:00:00Z')),
  child: amani,
  tables: [
    create(ExportedTableSchema, {
      name: 'community_posts',
      description: "The child's community posts, hidden and removed ones included.",
      rows: [{ content: 'Rockets!', hidden: false, created_at: '2026-11-20T09:30:00Z' }],
    }),
    create(ExportedTableSchema, { name: 'post_reports', description: 'Posts the child reported.', rows: [] }),
  ],
});

describe("a child's data as a page to read or print", () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it('is linked from the Data tab, and shows the export of that child in words', async () => {
    const asked: string[] = [];
    const { router } = renderApp('/parent/children/c1?tab=data', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }),
        getChildProgress: () => create(GetChildProgressResponseSchema, { child: amani }),
        exportChildData: (request) => {
          asked.push(request.childId);
          return export_;
        },
      });
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: "Read or print Amani's data" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/children/c1/data'));

    expect(await screen.findByRole('heading', { level: 1, name: "Amani Okafor's data" })).toBeInTheDocument();
    expect(asked).toEqual(['c1']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/^Exported from Ndoto on /)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Amani Okafor's data · Ndoto parent area"));

    const account = screen.getByRole('region', { name: 'The account' });
    expect(within(account).getByText('Signs in as').nextSibling).toHaveTextContent('Amani');
    expect(within(account).getByText('Age').nextSibling).toHaveTextContent('10 years');
    expect(within(account).getByText('Birth date').nextSibling).not.toHaveTextContent('2016-01-15');

    const posts = screen.getByRole('region', { name: "The child's community posts, hidden and removed ones included" });
    expect(within(posts).getByText('Content').nextSibling).toHaveTextContent('Rockets!');
    expect(within(posts).getByText('Hidden').nextSibling).toHaveTextContent('No');
    expect(within(posts).getByText('Created at').nextSibling).not.toHaveTextContent('2026-11-20T09:30:00Z');
    const reports = screen.getByRole('region', { name: 'Posts the child reported' });
    expect(within(reports).getByText('Nothing of this kind is kept.')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Back to Amani's page" })).toHaveAttribute('href', '/parent/children/c1?tab=data');
  });

  it("asks for the child in the address, and says so when the child is not the parent's", async () => {
    const asked: string[] = [];
    renderApp('/parent/children/someone-else/data', ({ service }) => {
      service(ParentService, {
        exportChildData: (request) => {
          asked.push(request.childId);
          throw new ConnectError('There is no such child among your children.', Code.NotFound);
        },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This child is not on your account.');
    expect(asked).toEqual(['someone-else']);
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('sends a parent who is signed out to sign in, and back here after', async () => {
    localStorage.clear();
    const { router } = renderApp('/parent/children/c1/data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/parent/children/c1/data')}`);
  });
});
