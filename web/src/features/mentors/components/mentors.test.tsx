import { create } from '@bufbuild/protobuf';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

import { bookingDays, MENTORS, mentorById, mentorSubjects } from '@/features/mentors/components/mentor-data';
import { ConsentRequestKind, ConsentRequestSchema, ConsentRequestStatus, MentorSessionType, type ConsentRequest } from '@/gen/ndoto/v1/consent_pb';
import {
  CreateConsentRequestResponseSchema,
  ListMyConsentRequestsResponseSchema,
  StudentService,
  type CreateConsentRequestRequest,
} from '@/gen/ndoto/v1/student_service_pb';
import { speak } from '@/testing/language';
import { fill, renderApp } from '@/testing/render-app';

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'child-1');
}

// The screens are lazy routes: compile them once up front so the first test's wait covers rendering only.
beforeAll(async () => {
  await Promise.all([import('@/features/mentors/components/mentors'), import('@/features/mentors/components/mentor-detail')]);
});

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function cards() {
  return within(screen.getByRole('list', { name: 'Mentors' })).getAllByRole('listitem', { name: /./ });
}

const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('mentor data', () => {
  it('holds the four sample mentors, ids 1 to 4, each with 15 and 30 minute slots only', () => {
    expect(MENTORS.map((mentor) => mentor.id)).toEqual(['1', '2', '3', '4']);
    expect(new Set(MENTORS.flatMap((mentor) => mentor.badges))).toEqual(new Set(['Top Rated', 'New Mentor', 'Animal Expert']));
    for (const mentor of MENTORS) {
      expect(mentor.slots.every((slot) => slot.minutes === 15 || slot.minutes === 30)).toBe(true);
      expect(mentor.slots.some((slot) => slot.minutes === 15) && mentor.slots.some((slot) => slot.minutes === 30)).toBe(true);
    }
    expect(mentorById('2')?.name).toBe('Kwame Mensah');
    expect(mentorById('5')).toBeUndefined();
    expect(mentorById(undefined)).toBeUndefined();
    expect(mentorSubjects()).toContain('Animals');
    expect(new Set(mentorSubjects()).size).toBe(mentorSubjects().length);
  });

  it("dates the third booking chip two days on, across a month's end", () => {
    expect(bookingDays(new Date(2026, 10, 30)).map((day) => day.label)).toEqual(['Today', 'Tomorrow', 'Wed 2 Dec']);
  });
});

