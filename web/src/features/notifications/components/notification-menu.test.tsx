import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  ListNotificationsResponseSchema,
  MarkNotificationsReadResponseSchema,
  NotificationSchema,
  StudentService,
} from '@/gen/ndoto/v1/student_service_pb';
import { speak } from '@/testing/language';
import { renderApp, signInChild } from '@/testing/render-app';

const LONG = { timeout: 8000 };
const minutesAgo = (minutes: number) => timestampFromDate(new Date(Date.now() - minutes * 60 * 1000));

describe('notification menu', () => {
  it('shows the real notifications with their relative time, and marks the new ones read when asked', async () => {
    signInChild(7);
    const marked: string[][] = [];
    let unread = 2;
    const list = () =>
      create(ListNotificationsResponseSchema, {
        unreadCount: unread,
        notifications: [
          create(NotificationSchema, {
            id: 'n2',
            type: 'badge',
            icon: 'medal',
            title: 'New badge earned!',
            description: 'You earned the Science Explorer badge: 5 stars.',
            isNew: unread > 0,
            date: minutesAgo(0),
            points: 5,
          }),
          create(NotificationSchema, {
            id: 'n1',
            type: 'achievement',
            icon: 'rocket',
            title: 'Activity completed!',
            description: "You finished 'Bean Sprout Lab' and earned 5 stars.",
            isNew: unread > 0,
            date: minutesAgo(5),
            points: 5,
          }),
          create(NotificationSchema, {
            id: 'n0',
            type: 'unlock',
            icon: 'gift',
            title: 'Your quiz results are ready',
            description: 'See the career areas that fit your interests on your results page.',
            isNew: false,
            date: minutesAgo(3 * 60),
          }),
        ],
      });
    const user = userEvent.setup();
    renderApp('/home', ({ service }) =>
      service(StudentService, {
        listNotifications: list,
        markNotificationsRead: ({ ids }) => {
          marked.push(ids);
          unread = 0;
          return create(MarkNotificationsReadResponseSchema, { unreadCount: 0 });
        },
      }),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' }, LONG);
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, LONG);
    expect(panel).toHaveStyle({ maxHeight: '400px' });
    const [badge, activity, quiz, ...rest] = within(panel).getAllByRole('listitem');
    if (!badge || !activity || !quiz) throw new Error('three notifications expected');
    expect(rest).toHaveLength(0);
    expect(within(badge).getByText('New badge earned!')).toBeInTheDocument();
    expect(within(badge).getByText('just now')).toBeInTheDocument();
    expect(within(badge).getByText('New')).toBeInTheDocument();
    expect(within(activity).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(quiz).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(quiz).queryByText('New')).not.toBeInTheDocument();
    // Enable stays inert; nothing is marked read until the child asks.
    await user.click(within(panel).getByRole('button', { name: 'Enable' }));
    expect(marked).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(marked).toEqual([['n2', 'n1']]), LONG);
    expect(await screen.findByRole('button', { name: 'Notifications' }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText('New')).not.toBeInTheDocument(), LONG);
  });

  it("shows a moderator's message to the child with the shield, apart from the celebrations", async () => {
    signInChild(10);
    const user = userEvent.setup();
    renderApp('/home', ({ service }) =>
      service(StudentService, {
        listNotifications: () =>
          create(ListNotificationsResponseSchema, {
            unreadCount: 1,
            notifications: [
              create(NotificationSchema, {
                id: 'm1',
                type: 'safety',
                icon: 'shield',
                title: 'A grown-up took down your post',
                description: 'Your post in Young Scientists broke a community rule, so nobody can see it now.',
                isNew: true,
                date: minutesAgo(2),
              }),
            ],
          }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }, LONG));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, LONG);
    const [item] = within(panel).getAllByRole('listitem');
    if (!item) throw new Error('one notification expected');
    expect(within(item).getByText('A grown-up took down your post')).toBeInTheDocument();
    expect(within(item).getByText(/broke a community rule/)).toBeInTheDocument();
    const icon = item.querySelector('.notification-icon');
    expect(icon).toHaveClass('notification-icon-safety');
    expect(icon?.querySelector('.anticon-safety')).not.toBeNull();
  });

  it('says so when the notifications cannot be loaded', async () => {
    signInChild(7);
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }, LONG));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, LONG);
    expect(await within(panel).findByText("We couldn't load your notifications right now.", {}, LONG)).toBeInTheDocument();
  });
});

describe('the notification menu in the child’s language', () => {
  const empty = () => create(ListNotificationsResponseSchema, { unreadCount: 0, notifications: [] });

  it('speaks Kiswahili', async () => {
    speak('sw');
    signInChild(7);
    const user = userEvent.setup();
    renderApp('/home', ({ service }) => service(StudentService, { listNotifications: empty }));
    await user.click(await screen.findByRole('button', { name: 'Arifa' }, LONG));
    const panel = await screen.findByRole('dialog', { name: 'Arifa' }, LONG);
    expect(await within(panel).findByText('Bado hakuna arifa', {}, LONG)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Washa' })).toBeInTheDocument();
  });

  it('speaks French, with the new ones counted', async () => {
    speak('fr');
    signInChild(7);
    const one = () =>
      create(ListNotificationsResponseSchema, {
        unreadCount: 1,
        notifications: [create(NotificationSchema, { id: 'n1', type: 'badge', icon: 'medal', title: 'New badge earned!', isNew: true, date: minutesAgo(0) })],
      });
    const user = userEvent.setup();
    renderApp('/home', ({ service }) => service(StudentService, { listNotifications: one }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, nouvelles : 1' }, LONG));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, LONG);
    expect(within(panel).getByText('Nouvelle')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Activer' })).toBeInTheDocument();
  });
});
