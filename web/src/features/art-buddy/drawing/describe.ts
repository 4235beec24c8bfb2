/**
 * The words that say what a picture shows, in English, Kiswahili and French: a thing with its
 * count, size, colour, wings and hat ("two big red cats", "paka wawili wakubwa wa rangi
 * nyekundu", "deux grands chats rouges"), a list, a place. The sentences around them are messages
 * (the catalogues); the names come from the picture library (the pieces' `sw` and `fr`).
 */
import { t } from '@lingui/core/macro';

import { pieceById } from '@/features/art-buddy/drawing/catalogue';
import { COLOURS, COLOUR_WORDS } from '@/features/art-buddy/drawing/palette';
import type { SubjectRequest } from '@/features/art-buddy/drawing/parse';
import type { Agreement, Background, Piece } from '@/features/art-buddy/drawing/types';
import { AFTER_THE_THING } from '@/features/art-buddy/drawing/words';
import type { Language } from '@/lib/i18n';

/* eslint-disable lingui/no-unlocalized-strings -- the grammar's own words (numbers, articles, agreeing endings), one table per language */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const FRENCH_NUMBERS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'];

/** Kiswahili agreement by noun class: numbers 2 and 3, "of" (wa rangi...), big, small, flying; singular then plural. */
const KISWAHILI: Readonly<Record<Agreement, { numbers: [string, string]; of: [string, string]; big: [string, string]; small: [string, string]; flying: [string, string] }>> = {
  a: { numbers: ['wawili', 'watatu'], of: ['wa', 'wa'], big: ['mkubwa', 'wakubwa'], small: ['mdogo', 'wadogo'], flying: ['anayeruka', 'wanaoruka'] },
  n: { numbers: ['mbili', 'tatu'], of: ['ya', 'za'], big: ['kubwa', 'kubwa'], small: ['ndogo', 'ndogo'], flying: ['inayoruka', 'zinazoruka'] },
  ki: { numbers: ['viwili', 'vitatu'], of: ['cha', 'vya'], big: ['kikubwa', 'vikubwa'], small: ['kidogo', 'vidogo'], flying: ['kinachoruka', 'vinavyoruka'] },
  ma: { numbers: ['mawili', 'matatu'], of: ['la', 'ya'], big: ['kubwa', 'makubwa'], small: ['dogo', 'madogo'], flying: ['linaloruka', 'yanayoruka'] },
  m: { numbers: ['miwili', 'mitatu'], of: ['wa', 'ya'], big: ['mkubwa', 'mikubwa'], small: ['mdogo', 'midogo'], flying: ['unaoruka', 'inayoruka'] },
  u: { numbers: ['mbili', 'tatu'], of: ['wa', 'za'], big: ['mkubwa', 'kubwa'], small: ['mdogo', 'ndogo'], flying: ['unaoruka', 'zinazoruka'] },
};

/** Colours after "rangi" (colour), which agrees with nothing: "wa rangi nyekundu", "ya rangi ya njano". */
const KISWAHILI_COLOURS: Readonly<Record<string, string>> = {
  red: 'nyekundu', orange: 'ya machungwa', yellow: 'ya njano', green: 'ya kijani', blue: 'ya bluu', purple: 'ya zambarau',
  violet: 'ya zambarau', pink: 'ya waridi', brown: 'ya kahawia', black: 'nyeusi', white: 'nyeupe', grey: 'ya kijivu',
  gray: 'ya kijivu', gold: 'ya dhahabu', golden: 'ya dhahabu', silver: 'ya fedha', turquoise: 'ya feruzi',
};

