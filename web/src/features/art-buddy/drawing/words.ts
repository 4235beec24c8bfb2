/** The small words the Art Buddy reads around the things it draws (counts, sizes, links, fillers). */

/** How many: number words and numerals up to twenty, and a few vague amounts. */
export const COUNTS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  hundred: 100,
  million: 1000000,
  'a couple of': 2,
  'a pair of': 2,
  pair: 2,
  couple: 2,
  both: 2,
  'lots of': 3,
  'a lot of': 3,
  many: 3,
  some: 2,
  several: 3,
  few: 3,
  'a few': 3,
  'a bunch of': 3,
  'a group of': 3,
  'a family of': 3,
  'a herd of': 3,
  'a flock of': 3,
  'a school of': 3,
  'a pack of': 3,
};

/** Sizes, as a factor on the thing's height. */
export const SIZES: Readonly<Record<string, number>> = {
  big: 1.3,
  bigger: 1.3,
  large: 1.3,
  huge: 1.4,
  giant: 1.4,
  enormous: 1.4,
  massive: 1.4,
  gigantic: 1.4,
  small: 0.7,
  little: 0.7,
  tiny: 0.6,
  baby: 0.7,
  mini: 0.6,
  teeny: 0.6,
};

/**
 * How one thing stands to the next: rides or sits on it, is under it, wears it, or simply is next
 * to it. "in" and "with" depend on what follows ("in a car" rides, "in a hat" wears, "in space" is
 * a place; "with a crown" wears, "with a ball" is next to).
 */
export type Link = 'on' | 'in' | 'under' | 'wear' | 'with' | 'and' | 'fly';

export const LINKS: Readonly<Record<string, Link>> = {
  on: 'on',
  onto: 'on',
  upon: 'on',
  'on top of': 'on',
  atop: 'on',
  riding: 'on',
  rides: 'on',
  ride: 'on',
  'riding on': 'on',
  'sitting on': 'on',
  'standing on': 'on',
  'sitting in': 'in',
  driving: 'on',
  drives: 'on',
  drive: 'on',
  sailing: 'on',
  sails: 'on',
  aboard: 'on',
  in: 'in',
  inside: 'in',
  into: 'in',
  under: 'under',
  underneath: 'under',
  beneath: 'under',
  below: 'under',
  wearing: 'wear',
  wears: 'wear',
  wear: 'wear',
  'dressed in': 'wear',
  with: 'with',
  has: 'with',
  have: 'with',
  having: 'with',
  holding: 'and',
  and: 'and',
  '&': 'and',
  plus: 'and',
  also: 'and',
  'next to': 'and',
  beside: 'and',
  besides: 'and',
  near: 'and',
  by: 'and',
  behind: 'and',
  'in front of': 'and',
  over: 'and',
  above: 'and',
  around: 'and',
  at: 'and',
  to: 'and',
  from: 'and',
  against: 'and',
  between: 'and',
  versus: 'and',
  vs: 'and',
  or: 'and',
  flying: 'fly',
  flies: 'fly',
  fly: 'fly',
  soaring: 'fly',
  floating: 'fly',
  'with wings': 'fly',
};

/** "flying" before a thing ("a flying pig") makes it fly, and so do wings ("a pig with wings"). */
export const FLYING_WORDS: ReadonlySet<string> = new Set(['flying', 'winged', 'wings', 'wing', 'soaring', 'floating']);

/** Words after which the child describes rather than names ("a cat that is happy"). */
export const DESCRIBING: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'being',
  'that',
  'who',
  'which',
  'looks',
  'look',
  'looking',
  'seems',
  'feels',
  'named',
  'called',
  'its',
  "it's",
]);

/** Verbs that link two things ("a cat chasing a mouse"); any other word ending in "ing" does too. */
export const VERBS: ReadonlySet<string> = new Set(
  'eat eats eating ate chase chases play plays jump jumps jumping run runs sit sits stand stands swim swims swimming hug hugs hold holds kiss kisses watch watches see sees meet meets find finds dance dances sleep sleeps sleeping sing sings read reads climb climbs climbing push pushes pull pulls carry carries race races fight fights kick kicks throw throws catch catches love loves likes walk walks walking go goes going went hide hides hiding look looks live lives living'.split(
    ' ',
  ),
);

/** Articles and their kin: a noun follows. */
export const DETERMINERS: ReadonlySet<string> = new Set(
  'a an the my your our his her their this these those that its every each another any'.split(' '),
);

/**
 * Words to skip: asking ("please can you draw me"), the trigger words, pronouns, and describing
 * words the pictures have no way to show (they are not things, so nothing is "left out").
 */
export const SKIPPED: ReadonlySet<string> = new Set(
  (
    'please pls plz can could would will you u me i im i\'m we us let lets let\'s want wanna like love i\'d you\'d i\'ll id also just really very super so too ' +
    'create creates creating created draw draws drawing drew drawn make makes making made image images picture pictures pic pics photo ' +
    'painting paint paints sketch sketches show give do does did try of for about some something anything everything nothing thing things ' +
    'it them they he she him one ones here there now then again yes no not oh hi hello hey ok okay thanks thank cool awesome amazing ' +
    'happy sad angry cute funny silly pretty beautiful nice lovely scary spooky friendly magic magical colourful colorful sparkly shiny ' +
    'fluffy furry fast slow old new young tall short long fat thin round spotty spotted stripy striped smiling laughing crying sleepy ' +
    'hungry brave strong clever fancy wild tame real cool dark light bright pale cheerful adorable awesome best favourite favorite ' +
    'legs leg tail tails eyes eye ears ear nose mouth teeth tooth fur feathers hair horns horn spots stripes paws paw claws face head body ' +
    'colour color colours colors shape shapes kind sort style background scene way lot bit'
  ).split(' '),
);

/** A word that looks like it names a thing we do not know, rather than a verb or a description. */
export function looksLikeAThing(word: string): boolean {
  return word.length > 1 && !/(ing|ed|ly)$/.test(word) && /^[a-z]+$/.test(word);
}
