import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ACCENTS, BRAND, STATUS, SURFACES } from '@/config/colours';

/** WCAG 2.2's contrast ratio of two opaque `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Vitest runs from web/ (its config's folder); the jsdom environment gives no file URL to resolve from.
const css = readFileSync(join(process.cwd(), 'src', 'styles.css'), 'utf8');
/** The custom properties of one block of styles.css (`:root` or `html.dark`). */
function variables(selector: string): Record<string, string> {
  const block = css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((match) => [match[1], match[2]?.toLowerCase()]));
}
const light = variables(':root');
const dark = { ...light, ...variables('html.dark') };

describe('the palette', () => {
  it('is the same in styles.css as in colours.ts', () => {
    expect(light['--brand']).toBe(BRAND.light);
    expect(dark['--brand']).toBe(BRAND.dark);
    expect(light['--brand-strong']).toBe(BRAND.lightHover);
    expect(dark['--on-brand']).toBe(BRAND.onDarkFill);
    expect(light['--surface']).toBe(SURFACES.light[0]);
    expect(light['--surface-soft']).toBe(SURFACES.light[1]);
    expect(dark['--surface']).toBe(SURFACES.dark[0]);
    expect(dark['--surface-soft']).toBe(SURFACES.dark[1]);
    for (const [name, accent] of Object.entries(ACCENTS)) expect(light[`--fill-${name}`], name).toBe(accent.fill);
    expect(light['--fill-red']).toBe(STATUS.error.light);
  });

  it('carries white text at 4.5:1 on every fill', () => {
    for (const fill of [...Object.values(ACCENTS).map((accent) => accent.fill), BRAND.light, BRAND.lightHover, STATUS.error.light]) {
      expect(contrast('#ffffff', fill), fill).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(BRAND.onDarkFill, BRAND.dark)).toBeGreaterThanOrEqual(4.5);
  });

  it('has every text colour at 4.5:1 on the surfaces of its theme', () => {
    for (const theme of ['light', 'dark'] as const) {
      const vars = theme === 'dark' ? dark : light;
      const texts = [
        ...Object.values(ACCENTS).map((accent) => accent.text[theme]),
        STATUS.error[theme],
        BRAND[theme],
        ...(theme === 'light' ? [BRAND.lightHover] : []),
        ...['--text', '--text-soft', '--brand', '--brand-strong', '--danger-text', '--success-text'].map((name) => vars[name] as string),
      ];
      for (const surface of SURFACES[theme]) {
        for (const text of texts) expect(contrast(text, surface), `${theme}: ${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
