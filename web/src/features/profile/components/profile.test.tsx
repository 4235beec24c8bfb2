import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import {
  GetProfileResponseSchema,
  ProfileSchema,
  StudentService,
  UpdateProfileResponseSchema,
  type Profile,
  type UpdateProfileRequest,
} from '@/gen/ndoto/v1/student_service_pb';
import { speak } from '@/testing/language';
import { fill, renderApp, signInChild } from '@/testing/render-app';

import { avatarLabel } from './profile';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const LONG = { timeout: 8000 };
const AVATARS = ['/avatars/lion.svg', '/avatars/fox.svg'];

function server(saved: UpdateProfileRequest[], refuse = false) {
  let profile: Profile = create(ProfileSchema, {
    firstName: 'Baraka',
    age: 10,
    guardianName: 'Neema Okafor',
    totalBadges: 3,
    totalStars: 45,
    activitiesCompleted: 4,
  });
  return (router: ConnectRouter) =>
    router.service(StudentService, {
      getProfile: () =>
        create(GetProfileResponseSchema, {
          profile,
          avatarChoices: AVATARS,
          subjectChoices: ['Science', 'Math', 'Art', 'Music'],
          maxLearningGoalLength: 200,
        }),
      updateProfile: (request) => {
        saved.push(request);
        if (refuse) {
          throw new ConnectError('learningGoal is 250 characters long; keep it to 200 characters or fewer', Code.InvalidArgument, undefined, [
            { desc: BadRequestSchema, value: { fieldViolations: [{ field: 'learningGoal', description: 'learningGoal is 250 characters long; keep it to 200 characters or fewer' }] } },
          ]);
        }
        profile = { ...profile, image: request.image ?? profile.image, favoriteSubject: request.favoriteSubject ?? '', learningGoal: request.learningGoal ?? '' };
        return create(UpdateProfileResponseSchema, { profile });
      },
    });
}

describe('my profile', () => {
  it('names avatars from their pictures', () => {
    expect(avatarLabel('/avatars/fox.svg')).toBe('Fox');
  });

  it('shows the real stats and the parent-set fields read-only, and saves subject, goal and avatar', async () => {
    signInChild(10);
    const saved: UpdateProfileRequest[] = [];
    const user = setupUser();
    renderApp('/my-profile', server(saved));
    expect(await screen.findByRole('heading', { name: 'Baraka' }, LONG)).toBeInTheDocument();
    const stats = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(stats.slice(0, 3)).toEqual(['3', '45', '4']);
    expect(screen.getByText('Neema Okafor')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveTextContent('B');

    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByDisplayValue('Baraka')).toBeDisabled();
    expect(within(modal).getByDisplayValue('10')).toBeDisabled();
    expect(within(modal).getAllByText('Your parent set this. Ask your parent to change this.')).toHaveLength(2);
    await user.click(within(modal).getByRole('radio', { name: 'Fox' }));
    expect(within(modal).getByRole('radio', { name: 'Fox' })).toHaveAttribute('aria-checked', 'true');
    await fill(user, within(modal).getByLabelText('Learning Goal'), 'Build a solar car');
    await fill(user, within(modal).getByLabelText('School'), 'Hill Primary');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ image: '/avatars/fox.svg', learningGoal: 'Build a solar car', favoriteSubject: '' });
    // School stays on the device; the server never got it.
    expect(JSON.stringify(saved[0])).not.toContain('Hill Primary');
    expect(JSON.parse(localStorage.getItem('profileOnDevice') ?? '{}')).toEqual({ school: 'Hill Primary' });
    expect(await screen.findByText('Build a solar car', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/avatars/fox.svg');
  });

  it("shows the server's refusal under the field", async () => {
    signInChild(10);
    const saved: UpdateProfileRequest[] = [];
    const user = setupUser();
    renderApp('/my-profile', server(saved, true));
    await user.click(await screen.findByRole('button', { name: /Edit Profile/ }, LONG));
    const modal = await screen.findByRole('dialog');
    await fill(user, within(modal).getByLabelText('Learning Goal'), 'Too long for the server');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    expect(await within(modal).findByText(/keep it to 200 characters or fewer/, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('my profile in the child’s language', () => {
  it('shows the profile and the edit dialog in Kiswahili, with countries named in it', async () => {
    signInChild(10);
    speak('sw');
    const user = setupUser();
    renderApp('/my-profile', server([]));
    expect(await screen.findByRole('heading', { name: 'Baraka' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Umri: miaka 10')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wasifu wako' })).toBeInTheDocument();
    expect(screen.getByText('Mzazi au mlezi')).toBeInTheDocument();
    expect(screen.getByText('Bado hujachagua')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Hariri Wasifu/ }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getAllByText('Mzazi wako ameweka hiki. Mwombe mzazi wako akibadilishe.')).toHaveLength(2);
    expect(within(modal).getByLabelText('Lengo la Kujifunza')).toHaveAttribute('placeholder', 'Unataka kujifunza nini?');
    expect(within(modal).getByRole('button', { name: 'Hifadhi Mabadiliko' })).toBeInTheDocument();
  });

  it('shows the profile in French, with tu', async () => {
    signInChild(10);
    speak('fr');
    localStorage.setItem('profileOnDevice', JSON.stringify({ country: 'South Africa' }));
    renderApp('/my-profile', server([]));
    expect(await screen.findByRole('heading', { name: 'Baraka' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('10 ans')).toBeInTheDocument();
    expect(screen.getByText('Afrique du Sud')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Modifier le profil/ })).toBeInTheDocument();
    // The profile's own and the layout's, both in French.
    expect(screen.getAllByRole('button', { name: /Se déconnecter/ })).toHaveLength(2);
  });
});