/** French colours: masculine, feminine, masculine plural, feminine plural. */
type FrenchForms = readonly [string, string, string, string];
const FRENCH_COLOURS: Readonly<Record<string, FrenchForms>> = {
  red: ['rouge', 'rouge', 'rouges', 'rouges'],
  orange: ['orange', 'orange', 'orange', 'orange'],
  yellow: ['jaune', 'jaune', 'jaunes', 'jaunes'],
  green: ['vert', 'verte', 'verts', 'vertes'],
  blue: ['bleu', 'bleue', 'bleus', 'bleues'],
  purple: ['violet', 'violette', 'violets', 'violettes'],
  violet: ['violet', 'violette', 'violets', 'violettes'],
  pink: ['rose', 'rose', 'roses', 'roses'],
  brown: ['marron', 'marron', 'marron', 'marron'],
  black: ['noir', 'noire', 'noirs', 'noires'],
  white: ['blanc', 'blanche', 'blancs', 'blanches'],
  grey: ['gris', 'grise', 'gris', 'grises'],
  gray: ['gris', 'grise', 'gris', 'grises'],
  gold: ['doré', 'dorée', 'dorés', 'dorées'],
  golden: ['doré', 'dorée', 'dorés', 'dorées'],
  silver: ['argenté', 'argentée', 'argentés', 'argentées'],
  turquoise: ['turquoise', 'turquoise', 'turquoises', 'turquoises'],
};
const FRENCH_BIG: FrenchForms = ['grand', 'grande', 'grands', 'grandes'];
const FRENCH_SMALL: FrenchForms = ['petit', 'petite', 'petits', 'petites'];
const FRENCH_FLYING: FrenchForms = ['volant', 'volante', 'volants', 'volantes'];
/* eslint-enable lingui/no-unlocalized-strings */

/** "a" or "an" before a word ("an owl", "a unicorn", "a UFO"). */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|ufo|eu)/i.test(word) ? 'an' : 'a';
}

export function numberWord(count: number, language: Language = 'en'): string {
  if (language === 'fr') return FRENCH_NUMBERS[count] ?? count.toLocaleString(language);
  if (language === 'sw') return count.toLocaleString(language);
  return NUMBER_WORDS[count] ?? count.toLocaleString('en');
}

