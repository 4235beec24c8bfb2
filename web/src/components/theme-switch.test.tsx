import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeSwitch } from '@/components/theme-switch';
import { renderWithWords } from '@/testing/render-app';

afterEach(() => localStorage.clear());

describe('the theme switch', () => {
  it('is named, and a tap on the 44 px area around it switches the theme', async () => {
    const user = userEvent.setup();
    const { container } = renderWithWords(<ThemeSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    // The label around the switch is the touch target (styles.css: .theme-switch, 44 by 44 px).
    const area = container.querySelector('label.theme-switch') as HTMLElement;
    expect(area).toContainElement(toggle);
    await user.click(area);
    expect(toggle).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.documentElement).toHaveClass('light');
  });
});
