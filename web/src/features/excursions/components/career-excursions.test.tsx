import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';

import { BOOKING_NOT_OPEN } from '@/features/excursions/components/booking-dialog';
import { CONSENT_STEPS } from '@/features/excursions/components/career-excursions';
import { EXCURSION_SLOTS, EXCURSIONS, excursionDate, type Excursion } from '@/features/excursions/components/excursion-data';
import { ConsentRequestKind, ConsentRequestSchema, ConsentRequestStatus, type ConsentRequest } from '@/gen/ndoto/v1/consent_pb';
import {
  CreateConsentRequestResponseSchema,
  ListMyConsentRequestsResponseSchema,
  StudentService,
  type CreateConsentRequestRequest,
  type ListMyConsentRequestsRequest,
} from '@/gen/ndoto/v1/student_service_pb';
import { i18n } from '@/lib/i18n';
import { speak } from '@/testing/language';
import { fill, renderApp } from '@/testing/render-app';

/** The email the fake server takes as the parent's. */
const PARENTS_EMAIL = 'mama@example.com';
const MISMATCH = "That isn't the email your parent or guardian uses for Ndoto. Please ask them which email they signed up with, then try again.";

/** A fake StudentService holding the child's requests: the parent's email is PARENTS_EMAIL. */
function consentService(requests: ConsentRequest[], sent: CreateConsentRequestRequest[]) {
  return {
    listMyConsentRequests: () => create(ListMyConsentRequestsResponseSchema, { requests: [...requests] }),
    createConsentRequest: (request: CreateConsentRequestRequest) => {
      sent.push(request);
      if (request.parentEmail.toLowerCase() !== PARENTS_EMAIL) throw new ConnectError(MISMATCH, Code.FailedPrecondition);
      const stored = create(ConsentRequestSchema, {
        id: `r${requests.length + 1}`,
        kind: request.kind,
        subjectId: request.subjectId,
        eventDate: request.eventDate,
        slot: request.slot,
        status: ConsentRequestStatus.PENDING,
      });
      requests.unshift(stored);
      return create(CreateConsentRequestResponseSchema, { request: stored });
    },
  };
}

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'child-1');
}

// The screen and its lazy dialog: compile them once up front so each test's wait covers rendering only.
beforeAll(async () => {
  await Promise.all([
    import('@/features/excursions/components/career-excursions'),
    import('@/features/excursions/components/booking-dialog'),
  ]);
});

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function cards() {
  return within(screen.getByRole('list', { name: 'Excursions' })).getAllByRole('listitem', { name: /./ });
}

async function card(title: string) {
  return (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;
}

/** The open dialog of that title. */
async function dialog(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

function footerButton(modal: HTMLElement, name: string) {
  return within(modal.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name });
}

async function dialogClosed() {
  await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')).toBeNull());
}

describe('excursion data', () => {
  it('dates each trip ahead of today, and lists the six booking slots', () => {
    const today = new Date(2026, 10, 23);
    expect(EXCURSIONS.map((trip) => excursionDate(trip, today))).toEqual(['Sunday 29 November', 'Sunday 6 December', 'Sunday 13 December']);
    expect(EXCURSION_SLOTS).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '2:00 PM', '3:00 PM', '4:00 PM']);
  });
});

