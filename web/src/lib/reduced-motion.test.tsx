import { act, renderHook } from '@testing-library/react';

import { antdThemeFor } from '@/lib/antd-theme';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';

describe('reduced motion', () => {
  afterEach(() => vi.restoreAllMocks());

  it("turns antd's animations off only for whoever asked for less motion", () => {
    expect(antdThemeFor('light').token?.motion).toBe(true);
    expect(antdThemeFor('dark', { reducedMotion: true }).token?.motion).toBe(false);
  });

  it('follows the system setting as it changes', () => {
    let matches = false;
    let changed: (() => void) | undefined;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query === '(prefers-reduced-motion: reduce)' && matches;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => {
            changed = listener;
          },
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => {
      matches = true;
      changed?.();
    });
    expect(result.current).toBe(true);
  });
});
