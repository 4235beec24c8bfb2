import { msg } from '@lingui/core/macro';

/**
 * The words of index.html's splash, shown before any script runs: written here so that
 * extraction keeps them in the shell's catalogues, from which the build writes the splash in
 * every language (vite-plugins.ts, firstPaint). Each must read exactly as in index.html.
 */
export const SPLASH_WORDS = [
  msg`Loading Ndoto…`,
  msg`This browser is too old for Ndoto. Please update Chrome or Safari (Android 8 or iOS 14 and newer work), or ask a grown-up to help.`,
  msg`Ndoto needs JavaScript. Please turn it on in your browser's settings.`,
];