describe('/mentors', () => {
  it("shows 'Meet Our Mentors' and the four cards with everything a card holds", async () => {
    signInChild();
    renderApp('/mentors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Our Mentors' })).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    const [wanjiru, , amara, thandiwe] = cards() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(wanjiru).getByRole('heading', { name: 'Dr. Wanjiru Kamau' })).toBeInTheDocument();
    expect(within(wanjiru).getByText('Ocean scientist who dives to study coral reefs')).toBeInTheDocument();
    expect(within(wanjiru).getByLabelText('Rated 4.9 out of 5')).toHaveTextContent('4.9');
    expect(within(within(wanjiru).getByRole('list', { name: 'Subjects' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Science',
      'Biology',
      'Oceans',
    ]);
    expect(within(wanjiru).getByText(/I grew up by the sea in Mombasa/)).toBeInTheDocument();
    expect(within(wanjiru).getByText('Top Rated')).toBeInTheDocument();
    expect(within(amara).getByText('New Mentor')).toBeInTheDocument();
    expect(within(thandiwe).getByText('Animal Expert')).toBeInTheDocument();
    expect(wanjiru.querySelector('img')).toHaveAttribute('src', '/mentors/mentor-1.svg');
  });

  it("'View Profile' opens /mentor-detail/{id} for ids 1 to 4", async () => {
    signInChild();
    const { router } = renderApp('/mentors');
    await screen.findByRole('heading', { name: 'Meet Our Mentors' });
    const links = cards().map((card) => within(card).getByRole('link', { name: /View Profile/ }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/mentor-detail/1', '/mentor-detail/2', '/mentor-detail/3', '/mentor-detail/4']);
    await setupUser().click(links[3] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Thandiwe Ndlovu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mentor-detail/4');
  });

  it("'Filter Mentors' shows subject chips that narrow the list, and hides them again", async () => {
    signInChild();
    const user = setupUser();
    renderApp('/mentors');
    const filter = await screen.findByRole('button', { name: /Filter Mentors/ });
    expect(filter).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Subjects' })).not.toBeInTheDocument();
    await user.click(filter);
    expect(filter).toHaveAttribute('aria-expanded', 'true');
    expect(pressed('Subjects')).toEqual(['All subjects']);
    await user.click(within(screen.getByRole('group', { name: 'Subjects' })).getByRole('button', { name: 'Science' }));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Dr. Wanjiru Kamau', 'Dr. Thandiwe Ndlovu']);
    expect(pressed('Subjects')).toEqual(['Science']);
    await user.click(within(screen.getByRole('group', { name: 'Subjects' })).getByRole('button', { name: 'Animation' }));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Amara Okafor']);
    // Closing the filter shows everyone again.
    await user.click(filter);
    expect(cards()).toHaveLength(4);
  });
});

describe('/mentor-detail/{mentorId}', () => {
  it('shows the safety banner and the profile: avatar, name, headline, rating, learners, subjects, experience, languages', async () => {
    signInChild();
    renderApp('/mentor-detail/2');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kwame Mensah' });
    expect(screen.getByRole('note')).toHaveTextContent(/You are safe here\..*never share your address, school or phone number/);
    const profile = heading.closest('section') as HTMLElement;
    expect(profile.querySelector('img')).toHaveAttribute('src', '/mentors/mentor-2.svg');
    expect(within(profile).getByText('Software engineer and weekend robot builder')).toBeInTheDocument();
    expect(within(profile).getByLabelText('Rated 4.8 out of 5')).toBeInTheDocument();
    expect(within(profile).getByText('210 learners')).toBeInTheDocument();
    expect(within(profile).getByText('Robotics')).toBeInTheDocument();
    expect(within(profile).getByText('9 years building apps and robots')).toBeInTheDocument();
    expect(within(profile).getByText('English, Twi')).toBeInTheDocument();
  });

  it("'Book a Fun Chat!': day, session type and time chips select; the button stays off and says a parent arranges chats", async () => {
    signInChild();
    const user = setupUser();
    renderApp('/mentor-detail/1');
    const panel = (await screen.findByRole('heading', { name: 'Book a Fun Chat!' })).closest('section') as HTMLElement;
    const days = within(within(panel).getByRole('group', { name: 'Day' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(bookingDays(new Date()).map((day) => day.label));
    expect(pressed('Day')).toEqual(['Today']);
    await user.click(days[2] as HTMLElement);
    expect(pressed('Day')).toEqual([days[2]?.textContent]);

    // Quick Question (15 min) is chosen first: only the 15 minute slots show.
    expect(pressed('Session type')).toEqual(['💡 Quick Question · 15 min']);
    const times = () => within(within(panel).getByRole('group', { name: 'Time' })).getAllByRole('button').map((slot) => slot.textContent);
    expect(times()).toEqual(['9:00 AM · 15 min', '3:00 PM · 15 min']);
    await user.click(within(panel).getByRole('button', { name: '3:00 PM · 15 min' }));
    expect(pressed('Time')).toEqual(['3:00 PM · 15 min']);
    await user.click(within(panel).getByRole('button', { name: '🤿 Deep Dive · 30 min' }));
    expect(times()).toEqual(['11:00 AM · 30 min', '4:30 PM · 30 min']);
    expect(pressed('Time')).toEqual([]);

    expect(within(panel).getByText(/All chats are recorded/)).toBeInTheDocument();
    const start = within(panel).getByRole('button', { name: 'Start Your Learning Adventure!' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/A parent or guardian says yes to every chat with a mentor/);
  });

  it('after a yes shows the day and time agreed, after a no says not this time', async () => {
    signInChild();
    const answered = (status: ConsentRequestStatus) =>
      create(ConsentRequestSchema, {
        id: 'r1',
        kind: ConsentRequestKind.MENTOR_CHAT,
        subjectId: '1',
        eventDate: '2026-12-02',
        slot: '4:30 PM',
        status,
      });
    let requests = [answered(ConsentRequestStatus.APPROVED)];
    const { unmount } = renderApp('/mentor-detail/1', ({ service }) =>
      service(StudentService, {
        listMyConsentRequests: () => create(ListMyConsentRequestsResponseSchema, { requests }),
      }),
    );
    const panel = (await screen.findByRole('heading', { name: 'Book a Fun Chat!' })).closest('section') as HTMLElement;
    expect(await within(panel).findByRole('status')).toHaveTextContent('Your parent said yes! Wednesday 2 December at 4:30 PM.');
    unmount();
    requests = [answered(ConsentRequestStatus.DECLINED)];
    renderApp('/mentor-detail/1', ({ service }) =>
      service(StudentService, {
        listMyConsentRequests: () => create(ListMyConsentRequestsResponseSchema, { requests }),
      }),
    );
    const again = (await screen.findByRole('heading', { name: 'Book a Fun Chat!' })).closest('section') as HTMLElement;
    expect(await within(again).findByRole('status')).toHaveTextContent('Your parent said not this time');
  });

  it("'Start Your Learning Adventure!' asks the parent for the chosen day, time and session, then shows the request waiting", async () => {
    signInChild();
    const user = setupUser();
    const requests: ConsentRequest[] = [];
    const sent: CreateConsentRequestRequest[] = [];
    renderApp('/mentor-detail/1', ({ service }) =>
      service(StudentService, {
        listMyConsentRequests: () => create(ListMyConsentRequestsResponseSchema, { requests: [...requests] }),
        createConsentRequest: (request) => {
          sent.push(request);
          const stored = create(ConsentRequestSchema, {
            id: 'r1',
            kind: request.kind,
            subjectId: request.subjectId,
            eventDate: request.eventDate,
            slot: request.slot,
            sessionType: request.sessionType,
            status: ConsentRequestStatus.PENDING,
          });
          requests.unshift(stored);
          return create(CreateConsentRequestResponseSchema, { request: stored });
        },
      }),
    );
    const panel = (await screen.findByRole('heading', { name: 'Book a Fun Chat!' })).closest('section') as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Tomorrow' }));
    await user.click(within(panel).getByRole('button', { name: '🤿 Deep Dive · 30 min' }));
    await user.click(within(panel).getByRole('button', { name: '4:30 PM · 30 min' }));
    await user.click(within(panel).getByRole('button', { name: 'Start Your Learning Adventure!' }));
    const dialog = (await screen.findByText('Parent Consent Required', { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
    expect(dialog).toHaveTextContent('To chat with Dr. Wanjiru Kamau at 4:30 PM, a parent or guardian needs to say yes first.');
    await fill(user, within(dialog).getByLabelText('Parent/Guardian Email'), 'mama@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Waiting for your parent');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    await waitFor(() =>
      expect(sent[0]).toMatchObject({
        kind: ConsentRequestKind.MENTOR_CHAT,
        subjectId: '1',
        parentEmail: 'mama@example.com',
        eventDate: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
        slot: '4:30 PM',
        sessionType: MentorSessionType.DEEP_DIVE,
      }),
    );
  });

  it('the feedback form: stars set, text typed, reactions toggle; sharing stays off until a parent arranges a chat', async () => {
    signInChild();
    const user = setupUser();
    renderApp('/mentor-detail/3');
    const form = (await screen.findByRole('heading', { name: 'Tell Amara Okafor How It Went' })).closest('section') as HTMLElement;
    const stars = within(within(form).getByRole('group', { name: 'Your rating' })).getAllByRole('button');
    expect(stars).toHaveLength(5);
    await user.click(within(form).getByRole('button', { name: '4 stars' }));
    expect(stars.map((star) => star.textContent).join('')).toBe('★★★★☆');
    expect(within(form).getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form).getByRole('button', { name: '1 star' }));
    expect(stars.map((star) => star.textContent).join('')).toBe('★☆☆☆☆');

    const learned = within(form).getByRole('textbox', { name: 'What did you learn?' });
    await user.type(learned, 'How cartoons move');
    expect(learned).toHaveValue('How cartoons move');

    const reactions = within(within(form).getByRole('group', { name: 'Reactions' })).getAllByRole('button');
    expect(reactions.map((chip) => chip.textContent)).toEqual(['Super Fun', 'Learned a Lot', 'Amazing Teacher', 'Want More']);
    await user.click(reactions[0] as HTMLElement);
    await user.click(reactions[3] as HTMLElement);
    expect(pressed('Reactions')).toEqual(['Super Fun', 'Want More']);
    await user.click(reactions[0] as HTMLElement);
    expect(pressed('Reactions')).toEqual(['Want More']);

    const share = within(form).getByRole('button', { name: 'Share Your Feedback' });
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription(/a parent or guardian arranges\. Nothing is sent yet\./);
  });

  it("'Back to Mentors' goes to /mentors", async () => {
    signInChild();
    const { router } = renderApp('/mentor-detail/1');
    await setupUser().click(await screen.findByRole('link', { name: 'Back to Mentors' }));
    expect(await screen.findByRole('heading', { name: 'Meet Our Mentors' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mentors');
  });

  it.each(['5', '0', 'kwame'])("an unknown id (%s) shows 'Mentor Not Found' with the way back", async (id) => {
    signInChild();
    renderApp(`/mentor-detail/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentor Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find that mentor.");
    expect(screen.getByRole('link', { name: 'Back to Mentors' })).toHaveAttribute('href', '/mentors');
    expect(screen.queryByRole('heading', { name: 'Book a Fun Chat!' })).not.toBeInTheDocument();
  });

  it("swaps a broken picture for the mentor's initials", async () => {
    signInChild();
    renderApp('/mentor-detail/4');
    const profile = (await screen.findByRole('heading', { level: 1, name: 'Dr. Thandiwe Ndlovu' })).closest('section') as HTMLElement;
    const image = profile.querySelector('img') as HTMLImageElement;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(profile.querySelector('img')).toBeNull();
    expect(profile.querySelector('.mentor-initials')).toHaveTextContent('TN');
  });
});

describe('mentors in the child’s language', () => {
  it('speaks Kiswahili: the list, a card’s subjects and badge, and View Profile', async () => {
    speak('sw');
    signInChild();
    renderApp('/mentors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kutana na Washauri Wetu' })).toBeInTheDocument();
    const [wanjiru] = within(screen.getByRole('list', { name: 'Washauri' })).getAllByRole('listitem', { name: /./ }) as [HTMLElement];
    expect(within(wanjiru).getByText('Mwanasayansi wa bahari anayezamia kuchunguza miamba ya matumbawe')).toBeInTheDocument();
    expect(within(within(wanjiru).getByRole('list', { name: 'Masomo' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Sayansi',
      'Biolojia',
      'Bahari',
    ]);
    expect(within(wanjiru).getByText('Alama za Juu')).toBeInTheDocument();
    expect(within(wanjiru).getByLabelText('Alama 4.9 kati ya 5')).toBeInTheDocument();
    expect(within(wanjiru).getByRole('link', { name: 'Tazama Wasifu wa Dr. Wanjiru Kamau' })).toBeInTheDocument();
  });

  it('speaks French with tu: the booking panel with its days, the 24-hour clock and the feedback form', async () => {
    speak('fr');
    signInChild();
    const user = setupUser();
    renderApp('/mentor-detail/1');
    const panel = (await screen.findByRole('heading', { name: 'Réserve une discussion sympa\u202f!' })).closest('section') as HTMLElement;
    expect(pressed('Jour')).toEqual(['Aujourd’hui']);
    expect(within(panel).getByRole('button', { name: 'Demain' })).toBeInTheDocument();
    expect(pressed('Type de discussion')).toEqual(['💡 Question rapide · 15 min']);
    expect(within(within(panel).getByRole('group', { name: 'Heure' })).getAllByRole('button').map((slot) => slot.textContent)).toEqual([
      '09:00 · 15 min',
      '15:00 · 15 min',
    ]);
    await user.click(within(panel).getByRole('button', { name: '15:00 · 15 min' }));
    expect(within(panel).getByRole('button', { name: 'Commence ton aventure d’apprentissage\u202f!' })).toBeEnabled();
    expect(screen.getByText('320 élèves')).toBeInTheDocument();
    expect(screen.getByText('anglais, kiswahili')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dis à Dr. Wanjiru Kamau comment ça s’est passé' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 étoiles' })).toBeInTheDocument();
  });
});