/** "a, b and c" in English; Kiswahili and French as the browser's list format says them ("a, b na c", "a, b et c"). */
export function listPhrase(items: readonly string[], last: 'and' | 'or' = 'and', language: Language = 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (language !== 'en') return new Intl.ListFormat(language, { type: last === 'and' ? 'conjunction' : 'disjunction' }).format(items);
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** The English colour a child's colour word paints ("rouge" is red), for the other languages' names. */
const englishColour = (word: string) => COLOUR_WORDS[word] ?? word;

/** A size in English: the child's own word when it is English ("huge"), else big or small. */
const englishSize = (size: { word: string; factor: number }) =>
  Object.hasOwn(COLOURS, size.word) || AFTER_THE_THING.has(size.word) || !/^[a-z]+$/.test(size.word) ? (size.factor > 1 ? 'big' : 'small') : size.word;

/** "le soleil", "la lune", "l’arc-en-ciel". */
function frenchThe(words: string, feminine: boolean | undefined): string {
  if (/^[aeiouyéèêâîôûœh]/i.test(words)) return `l\u2019${words}`;
  return `${feminine ? 'la' : 'le'} ${words}`;
}

function frenchPhrase(piece: Piece, count: number, colour: string | undefined, size: number | undefined, flying: boolean): string {
  const { feminine } = piece.fr;
  const many = count > 1;
  const form = (forms: FrenchForms) => forms[(feminine ? 1 : 0) + (many ? 2 : 0)] as string;
  const before = size === undefined ? undefined : form(size > 1 ? FRENCH_BIG : FRENCH_SMALL);
  const colourForms = colour === undefined ? undefined : FRENCH_COLOURS[englishColour(colour)];
  const words = [before, many ? piece.fr.plural : piece.fr.name, colourForms && form(colourForms), flying ? form(FRENCH_FLYING) : undefined]
    .filter(Boolean)
    .join(' ');
  if (many) return `${numberWord(count, 'fr')} ${words}`;
  if (piece.unique) return frenchThe(words, feminine);
  return `${feminine ? 'une' : 'un'} ${words}`;
}

function kiswahiliPhrase(piece: Piece, count: number, colour: string | undefined, size: number | undefined, flying: boolean): string {
  const agreement = KISWAHILI[piece.sw.agreement];
  const which = count > 1 ? 1 : 0;
  const number = count === 2 || count === 3 ? agreement.numbers[count - 2] : count > 1 ? count.toLocaleString('sw') : undefined;
  const colourName = colour === undefined ? undefined : KISWAHILI_COLOURS[englishColour(colour)];
  return [
    count > 1 ? piece.sw.plural : piece.sw.name,
    number,
    size === undefined ? undefined : (size > 1 ? agreement.big : agreement.small)[which],
    colourName && `${agreement.of[which]} rangi ${colourName}`,
    flying ? agreement.flying[which] : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/** What a thing wears, as it follows "wearing": "a gold crown", "crowns"; "une couronne dorée"; "taji ya rangi ya dhahabu". */
function wornPhrase(subject: SubjectRequest, count: number, language: Language): string {
  const wears = subject.wears;
  if (!wears) return '';
  const worn = pieceById(wears.id);
  const colour = wears.colour?.word;
  if (language === 'fr') {
    const phrase = frenchPhrase(worn, count > 1 ? 2 : 1, colour, undefined, false);
    // "des couronnes", not "deux couronnes": each wears one.
    return count > 1 ? `des ${phrase.split(' ').slice(1).join(' ')}` : phrase;
  }
  if (language === 'sw') {
    const agreement = KISWAHILI[worn.sw.agreement];
    const name = count > 1 ? worn.sw.plural : worn.sw.name;
    const colourName = colour === undefined ? undefined : KISWAHILI_COLOURS[englishColour(colour)];
    return colourName ? `${name} ${agreement.of[count > 1 ? 1 : 0]} rangi ${colourName}` : name;
  }
  const colourWord = colour === undefined ? undefined : englishColour(colour);
  return `${count > 1 ? '' : `${article(colourWord ?? worn.name)} `}${[colourWord, count > 1 ? worn.plural : worn.name].filter(Boolean).join(' ')}`;
}

/** "a big red flying pig wearing a crown", "three cats", "the sun"; in `language`. */
export function subjectPhrase(subject: SubjectRequest, count = subject.count, language: Language = 'en'): string {
  const piece = pieceById(subject.id);
  // "a flying pig", but not "a flying plane": it flies anyway.
  const flying = subject.flying && !piece.flies;
  let phrase: string;
  if (language === 'fr') {
    phrase = frenchPhrase(piece, count, subject.colour?.word, subject.size?.factor, flying);
  } else if (language === 'sw') {
    phrase = kiswahiliPhrase(piece, count, subject.colour?.word, subject.size?.factor, flying);
  } else {
    const colour = subject.colour ? englishColour(subject.colour.word) : undefined;
    const words = [subject.size && englishSize(subject.size), colour, flying ? 'flying' : undefined, count === 1 ? piece.name : piece.plural]
      .filter(Boolean)
      .join(' ');
    const lead = count > 1 ? numberWord(count) : piece.unique ? 'the' : article(words);
    phrase = `${lead} ${words}`;
  }
  if (!subject.wears) return phrase;
  const worn = wornPhrase(subject, count, language);
  // Kiswahili says "aliyevaa" for one, "waliovaa" for more.
  return count > 1 ? t({ message: `${phrase} wearing ${worn}`, context: 'more than one' }) : t`${phrase} wearing ${worn}`;
}

/** "the giraffe", "the cats"; "la girafe", "les chats"; "twiga", "paka". */
export function theName(subject: SubjectRequest, language: Language = 'en'): string {
  const piece = pieceById(subject.id);
  const many = subject.count > 1;
  if (language === 'fr') return many ? `les ${piece.fr.plural}` : frenchThe(piece.fr.name, piece.fr.feminine);
  if (language === 'sw') return many ? piece.sw.plural : piece.sw.name;
  return `the ${many ? piece.plural : piece.name}`;
}

/** A thing's name, singular or plural, in `language`. */
export function nameOf(piece: Piece, plural: boolean, language: Language = 'en'): string {
  if (language === 'en') return plural ? piece.plural : piece.name;
  return plural ? piece[language].plural : piece[language].name;
}

/** Rain, snow or lightning named alone: "rain"; "la pluie"; "mvua". */
export function overlayName(piece: Piece, language: Language = 'en'): string {
  return language === 'fr' ? frenchThe(piece.fr.name, piece.fr.feminine) : nameOf(piece, false, language);
}

/** A place's name ("A sunny beach") and where ("at the beach"), in `language`. */
export function placeWords(place: Background, language: Language = 'en'): { name: string; phrase: string } {
  return language === 'en' ? place : place[language];
}

/** "X riding Y", "X in Y", "X under Y": what a rider does with what it rides, by the base's verb. */
export function relationPhrase(verb: string, rider: string, base: string): string {
  switch (verb) {
    case 'riding':
      return t`${rider} riding ${base}`;
    case 'driving':
      return t`${rider} driving ${base}`;
    case 'flying':
      return t`${rider} flying ${base}`;
    case 'flying in':
      return t`${rider} flying in ${base}`;
    case 'sailing':
      return t`${rider} sailing ${base}`;
    case 'in':
      return t`${rider} in ${base}`;
    case 'under':
      return t`${rider} under ${base}`;
    default:
      return t`${rider} on ${base}`;
  }
}
