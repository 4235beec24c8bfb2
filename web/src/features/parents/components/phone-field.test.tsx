import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';

import { PHONE } from '@/config/constants';
import { flagEmoji, matchCountries, PhoneField } from '@/features/parents/components/phone-field';

/** The field as antd's Form.Item uses it: controlled, with what onChange last said. */
function Harness({ seen }: { seen: (value: string) => void }) {
  const [value, setValue] = useState<string>();
  return (
    <PhoneField
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

describe('the phone field', () => {
  it('starts on Rwanda with the +250 code, groups the digits in threes and hands over E.164', async () => {
    const seen = vi.fn();
    const user = userEvent.setup();
    render(<Harness seen={seen} />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveValue('+250 ');
    expect(input).toHaveAttribute('placeholder', '1 (702) 123-4567');
    expect(screen.getByRole('button', { name: 'Country: RW, Rwanda +250' })).toHaveTextContent('RW');
    await user.type(input, '788123456');
    // The mask's next space comes with the group it begins, as the library formats.
    expect((input as HTMLInputElement).value.trimEnd()).toBe('+250 788 123 456');
    expect(seen).toHaveBeenLastCalledWith('+250788123456');
  });

  it(`takes at most ${PHONE.maxDigits} digits, dial code included`, async () => {
    const user = userEvent.setup();
    render(<Harness seen={() => {}} />);
    const input = screen.getByLabelText('Phone Number');
    await user.type(input, '1234567890123456789');
    expect((input as HTMLInputElement).value.replace(/\D/g, '')).toBe('250123456789012');
  });

  it("searches the countries after a pause, says 'No entries to show', and a pick changes the code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Harness seen={() => {}} />);
      await user.click(screen.getByRole('button', { name: /^Country:/ }));
      const search = await screen.findByPlaceholderText('search');
      expect(search).toHaveAccessibleName('Search countries');
      await user.type(search, 'zzz');
      // Not yet: the list changes only once typing pauses for the delay.
      expect(screen.queryByText('No entries to show')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(PHONE.searchDelayMs));
      expect(screen.getByText('No entries to show')).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'keny');
      await act(() => vi.advanceTimersByTimeAsync(PHONE.searchDelayMs));
      await user.click(screen.getByRole('button', { name: /Kenya/ }));
      expect(screen.getByLabelText('Phone Number')).toHaveValue('+254 ');
      expect(screen.getByRole('button', { name: 'Country: KE, Kenya +254' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('matches countries by name, letters or dial code', () => {
    expect(matchCountries('rwan').map((country) => country.iso2)).toEqual(['rw']);
    expect(matchCountries('+250').map((country) => country.iso2)).toEqual(['rw']);
    expect(matchCountries('GH').map((country) => country.iso2)).toContain('gh');
    expect(matchCountries('  ').length).toBeGreaterThan(200);
    expect(flagEmoji('rw')).toBe('🇷🇼');
  });
});
