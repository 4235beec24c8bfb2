import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { artBuddyHiddenOn } from '@/features/art-buddy/components/art-buddy-button';
import { renderApp, signInChild } from '@/testing/render-app';

// The panel is lazy: compile it once up front.
beforeAll(async () => {
  await import('@/features/art-buddy/components/art-buddy-panel');
});

describe('the Art Buddy button', () => {
  it('is offered on every child screen but the quiz', () => {
    expect(artBuddyHiddenOn('/quiz')).toBe(true);
    for (const path of ['/home', '/quizHome', '/results', '/activities', '/community/42', '/my-profile']) {
      expect(artBuddyHiddenOn(path)).toBe(false);
    }
  });

  it('goes away during the quiz, closing the chat, and comes back closed after it', async () => {
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/quizHome');
    const button = await screen.findByRole('button', { name: 'Open AI Art Buddy' });
    await user.click(button);
    // The same button now closes it (the panel has a close button of the same name).
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close AI Art Buddy');

    await router.navigate('/quiz');
    expect(await screen.findByText('No quiz loaded. Please go back and select an age group.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /AI Art Buddy/ })).toBeNull();

    await router.navigate('/quizHome');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open AI Art Buddy' })).toHaveAttribute('aria-expanded', 'false'));
  });
});
