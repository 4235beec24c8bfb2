import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';

import { PHONE } from '@/config/constants';
import { flagEmoji, matchCountries, PhoneField } from '@/features/parents/components/phone-field';
import { renderWithWords } from '@/testing/render-app';

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
    renderWithWords(<Harness seen={seen} />);
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
    renderWithWords(<Harness seen={() => {}} />);
    const input = screen.getByLabelText('Phone Number');
    await user.type(input, '1234567890123456789');
    expect((input as HTMLInputElement).value.replace(/\D/g, '')).toBe('250123456789012');
  });

  it("searches the countries after a pause, says 'No entries to show', and a pick changes the code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithWords(<Harness seen={() => {}} />);
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

  describe('a local number typed with its leading 0 under the chosen country', () => {
    /** Picks a country from the list, as a parent does (searching waits for the pause). */
    async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
      await user.click(screen.getByRole('button', { name: /^Country:/ }));
      await user.type(await screen.findByPlaceholderText('search'), name);
      await act(() => vi.advanceTimersByTimeAsync(PHONE.searchDelayMs));
      await user.click(screen.getByRole('button', { name: new RegExp(`^${name} \\+`) }));
    }

    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each([
      ['Rwanda', '0788 123 456', '+250788123456', '+250 788 123 456'],
      ['Kenya', '0712 345 678', '+254712345678', '+254 712 345 678'],
      ['Uganda', '0772 123 456', '+256772123456', '+256 772 123 456'],
      ['Tanzania', '0712 345 678', '+255712345678', '+255 712 345 678'],
      ['Nigeria', '0803 123 4567', '+2348031234567', '+234 803 123 456 7'],
    ])('%s: typing %s after the dial code gives %s', async (country, local, e164, shown) => {
      const seen = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithWords(<Harness seen={seen} />);
      if (country !== 'Rwanda') await pick(user, country);
      const input = screen.getByLabelText('Phone Number');
      await user.type(input, local);
      expect((input as HTMLInputElement).value.trimEnd()).toBe(shown);
      expect(seen).toHaveBeenLastCalledWith(e164);
      expect(screen.getByRole('button', { name: new RegExp(`^Country: .., ${country}`) })).toBeInTheDocument();
    });

    it('typing it over the whole field (the dial code selected) keeps the country', async () => {
      const seen = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithWords(<Harness seen={seen} />);
      const input = screen.getByLabelText('Phone Number');
      await user.tripleClick(input);
      await user.keyboard('0788 123 456');
      expect((input as HTMLInputElement).value.trimEnd()).toBe('+250 788 123 456');
      expect(seen).toHaveBeenLastCalledWith('+250788123456');
      expect(screen.getByRole('button', { name: 'Country: RW, Rwanda +250' })).toBeInTheDocument();
    });

    it('pasting it with spaces or dashes, over the field or after the dial code', async () => {
      const seen = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithWords(<Harness seen={seen} />);
      const input = screen.getByLabelText('Phone Number');
      await user.tripleClick(input);
      await user.paste('0788-123-456');
      expect(seen).toHaveBeenLastCalledWith('+250788123456');
      await user.clear(input);
      await user.type(input, '+250 ');
      await user.paste('0788 123 456');
      expect(seen).toHaveBeenLastCalledWith('+250788123456');
      expect((input as HTMLInputElement).value.trimEnd()).toBe('+250 788 123 456');
    });
  });

  it("an international number typed over the field switches the country ('+254 …' is Kenya)", async () => {
    const seen = vi.fn();
    const user = userEvent.setup();
    renderWithWords(<Harness seen={seen} />);
    const input = screen.getByLabelText('Phone Number');
    await user.clear(input);
    await user.type(input, '+254 712 345 678');
    expect(seen).toHaveBeenLastCalledWith('+254712345678');
    expect(screen.getByRole('button', { name: 'Country: KE, Kenya +254' })).toBeInTheDocument();
    await user.tripleClick(input);
    await user.paste('+254 (0) 712-345-678');
    expect(seen).toHaveBeenLastCalledWith('+254712345678');
  });

  it('matches countries by name, letters or dial code', () => {
    expect(matchCountries('rwan').map((country) => country.iso2)).toEqual(['rw']);
    expect(matchCountries('+250').map((country) => country.iso2)).toEqual(['rw']);
    expect(matchCountries('GH').map((country) => country.iso2)).toContain('gh');
    expect(matchCountries('  ').length).toBeGreaterThan(200);
    expect(flagEmoji('rw')).toBe('🇷🇼');
  });
});
