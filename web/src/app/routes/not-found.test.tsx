import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

import { renderApp } from '@/testing/render-app';

describe('not-found page', () => {
  it('shows 404 with a way back to the dashboard, and logs the bad path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/home');
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page'));
    log.mockRestore();
  });
});
