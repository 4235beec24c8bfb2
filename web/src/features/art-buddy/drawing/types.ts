/** The shapes of the Art Buddy's picture library: pieces (things it can draw) and backgrounds. */

/** A point in a piece's own box (its units; y grows downwards, the piece stands at y = height). */
export interface Point {
  x: number;
  y: number;
}

/** A piece's three shades: its main colour, a darker one (spots, shadows) and a lighter one. */
export interface Shades {
  main: string;
  dark: string;
  light: string;
}

/**
 * Where a piece goes in a scene: on the ground, in the air, swimming, floating on water, in the
 * sky's fixed spots (sun, moon, clouds), as a big arc behind everything (rainbow), or over the
 * whole scene (rain, snow, lightning).
 */
export type Placement = 'ground' | 'air' | 'water' | 'surface' | 'sky' | 'backdrop' | 'overlay';

export type Category = 'animal' | 'vehicle' | 'object' | 'weather';

export type BackgroundId =
  | 'meadow'
  | 'farm'
  | 'savanna'
  | 'forest'
  | 'jungle'
  | 'city'
  | 'beach'
  | 'ocean'
  | 'underwater'
  | 'sky'
  | 'space'
  | 'moon'
  | 'night'
  | 'snow'
  | 'desert'
  | 'mountains';

/**
 * How Kiswahili words agree with a noun, by its class: 'a' living things (M-WA agreement: twiga
 * wawili), 'n' (N-N: baiskeli mbili), 'ki' (KI-VI), 'ma' (JI-MA: gari, magari), 'm' (M-MI: mti,
 * miti), 'u' (U-N: upinde, pinde).
 */
export type Agreement = 'a' | 'n' | 'ki' | 'ma' | 'm' | 'u';

/** A thing's name in Kiswahili, and more words for it (singular or plural, as a child says them). */
export interface KiswahiliNoun {
  name: string;
  plural: string;
  agreement: Agreement;
  words?: readonly string[];
}

/** A thing's name in French; `feminine` chooses "une", "la" and the adjectives' endings. */
export interface FrenchNoun {
  name: string;
  plural: string;
  feminine?: boolean;
  words?: readonly string[];
}

/** A place in one language: its name, how a caption says where it is, and the words that choose it. */
export interface PlaceWords {
  name: string;
  phrase: string;
  words: readonly string[];
}

export interface Piece {
  id: string;
  /** The noun for captions, singular and plural ("a giraffe", "three giraffes"). */
  name: string;
  plural: string;
  /** Every word or phrase a child may use for it, singular ("car", "automobile", "race car"). */
  words: readonly string[];
  /** The same in Kiswahili and French: a child asks in any of the three. */
  sw: KiswahiliNoun;
  fr: FrenchNoun;
  category: Category;
  placement: Placement;
  /** Height in the scene next to other things (scene units; a giraffe 150, a cat 45). */
  size: number;
  /** The box the art is drawn in. */
  width: number;
  height: number;
  /** The main colour a child's colour word replaces. */
  colour: string;
  /** The art, as SVG markup in the piece's box, in the given shades. */
  art: (shades: Shades) => string;
  /** Art drawn behind a rider (a car's seat back, a UFO's glass dome). */
  back?: (shades: Shades) => string;
  /** Where it looks at home when the child names no place. */
  home?: BackgroundId;
  /** The top of its head: where a crown or hat sits, and the head's width. */
  head?: Point & { width: number };
  /**
   * Something can ride it: where the rider sits, the rider's height (a share of this piece's), the
   * verb ("riding", "driving"), and whether the rider is drawn in front (standing on a skateboard)
   * rather than behind (sitting in a car, its legs hidden).
   */
  seat?: Point & { rider: number; verb: string; stand?: boolean };
  /** Something can stand on it ("a cat on a table"): the middle of its top. */
  top?: Point;
  /** Something fits under it ("a cat under a tree"): where, and how tall it may be (share of this piece's). */
  shelter?: { x: number; room: number };
  /** The point it sits on when it rides (the bottom of its body). */
  sits?: Point;
  /** Where wings go when it flies without having its own. */
  wings?: Point;
  /** It flies by itself (birds, planes): "flying" adds no wings. */
  flies?: boolean;
  /** Worn on a head ("wearing a crown"). */
  wearable?: boolean;
  /** One of a kind: "the sun", not "a sun". */
  unique?: boolean;
}

export interface Background {
  id: BackgroundId;
  /** What the picture is when nothing stands in it ("A sunny beach"). */
  name: string;
  /** How the caption says where it is ("in space", "at the beach"). */
  phrase: string;
  /** Words that choose it ("space", "outer space", "stars"). */
  words: readonly string[];
  /** The same in Kiswahili and French. */
  sw: PlaceWords;
  fr: PlaceWords;
  /** Where things stand; null when everything floats (space, the sky). */
  groundY: number | null;
  /** Where boats float, if it has open water. */
  surfaceY?: number;
  /** Where swimmers swim, if it has water: top and bottom. */
  swim?: readonly [number, number];
  /** The art, 320 x 240. */
  art: () => string;
}
