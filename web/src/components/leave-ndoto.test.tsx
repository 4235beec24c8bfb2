import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';

import { LeaveNdoto, siteName } from '@/components/leave-ndoto';
import { renderWithWords } from '@/testing/render-app';

describe("the 'You are leaving Ndoto' step", () => {
  it("says where the link goes and opens it only on 'Go', in a new tab with no opener or referrer", async () => {
    const user = userEvent.setup();
    renderWithWords(
      <LeaveNdoto href="https://www.scratch.mit.edu/projects/1" what="Scratch Cat">
        {(open) => (
          <button type="button" onClick={open}>
            Play
          </button>
        )}
      </LeaveNdoto>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const step = await screen.findByRole('dialog', { name: 'You are leaving Ndoto' });
    expect(step).toHaveTextContent('Scratch Cat is on another website: scratch.mit.edu.');
    expect(step).toHaveTextContent('If you are not sure, ask a grown-up before you go.');
    const go = within(step).getByRole('link', { name: 'Go' });
    expect(go).toHaveAttribute('href', 'https://www.scratch.mit.edu/projects/1');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(step).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the link needs the internet, and offers no Go, while the device has no network', async () => {
    const user = userEvent.setup();
    onlineManager.setOnline(false);
    try {
      renderWithWords(
        <LeaveNdoto href="https://pbskids.org/games/1" what="Cat Game">
          {(open) => (
            <button type="button" onClick={open}>
              Play
            </button>
          )}
        </LeaveNdoto>,
      );
      await user.click(screen.getByRole('button', { name: 'Play' }));
      const step = await screen.findByRole('dialog', { name: 'You are leaving Ndoto' });
      expect(within(step).getByRole('status')).toHaveTextContent('You need the internet for this. Connect, then try again.');
      expect(within(step).queryByRole('link', { name: 'Go' })).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('names the site without www, and keeps what it cannot read', () => {
    expect(siteName('https://www.example.org/games?id=1')).toBe('example.org');
    expect(siteName('https://pbskids.org')).toBe('pbskids.org');
    expect(siteName('not a link')).toBe('not a link');
  });
});
