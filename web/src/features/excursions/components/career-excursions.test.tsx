import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';

import { BOOKING_NOT_OPEN } from '@/features/excursions/components/booking-dialog';
import { CONSENT_NOT_SENT } from '@/features/excursions/components/career-excursions';
import { EXCURSION_SLOTS, EXCURSIONS, excursionDate, type Excursion } from '@/features/excursions/components/excursion-data';
import { fill, renderApp } from '@/testing/render-app';

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

  it("'Join Now' asks for parent consent; the email is checked; 'Send Request' closes and says nothing was sent yet", async () => {
    signInChild();
    const user = setupUser();
    renderApp('/career-excursions');
    await user.click(within(await card('Science Lab Explorer')).getByRole('button', { name: 'Join Now' }));
    const consent = await dialog('Parent Consent Required');
    expect(consent).toHaveTextContent('To join Science Lab Explorer, a parent or guardian needs to say yes first.');
    expect(within(consent).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'We send an email to your parent or guardian.',
      'They review the trip and what you will do there.',
      'Once they approve, you can join the excursion!',
    ]);
    const email = within(consent).getByLabelText('Parent/Guardian Email');

    await user.click(footerButton(consent, 'Send Request'));
    expect(await within(consent).findByText("Please enter your parent's or guardian's email.")).toBeInTheDocument();
    await fill(user, email, 'mama.at.home');
    await user.click(footerButton(consent, 'Send Request'));
    expect(await within(consent).findByText('That does not look like an email address. Please check it.')).toBeInTheDocument();
    expect(screen.queryByText(CONSENT_NOT_SENT, { exact: false })).not.toBeInTheDocument();

    await user.clear(email);
    await fill(user, email, 'mama@example.com');
    await user.click(footerButton(consent, 'Send Request'));
    await dialogClosed();
    expect(screen.getByRole('status')).toHaveTextContent(`Science Lab Explorer: ${CONSENT_NOT_SENT}`);

    // Opened again, the form starts empty.
    await user.click(within(await card('Art Studio Visit')).getByRole('button', { name: 'Join Now' }));
    const again = await dialog('Parent Consent Required');
    await waitFor(() => expect(within(again).getByLabelText('Parent/Guardian Email')).toHaveValue(''));
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
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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
    expect(within(booking).getByRole('status')).toHaveTextContent(BOOKING_NOT_OPEN);

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