describe('/career-excursions', () => {
  it("shows the 'COMING SOON' banner, a disabled 'Book New Trip' and the three trips", async () => {
    signInChild();
    renderApp('/career-excursions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Excursions' })).toBeInTheDocument();
    expect(screen.getByText('COMING SOON')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Book New Trip/ })).toBeDisabled();
    const list = cards();
    expect(list.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Robotics Lab Adventure',
      'Science Lab Explorer',
      'Art Studio Visit',
    ]);
    expect(list.map((item) => item.querySelector('.excursion-kind')?.textContent)).toEqual(['Virtual Tour', 'In Person', 'Virtual Tour']);
    const robotics = list[0] as HTMLElement;
    expect(within(robotics).getByText(excursionDate(EXCURSIONS[0] as Excursion, new Date()))).toBeInTheDocument();
    expect(within(robotics).getByText('10:00 AM')).toBeInTheDocument();
    // Three avatars, then everyone else as '+N'.
    const going = within(robotics).getByRole('img', { name: '18 explorers going' });
    expect([...going.children].map((avatar) => avatar.textContent)).toEqual(['Z', 'K', 'N', '+15']);
    for (const item of list) expect(within(item).getByRole('button', { name: 'Join Now' })).toBeEnabled();
  });

  it("'Join Now' asks for parent consent; the email is checked here and by the server; 'Send Request' sends it and the card waits", async () => {
    signInChild();
    const user = setupUser();
    const requests: ConsentRequest[] = [];
    const sent: CreateConsentRequestRequest[] = [];
    renderApp('/career-excursions', ({ service }) => service(StudentService, consentService(requests, sent)));
    await user.click(within(await card('Science Lab Explorer')).getByRole('button', { name: 'Join Now' }));
    const consent = await dialog('Parent Consent Required');
    expect(consent).toHaveTextContent('To join Science Lab Explorer, a parent or guardian needs to say yes first.');
    expect(within(consent).getAllByRole('listitem').map((step) => step.textContent)).toEqual(CONSENT_STEPS.map((step) => i18n._(step)));
    const email = within(consent).getByLabelText('Parent/Guardian Email');

    await user.click(footerButton(consent, 'Send Request'));
    expect(await within(consent).findByText("Please enter your parent's or guardian's email.")).toBeInTheDocument();
    await fill(user, email, 'mama.at.home');
    await user.click(footerButton(consent, 'Send Request'));
    expect(await within(consent).findByText('That does not look like an email address. Please check it.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // Not the parent's email: the server's message, under the field; nothing stored.
    await user.clear(email);
    await fill(user, email, 'papa@example.com');
    await user.click(footerButton(consent, 'Send Request'));
    expect(await within(consent).findByText(MISMATCH)).toBeInTheDocument();

    await user.clear(email);
    await fill(user, email, PARENTS_EMAIL);
    await user.click(footerButton(consent, 'Send Request'));
    await dialogClosed();
    expect(await screen.findByText(/Request sent!/)).toBeInTheDocument();
    const trip = EXCURSIONS[1] as Excursion;
    const day = new Date();
    day.setDate(day.getDate() + trip.inDays);
    expect(sent.at(-1)).toMatchObject({
      kind: ConsentRequestKind.EXCURSION,
      subjectId: 'science-lab',
      parentEmail: PARENTS_EMAIL,
      eventDate: dayjs(day).format('YYYY-MM-DD'),
      slot: '2:00 PM',
    });
    expect(await within(await card('Science Lab Explorer')).findByRole('status')).toHaveTextContent('Waiting for your parent');
    expect(within(await card('Robotics Lab Adventure')).queryByRole('status')).not.toBeInTheDocument();

    // Opened again, the form starts empty.
    await user.click(within(await card('Art Studio Visit')).getByRole('button', { name: 'Join Now' }));
    const again = await dialog('Parent Consent Required');
    await waitFor(() => expect(within(again).getByLabelText('Parent/Guardian Email')).toHaveValue(''));
  });

  it("each card shows what the child can do now: after a yes the day and what to bring, after a no a kind word, else the status", async () => {
    signInChild();
    const status = (subjectId: string, value: ConsentRequestStatus, id: string) =>
      create(ConsentRequestSchema, {
        id,
        kind: ConsentRequestKind.EXCURSION,
        subjectId,
        status: value,
        eventDate: '2026-12-02',
        slot: '10:00 AM',
      });
    const requests = [
      status('robotics', ConsentRequestStatus.APPROVED, 'a'),
      status('science-lab', ConsentRequestStatus.DECLINED, 'b'),
      status('art-studio', ConsentRequestStatus.EXPIRED, 'c'),
      status('robotics', ConsentRequestStatus.DECLINED, 'older'),
    ];
    renderApp('/career-excursions', ({ service }) => service(StudentService, consentService(requests, [])));
    const robotics = await card('Robotics Lab Adventure');
    const plan = await within(robotics).findByRole('status');
    expect(plan).toHaveTextContent("Your parent said yes! You're going on Wednesday 2 December at 10:00 AM.");
    expect(within(plan).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      EXCURSIONS.find((trip) => trip.id === 'robotics')?.bring.map((thing) => i18n._(thing)),
    );
    expect(within(robotics).queryByRole('button', { name: 'Join Now' })).toBeNull();
    const science = await card('Science Lab Explorer');
    expect(within(science).getByRole('status')).toHaveTextContent('Your parent said not this time.');
    expect(within(science).queryByRole('button', { name: 'Join Now' })).toBeNull();
    expect(within(science).getByRole('button', { name: 'Pick a Time' })).toBeInTheDocument();
    const art = await card('Art Studio Visit');
    expect(within(art).getByRole('status')).toHaveTextContent('Expired');
    expect(within(art).getByRole('button', { name: 'Join Now' })).toBeInTheDocument();
  });

  it("shows the server's words when the child asked too much today or has 3 requests waiting, and asks for the newest 100", async () => {
    signInChild();
    const user = setupUser();
    const LIMIT = 'You have asked your parent lots of things today! Wait for their answers, and ask again in 3 hours.';
    const WAITING =
      "You already have 3 requests waiting for your parent's answer. Ask them to answer one (or wait until one's day has passed), then ask again.";
    const refusals = [
      new ConnectError(LIMIT, Code.ResourceExhausted, new Headers({ 'retry-after': '10800' })),
      new ConnectError(WAITING, Code.FailedPrecondition),
    ];
    const listed: ListMyConsentRequestsRequest[] = [];
    renderApp('/career-excursions', ({ service }) =>
      service(StudentService, {
        listMyConsentRequests: (request) => {
          listed.push(request);
          return create(ListMyConsentRequestsResponseSchema, {});
        },
        createConsentRequest: () => {
          throw refusals.shift() ?? new ConnectError('no more refusals', Code.Internal);
        },
      }),
    );
    await user.click(within(await card('Robotics Lab Adventure')).getByRole('button', { name: 'Join Now' }));
    expect(listed).toEqual([expect.objectContaining({ pageSize: 100, pageToken: '' })]);
    const consent = await dialog('Parent Consent Required');
    const email = within(consent).getByLabelText('Parent/Guardian Email');
    await fill(user, email, PARENTS_EMAIL);
    await user.click(footerButton(consent, 'Send Request'));
    // The limit, in the dialog, in the server's words: not a generic 'Too many tries'.
    expect(await within(consent).findByRole('alert')).toHaveTextContent(LIMIT);
    expect(consent).not.toHaveTextContent('Too many tries');
    expect(screen.queryByText(/Request sent!/)).not.toBeInTheDocument();

    // Sent again: the old words go; 3 waiting is said under the field.
    await user.click(footerButton(consent, 'Send Request'));
    expect(await within(consent).findByText(WAITING)).toBeInTheDocument();
    expect(within(consent).queryByText(LIMIT)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Parent Consent Required' })).toBeInTheDocument();
  });

  it("'Cancel' closes the consent dialog and says nothing", async () => {
    signInChild();
    const user = setupUser();
    renderApp('/career-excursions');
    await user.click(within(await card('Robotics Lab Adventure')).getByRole('button', { name: 'Join Now' }));
    const consent = await dialog('Parent Consent Required');
    await fill(user, within(consent).getByLabelText('Parent/Guardian Email'), 'mama@example.com');
    await user.click(footerButton(consent, 'Cancel'));
    await dialogClosed();
    expect(screen.queryByText(/Request sent!/)).not.toBeInTheDocument();
  });

  it("'Book Your Excursion': a day from today on and one of six slots; Confirm Booking says booking is not open yet", async () => {
    signInChild();
    const user = setupUser();
    renderApp('/career-excursions');
    await user.click(within(await card('Art Studio Visit')).getByRole('button', { name: 'Pick a Time' }));
    const booking = await dialog('Book Your Excursion');
    expect(booking).toHaveTextContent('Choose a day and a time for Art Studio Visit.');
    const slots = within(within(booking).getByRole('group', { name: 'Time' })).getAllByRole('button');
    expect(slots.map((slot) => slot.textContent)).toEqual([...EXCURSION_SLOTS]);
    const confirm = footerButton(booking, 'Confirm Booking');
    expect(confirm).toBeDisabled();

    // Yesterday cannot be picked; today can.
    const cell = (day: dayjs.Dayjs) => booking.querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`) as HTMLElement;
    expect(cell(dayjs().subtract(1, 'day'))).toHaveClass('ant-picker-cell-disabled');
    expect(within(booking).getByText('No day chosen yet.')).toBeInTheDocument();
    await user.click(within(cell(dayjs())).getByText(String(dayjs().date())));
    expect(within(booking).getByText(`Day: ${dayjs().format('dddd D MMMM YYYY')}`)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(within(booking).getByRole('button', { name: '2:00 PM' }));
    expect(within(booking).getByRole('button', { name: '2:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(within(booking).getByRole('status')).toHaveTextContent(i18n._(BOOKING_NOT_OPEN));

    await user.click(footerButton(booking, 'Cancel'));
    await dialogClosed();
    // Opened again, nothing is chosen.
    await user.click(within(await card('Robotics Lab Adventure')).getByRole('button', { name: 'Pick a Time' }));
    const again = await dialog('Book Your Excursion');
    await waitFor(() => expect(within(again).getByText('No day chosen yet.')).toBeInTheDocument());
    expect(footerButton(again, 'Confirm Booking')).toBeDisabled();
    expect(within(again).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('career excursions in the child’s language', () => {
  it('speaks Kiswahili: the banner, the cards with their kind, time and attendees, and the actions', async () => {
    speak('sw');
    signInChild();
    renderApp('/career-excursions', ({ service }) => service(StudentService, consentService([], [])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ziara za Taaluma' })).toBeInTheDocument();
    expect(screen.getByText('INAKUJA HIVI KARIBUNI')).toBeInTheDocument();
    const robotics = (await screen.findByRole('heading', { name: 'Safari ya Maabara ya Roboti' })).closest('li') as HTMLElement;
    expect(within(robotics).getByText('Ziara ya Mtandaoni')).toBeInTheDocument();
    expect(within(robotics).getByText('10:00')).toBeInTheDocument();
    expect(within(robotics).getByRole('img', { name: 'Wavumbuzi wanaokwenda: 18' })).toBeInTheDocument();
    expect(within(robotics).getByRole('button', { name: 'Jiunge Sasa' })).toBeEnabled();
    expect(within(robotics).getByRole('button', { name: 'Chagua Saa' })).toBeEnabled();
  });

  it('speaks French with tu: the consent dialog’s steps and the booking dialog with its times', async () => {
    speak('fr');
    signInChild();
    const user = setupUser();
    renderApp('/career-excursions', ({ service }) => service(StudentService, consentService([], [])));
    const science = (await screen.findByRole('heading', { name: 'Exploration d’un labo de sciences' })).closest('li') as HTMLElement;
    expect(within(science).getByText('Sur place')).toBeInTheDocument();
    await user.click(within(science).getByRole('button', { name: 'Choisir une heure' }));
    const booking = (await screen.findByText('Réserve ta sortie', { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
    expect(booking).toHaveTextContent('Choisis un jour et une heure pour Exploration d’un labo de sciences.');
    expect(within(booking).getByText('Tu n’as pas encore choisi de jour.')).toBeInTheDocument();
    expect(within(within(booking).getByRole('group', { name: 'Heure' })).getAllByRole('button').map((slot) => slot.textContent)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(within(booking).getByRole('button', { name: 'Confirmer la réservation' })).toBeDisabled();
  });
});
