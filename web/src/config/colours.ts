/**
 * Ndoto's colours: the one place for them in code (styles.css mirrors BRAND and SURFACES as CSS
 * variables; colours.test.ts holds the two in step). Every colour meant for text passes WCAG 2.2
 * AA (4.5:1) on the surfaces it sits on in its theme, and every `fill` carries white text at 4.5:1,
 * so the pastel look stays while the words stay readable (colours.test.ts checks each pair).
 */
import type { ThemeName } from '@/lib/theme';

/** The brand purple: buttons, links and highlights. Dark text sits on the dark theme's lighter purple. */
export const BRAND = {
  light: '#6c3df5',
  /** The light theme's hover and pressed purple (antd would lighten to 3.7:1 on white). */
  lightHover: '#5b2ee0',
  dark: '#9f7aff',
  /** Text on a dark-theme brand fill (the light purple is too light for white text). */
  onDarkFill: '#1f1a3d',
} as const;

/** The surfaces text sits on, per theme: cards, soft panels, and the page's darkest band. */
export const SURFACES: Record<ThemeName, readonly string[]> = {
  light: ['#ffffff', '#f7f3ff'],
  dark: ['#1e1b36', '#28244a'],
};

export interface Accent {
  /** Behind white text, and for bars, borders and icons. */
  fill: string;
  /** For text drawn in the accent, per theme. */
  text: Record<ThemeName, string>;
}

/** The playful accent hues (age bands, chips, stats, icons). */
export const ACCENTS = {
  purple: { fill: BRAND.light, text: { light: BRAND.light, dark: '#b69cff' } },
  pink: { fill: '#c41d7f', text: { light: '#c41d7f', dark: '#ff85c0' } },
  cyan: { fill: '#006d75', text: { light: '#006d75', dark: '#5cdbd3' } },
  orange: { fill: '#c2410c', text: { light: '#c2410c', dark: '#ff9c6e' } },
  green: { fill: '#237804', text: { light: '#237804', dark: '#95de64' } },
  blue: { fill: '#1d39c4', text: { light: '#1d39c4', dark: '#85a5ff' } },
  gold: { fill: '#874d00', text: { light: '#874d00', dark: '#ffd666' } },
} as const satisfies Record<string, Accent>;

export type AccentName = keyof typeof ACCENTS;

/** Status colours for antd (errors are also text: 'danger' buttons, field messages). */
export const STATUS = {
  success: '#52c41a',
  warning: '#faad14',
  error: { light: '#cf1322', dark: '#ff7875' },
} as const;

/** CSS custom properties that give an element an accent in a theme: `--accent-fill` and `--accent-text`. */
export function accentStyle(name: AccentName, theme: ThemeName): Record<string, string> {
  const accent = ACCENTS[name];
  return { '--accent-fill': accent.fill, '--accent-text': accent.text[theme] };
}
