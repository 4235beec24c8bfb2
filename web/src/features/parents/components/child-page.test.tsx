import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  ChildPostSchema,
  ChildSchema,
  CompletedActivitySchema,
  DeleteChildDataResponseSchema,
  EarnedBadgeSchema,
  ExportChildDataResponseSchema,
  ExportedTableSchema,
  GetChildProgressResponseSchema,
  ListChildrenResponseSchema,
  ListConsentRequestsResponseSchema,
  ParentService,
  QuizResultSchema,
  ResetChildPasswordResponseSchema,
  UpdateChildResponseSchema,
  type Child,
  type ResetChildPasswordRequest,
  type UpdateChildRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
import { confirmsDeletion, exportFileName } from '@/features/parents/components/child-data';
import { fill, renderApp } from '@/testing/render-app';

/** A blob's text (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const at = timestampFromDate(new Date('2026-11-20T09:30:00Z'));

function amani(overrides: Omit<Partial<Child>, '$typeName' | '$unknown'> = {}): Child {
  return create(ChildSchema, {
    id: 'c1',
    firstName: 'Amani',
    lastName: 'Okafor',
    birthDate: `${new Date().getFullYear() - 10}-01-15`,
    age: 10,
    signInName: 'Amani',
    ...overrides,
  });
}

const progress = create(GetChildProgressResponseSchema, {
  child: amani(),
  totalStars: 35,
  badges: [create(EarnedBadgeSchema, { name: 'First Steps', tier: 'bronze', stars: 5, earnedAt: at })],
  activities: [create(CompletedActivitySchema, { title: 'Build a Kite', stars: 30, completedAt: at })],
  quizResults: [create(QuizResultSchema, { careerAreas: ['Creative Arts', 'Science'], submittedAt: at })],
  posts: [
    create(ChildPostSchema, { communityName: 'Young Scientists', content: 'Rockets!', createdAt: at, reportCount: 1 }),
    create(ChildPostSchema, { communityName: 'Young Scientists', content: 'Hidden one', createdAt: at, hidden: true, reportCount: 3 }),
  ],
  signIns: [at],
  journey: { videosWatched: 7, booksRead: 2, resourcesRead: 4, activitiesCompleted: 1, streakDays: 3 },
});

describe("a child's page in the parent area", () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it("shows the child's progress and the six tabs", async () => {
    renderApp('/parent/children/c1', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani()] }),
        getChildProgress: (request) => {
          expect(request.childId).toBe('c1');
          return progress;
        },
        listConsentRequests: (request) => {
          expect(request.childId).toBe('c1');
          return create(ListConsentRequestsResponseSchema, { requests: [] });
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Amani Okafor' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Progress',
      'Requests',
      'Safety',
      'Videos',
      'Settings',
      'Data',
    ]);
    expect(await screen.findByText('Build a Kite')).toBeInTheDocument();
    expect(screen.getByText('First Steps')).toBeInTheDocument();
    expect(screen.getByText(/Creative Arts, Science/)).toBeInTheDocument();
    // The learning journey the child sees on their dashboard.
    const journey = screen.getByText('Learning journey').closest('.ant-card') as HTMLElement;
    const value = (title: string) =>
      within(journey).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;
    expect([value('Days in a row'), value('Videos watched'), value('Books read'), value('Resources read')]).toEqual([
      '3',
      '7',
      '2',
      '4',
    ]);
    expect(screen.getByText('Reported once')).toBeInTheDocument();
    expect(screen.getByText('Hidden after reports')).toBeInTheDocument();
    expect(screen.getByText(/Searches in the video hub stay on Amani's own device/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
  });

  it("says so when the child is not the parent's", async () => {
    renderApp('/parent/children/someone-else', ({ service }) => {
      service(ParentService, { listChildren: () => create(ListChildrenResponseSchema, { children: [amani()] }) });
    });
    expect(await screen.findByText('This child is not on your account')).toBeInTheDocument();
  });

  it('downloads all data as a JSON file named after the child', async () => {
    const export_ = create(ExportChildDataResponseSchema, {
      child: amani(),
      tables: [create(ExportedTableSchema, { name: 'community_posts', description: 'Posts', rows: [] })],
    });
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderApp('/parent/children/c1', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani()] }),
        getChildProgress: () => progress,
        exportChildData: () => export_,
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Data' }));
    await user.click(screen.getByRole('button', { name: 'Download all data' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(blobs).toHaveLength(1);
    expect(names[0]).toMatch(/^amani-okafor-ndoto-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document_ = JSON.parse(await blobText(blobs[0] as Blob)) as {
      child: { _id: string };
      tables: { name: string; rows: unknown[] }[];
    };
    expect(document_.child._id).toBe('c1');
    expect(document_.tables).toEqual([{ name: 'community_posts', description: 'Posts', rows: [] }]);
    expect(await screen.findByText("Amani's data is downloaded.")).toBeInTheDocument();
    click.mockRestore();
  });

  it("deletes all data only after the parent types the child's first name", async () => {
    const deleted: string[] = [];
    let children = [amani()];
    const { router } = renderApp('/parent/children/c1', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children }),
        getChildProgress: () => progress,
        deleteChildData: (request) => {
          deleted.push(request.childId);
          children = [];
          return create(DeleteChildDataResponseSchema, {});
        },
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Data' }));
    await user.click(screen.getByRole('button', { name: 'Delete all data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Delete Amani Okafor's account and all data?")).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: "Delete Amani's data" });
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText(/To confirm, type/), 'Baraka');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/To confirm, type/));
    await fill(user, within(dialog).getByLabelText(/To confirm, type/), ' amani ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent'));
    expect(deleted).toEqual(['c1']);
    expect(await screen.findByText('No children yet. Add your first child below.')).toBeInTheDocument();
  });

  it("edits the child's details with the rules of adding a child", async () => {
    let sent: UpdateChildRequest | undefined;
    let child = amani();
    renderApp('/parent/children/c1', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [child] }),
        getChildProgress: () => progress,
        updateChild: (request) => {
          sent = request;
          child = amani({ firstName: request.firstName, lastName: request.lastName });
          return create(UpdateChildResponseSchema, { child });
        },
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog');
    const birth = within(dialog).getByLabelText('Birth Date');
    await user.clear(birth);
    await fill(user, birth, `${new Date().getFullYear() - 4}-01-01`);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(/please check the date/)).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.clear(birth);
    await fill(user, birth, `${new Date().getFullYear() - 11}-02-01`);
    const last = within(dialog).getByLabelText("Child's Last Name");
    await user.clear(last);
    await fill(user, last, 'Mwangi');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('heading', { name: 'Amani Mwangi' })).toBeInTheDocument();
    expect(sent).toMatchObject({ childId: 'c1', firstName: 'Amani', lastName: 'Mwangi' });
  });

  it("resets the password, refusing one that holds the child's name", async () => {
    const sent: ResetChildPasswordRequest[] = [];
    renderApp('/parent/children/c1', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani()] }),
        getChildProgress: () => progress,
        resetChildPassword: (request) => {
          sent.push(request);
          return create(ResetChildPasswordResponseSchema, {});
        },
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/signed out on every device/)).toBeInTheDocument();
    const password = within(dialog).getByLabelText('New password');
    await fill(user, password, 'amani the great');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await within(dialog).findByText(/Do not use the child's first name/)).toBeInTheDocument();
    await user.clear(password);
    await fill(user, password, 'purple hippo garden');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Amani's password is changed. Tell them the new one.")).toBeInTheDocument();
    expect(sent).toMatchObject([{ childId: 'c1', password: 'purple hippo garden' }]);
  });
});

describe('export helpers', () => {
  it('names the file after the child in safe characters', () => {
    const day = new Date('2026-11-23T12:00:00Z');
    expect(exportFileName(amani({ firstName: 'Zoë', lastName: "O'Neil" }), day)).toBe('zoe-oneil-ndoto-data-2026-11-23.json');
  });
  it('confirms with the first name only, case and spaces aside', () => {
    expect(confirmsDeletion(' AMANI ', amani())).toBe(true);
    expect(confirmsDeletion('Amani Okafor', amani())).toBe(false);
  });
});
