import { screen } from '@testing-library/react';
import { Empty } from 'antd';

import { loadAntdLocale } from '@/lib/antd-locale';
import { speak } from '@/testing/language';
import { renderWithServices } from '@/testing/render-app';

describe("antd's own words", () => {
  it('are Kiswahili and French in those languages, from the locale loaded for the antd shell', async () => {
    await loadAntdLocale('sw', { forShell: true });
    await loadAntdLocale('fr');
    speak('sw');
    const { unmount } = renderWithServices(<Empty />, () => {});
    expect((await screen.findAllByText('Hakuna data')).length).toBeGreaterThan(0);
    unmount();
    speak('fr');
    renderWithServices(<Empty />, () => {});
    expect((await screen.findAllByText('Aucune donnée')).length).toBeGreaterThan(0);
  });

  it('are English by default', async () => {
    renderWithServices(<Empty />, () => {});
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
  });
});
