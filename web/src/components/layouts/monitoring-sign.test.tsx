import { create } from '@bufbuild/protobuf';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GetMySettingsResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { renderApp, signInChild } from '@/testing/render-app';

const mySettings = (fields: Partial<{ monitored: boolean; closedMessage: string; shareWatchHistory: boolean; outsideAiAnswers: boolean }>) => () =>
  create(GetMySettingsResponseSchema, { monitored: true, communityPosting: true, ...fields });

describe('the monitoring sign and the closed notice', () => {
  it('always shows that a parent can see the progress, and what they see on a tap', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/mentors', ({ service }) => service(StudentService, { getMySettings: mySettings({}) }));
    const sign = await screen.findByRole('button', { name: 'Your parent can see your progress' }, { timeout: 20_000 });
    await user.click(sign);
    const details = await screen.findByText(/can see your badges, stars, activities, quiz results/);
    expect(details).toBeInTheDocument();
    expect(details).not.toHaveTextContent('videos you watch');
    expect(details).not.toHaveTextContent('outside AI service');
  });

  it('says the parent sees the videos too while they share them', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/mentors', ({ service }) => service(StudentService, { getMySettings: mySettings({ shareWatchHistory: true }) }));
    await user.click(await screen.findByRole('button', { name: 'Your parent can see your progress' }, { timeout: 20_000 }));
    const details = await screen.findByText(/can see your badges, stars, activities, quiz results/);
    expect(details).toHaveTextContent(
      'and when you sign in. They can see the videos you watch in the video hub too. They can also choose',
    );
  });

  it("says when the parent lets an outside AI service write the advisor's answers", async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/mentors', ({ service }) => service(StudentService, { getMySettings: mySettings({ outsideAiAnswers: true }) }));
    await user.click(await screen.findByRole('button', { name: 'Your parent can see your progress' }, { timeout: 20_000 }));
    const details = await screen.findByText(/can see your badges, stars, activities, quiz results/);
    expect(details).toHaveTextContent(
      "They can also choose some settings for you. They let an outside AI service write the careers advisor's answers and your quiz questions. If you have questions",
    );
  });

  it('is there before the settings answer, and even when they fail', async () => {
    signInChild();
    renderApp('/mentors');
    expect(
      await screen.findByRole('button', { name: 'Your parent can see your progress' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('goes only when the server says no parent can see', async () => {
    signInChild();
    renderApp('/mentors', ({ service }) => service(StudentService, { getMySettings: mySettings({ monitored: false }) }));
    expect(await screen.findByRole('button', { name: 'Close the menu' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Your parent can see your progress' })).toBeNull();
  });

  it("shows the server's words in place of the screen while bedtime holds", async () => {
    signInChild();
    const words = "It's bedtime! Your parent set Ndoto to rest from 20:00 to 06:30.";
    renderApp('/mentors', ({ service }) => service(StudentService, { getMySettings: mySettings({ closedMessage: words }) }));
    expect(await screen.findByText(words)).toHaveAttribute('role', 'status');
    const notice = screen.getByText('Ndoto is resting for now').closest('.app-closed') as HTMLElement;
    expect(within(notice).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
