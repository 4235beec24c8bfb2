import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';

import { ACCENTS, BRAND, STATUS, SURFACES } from '@/config/colours';
import type { ThemeName } from '@/lib/theme';

/** Touch targets: buttons, inputs and selects are at least this tall (WCAG 2.5.5's 44 px). */
export const TOUCH_TARGET = 44;

/**
 * After antd's dark algorithm, which would mix the brand purple with the dark background down to
 * 2.8:1: the light purple of the dark theme for links, primary text and fills, with dark text on
 * primary buttons (below), and a red that reads on the dark cards.
 */
const ndotoDark: MappingAlgorithm = (seed, map) => {
  const derived = map ?? antdTheme.darkAlgorithm(seed);
  return {
    ...derived,
    colorPrimary: BRAND.dark,
    colorPrimaryHover: ACCENTS.purple.text.dark,
    colorPrimaryActive: BRAND.dark,
    colorPrimaryText: ACCENTS.purple.text.dark,
    colorPrimaryTextHover: ACCENTS.purple.text.dark,
    colorPrimaryBorder: BRAND.dark,
    colorInfo: BRAND.dark,
    colorLink: ACCENTS.purple.text.dark,
    colorLinkHover: BRAND.dark,
    colorLinkActive: BRAND.dark,
    colorError: STATUS.error.dark,
    colorErrorText: STATUS.error.dark,
    colorErrorHover: STATUS.error.dark,
    // Tag text in the preset colours (antd draws it in the hue's 7th shade, 3.4:1 on its dark fill).
    purple7: ACCENTS.purple.text.dark,
    magenta7: ACCENTS.pink.text.dark,
    cyan7: ACCENTS.cyan.text.dark,
    gold7: ACCENTS.gold.text.dark,
  };
};

/**
 * antd's light or dark algorithm with Ndoto's colours and rounded, friendly shapes, at WCAG 2.2 AA:
 * secondary text at 4.5:1, body text 15 px, inputs 16 px (which also keeps iOS from zooming), and
 * controls 44 px tall.
 */
export function antdThemeFor(name: ThemeName, { reducedMotion = false } = {}): ThemeConfig {
  const dark = name === 'dark';
  return {
    algorithm: dark ? [antdTheme.darkAlgorithm, ndotoDark] : antdTheme.defaultAlgorithm,
    token: {
      // antd's own animations (dialogs, drawers, messages) off for whoever asked for less motion;
      // our CSS follows the same setting with its own media queries.
      motion: !reducedMotion,
      colorPrimary: BRAND.light,
      colorInfo: BRAND.light,
      // antd's hover purple is lighter than the brand (3.7:1 on white, under white text too): a
      // darker one instead, in the light theme (the dark theme's algorithm sets its own).
      ...(dark ? {} : { colorPrimaryHover: BRAND.lightHover, colorPrimaryTextHover: BRAND.lightHover, colorLinkHover: BRAND.lightHover }),
      colorSuccess: STATUS.success,
      colorWarning: STATUS.warning,
      colorError: STATUS.error.light,
      // antd's 45% grey (3.4:1 on white) is too faint for descriptions and field help.
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      borderRadius: 12,
      fontFamily: "'Nunito', 'Trebuchet MS', 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif",
      fontSize: 15,
      fontSizeSM: 14,
      controlHeight: TOUCH_TARGET,
      controlHeightSM: TOUCH_TARGET,
      controlHeightLG: 48,
      colorBgLayout: 'transparent',
    },
    components: {
      Layout: { headerHeight: 70, headerPadding: '0 12px', siderBg: SURFACES[name][0] },
      Menu: { itemBorderRadius: 12, itemHeight: 46 },
      Button: { fontWeight: 700, ...(dark ? { primaryColor: BRAND.onDarkFill, dangerColor: BRAND.onDarkFill } : {}) },
      Input: { inputFontSize: 16, inputFontSizeSM: 16, inputFontSizeLG: 16 },
      InputNumber: { inputFontSize: 16, inputFontSizeSM: 16, inputFontSizeLG: 16 },
      Select: { fontSize: 16, optionFontSize: 16 },
      DatePicker: { inputFontSize: 16, inputFontSizeSM: 16, inputFontSizeLG: 16 },
      // Three tabs fit a 360 px screen without antd's overflow button (which breaks the tablist's ARIA).
      Tabs: { horizontalItemPadding: '12px 0', horizontalItemGutter: 20, titleFontSize: 15 },
      Tag: { fontSizeSM: 14 },
      Switch: { trackHeight: 28, trackMinWidth: 56, handleSize: 24, innerMaxMargin: 30, innerMinMargin: 9 },
    },
  };
}
