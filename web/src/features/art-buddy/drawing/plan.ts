/**
 * Turns a read request into a picture plan: what is kept (at most three things, three copies,
 * six figures), the place, each figure's parts (a rider on its mount, a crown on a head, wings),
 * and the words that describe exactly what is drawn. Pure: positions come from layout.ts.
 */
import { t } from '@lingui/core/macro';

import { backgroundById, pieceById } from '@/features/art-buddy/drawing/catalogue';
import { MAX_COPIES, MAX_FIGURES, MAX_SUBJECTS } from '@/features/art-buddy/drawing/constants';
import { listPhrase, nameOf, overlayName, placeWords, relationPhrase, subjectPhrase, theName } from '@/features/art-buddy/drawing/describe';
import { shadesOf } from '@/features/art-buddy/drawing/palette';
import type { ArtRequest, SubjectRequest } from '@/features/art-buddy/drawing/parse';
import { WINGS_BOX } from '@/features/art-buddy/drawing/pieces/wings';
import type { BackgroundId, Piece, Placement, Shades } from '@/features/art-buddy/drawing/types';
import type { Language } from '@/lib/i18n';

/** One piece of a figure, in the figure's own units (scene units at the figure's natural size). */
export interface Part {
  /** A piece id, or "wings". */
  pieceId: string;
  shades: Shades;
  x: number;
  y: number;
  /** Scene units per unit of the piece's box. */
  scale: number;
  role: 'subject' | 'rider' | 'ridden' | 'worn' | 'wings';
  /** The piece's art, or the part of it drawn behind a rider. */
  layer: 'art' | 'back';
}

/** Something drawn as one: a thing, or a rider with what it rides. */
export interface Figure {
  parts: Part[];
  width: number;
  height: number;
  placement: Placement;
}

/** A count cut to what fits ("ten cats" drew three). */
export interface CutCount {
  name: string;
  asked: number;
  drawn: number;
}

export interface PicturePlan {
  background: BackgroundId;
  /** Whether the child named the place. */
  backgroundAsked: boolean;
  /** The place is shown at night. */
  night: boolean;
  figures: Figure[];
  /** What the picture shows, as a sentence without its full stop ("A giraffe riding a bicycle in the savanna"). */
  description: string;
  /** The things drawn ("the giraffe"), and those left out because three is the most. */
  kept: string[];
  dropped: string[];
  cut: CutCount[];
  unknown: string[];
}

export { article, listPhrase, numberWord, subjectPhrase } from '@/features/art-buddy/drawing/describe';

const shadesFor = (piece: Piece, colour?: { hex: string }) => shadesOf(colour?.hex ?? piece.colour);

/**
 * The place when the child names none: water things want water, else the home of the first thing
 * that stands and has a home of its own (a giraffe's savanna, a car's city), else a meadow, where
 * cats, dogs and houses are at home.
 */
function defaultBackground(subjects: readonly SubjectRequest[]): BackgroundId {
  const pieces = subjects.map((subject) => pieceById(subject.id));
  if (pieces.some((piece) => piece.placement === 'surface')) return 'ocean';
  if (pieces.some((piece) => piece.placement === 'water')) return 'underwater';
  const ownHome = (piece: Piece) => piece.home && piece.home !== 'meadow';
  const standing = pieces.filter((piece) => piece.placement === 'ground');
  // With something standing, no place where everything floats (a house in the sky).
  const hasGround = (piece: Piece) => !piece.home || backgroundById(piece.home).groundY !== null;
  const homes = standing.length > 0 ? pieces.filter((piece) => ownHome(piece) && hasGround(piece)) : pieces.filter(ownHome);
  return standing.find((piece) => homes.includes(piece))?.home ?? homes[0]?.home ?? 'meadow';
}

/** "the sea" is the water's surface for boats, and under it for fish. */
function adjustBackground(background: BackgroundId, subjects: readonly SubjectRequest[]): BackgroundId {
  const placements = subjects.map((subject) => pieceById(subject.id).placement);
  if (background === 'ocean' && !placements.includes('surface') && placements.includes('water')) return 'underwater';
  return background;
}

/** Makes the parts' smallest x and y zero and measures them. */
function normalise(parts: Part[], placement: Placement): Figure {
  const box = (part: Part) => {
    const piece = part.pieceId === 'wings' ? WINGS_BOX : pieceById(part.pieceId);
    return { left: part.x, top: part.y, right: part.x + piece.width * part.scale, bottom: part.y + piece.height * part.scale };
  };
  const boxes = parts.map(box);
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.right));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  return {
    parts: parts.map((part) => ({ ...part, x: part.x - left, y: part.y - top })),
    width: right - left,
    height: bottom - top,
    placement,
  };
}

/** One thing with what it wears and its wings, its box's top left at (0, 0), `height` tall. */
function thingParts(subject: SubjectRequest, height: number, role: Part['role']): Part[] {
  const piece = pieceById(subject.id);
  const scale = height / piece.height;
  const parts: Part[] = [];
  if (subject.flying && !piece.flies && piece.wings) {
    const wingsScale = (0.6 * piece.height * scale) / WINGS_BOX.height;
    parts.push({
      pieceId: 'wings',
      shades: shadesOf('#ffffff'),
      x: piece.wings.x * scale - (WINGS_BOX.width / 2) * wingsScale,
      y: piece.wings.y * scale - WINGS_BOX.height * wingsScale,
      scale: wingsScale,
      role: 'wings',
      layer: 'art',
    });
  }
  parts.push({ pieceId: piece.id, shades: shadesFor(piece, subject.colour), x: 0, y: 0, scale, role, layer: 'art' });
  if (subject.wears && piece.head) {
    const worn = pieceById(subject.wears.id);
    const wornScale = (piece.head.width * scale * 1.3) / worn.width;
    parts.push({
      pieceId: worn.id,
      shades: shadesFor(worn, subject.wears.colour),
      x: piece.head.x * scale - (worn.width / 2) * wornScale,
      y: piece.head.y * scale - worn.height * wornScale * 0.85,
      scale: wornScale,
      role: 'worn',
      layer: 'art',
    });
  }
  return parts;
}

const naturalHeight = (subject: SubjectRequest) => pieceById(subject.id).size * (subject.size?.factor ?? 1);

const moved = (parts: Part[], dx: number, dy: number) => parts.map((part) => ({ ...part, x: part.x + dx, y: part.y + dy }));

/** Where a figure goes: flying things go up, whatever they are. */
function placementOf(subjects: readonly SubjectRequest[], base: Piece): Placement {
  if (['sky', 'backdrop', 'overlay'].includes(base.placement)) return base.placement === 'sky' && subjects.length > 1 ? 'air' : base.placement;
  return subjects.some((subject) => subject.flying) ? 'air' : base.placement;
}

function single(subject: SubjectRequest): Figure {
  const piece = pieceById(subject.id);
  return normalise(thingParts(subject, naturalHeight(subject), 'subject'), placementOf([subject], piece));
}

/** A rider sitting in or on, standing on, or sheltering under its base. */
function pair(kind: 'on' | 'in' | 'under', rider: SubjectRequest, base: SubjectRequest): Figure {
  const basePiece = pieceById(base.id);
  const riderPiece = pieceById(rider.id);
  const baseHeight = naturalHeight(base);
  const baseScale = baseHeight / basePiece.height;
  const baseParts = thingParts(base, baseHeight, 'ridden');
  const art = baseParts.filter((part) => part.pieceId === base.id);
  const behind = basePiece.back ? art.map((part) => ({ ...part, layer: 'back' as const })) : [];
  const placement = placementOf([rider, base], basePiece);

  if (kind === 'under') {
    const room = basePiece.shelter ? baseHeight * basePiece.shelter.room : baseHeight;
    // Small things grow a little under a big shelter, so a cat under a tree is still easy to see.
    const height = Math.min(room, Math.max(naturalHeight(rider), room * 0.75));
    const riderWidth = riderPiece.width * (height / riderPiece.height);
    const x = (basePiece.shelter?.x ?? basePiece.width / 2) * baseScale - riderWidth / 2;
    return normalise([...baseParts, ...moved(thingParts(rider, height, 'rider'), x, baseHeight - height)], placement);
  }
  if (basePiece.seat) {
    const seat = basePiece.seat;
    const sits = seat.stand ? { x: riderPiece.width / 2, y: riderPiece.height } : (riderPiece.sits ?? { x: riderPiece.width / 2, y: riderPiece.height });
    // `seat.rider` sizes what shows above the seat: a giraffe's legs hang below it, a cat sits on its own bottom.
    const height = (baseHeight * seat.rider * (rider.size?.factor ?? 1)) / (sits.y / riderPiece.height);
    const scale = height / riderPiece.height;
    const riderParts = moved(thingParts(rider, height, 'rider'), seat.x * baseScale - sits.x * scale, seat.y * baseScale - sits.y * scale);
    const others = baseParts.filter((part) => part.pieceId !== base.id);
    const parts = seat.stand ? [...others, ...art, ...riderParts] : [...others, ...behind, ...riderParts, ...art];
    return normalise(parts, placement);
  }
  // Standing on its top ("a cat on a table"), no taller than the base allows.
  const top = basePiece.top ?? { x: basePiece.width / 2, y: 0 };
  const height = Math.min(naturalHeight(rider), baseHeight * 1.2);
  const riderWidth = riderPiece.width * (height / riderPiece.height);
  return normalise([...baseParts, ...moved(thingParts(rider, height, 'rider'), top.x * baseScale - riderWidth / 2, top.y * baseScale - height)], placement);
}

/** What a rider does with its base, for the caption: "riding", "driving", "in", "on", "under" (relationPhrase words it). */
function relationWord(kind: 'on' | 'in' | 'under', base: Piece): string {
  if (kind === 'under') return 'under';
  if (base.seat) return kind === 'in' && !base.seat.stand ? 'in' : base.seat.verb;
  return kind;
}

/** Cuts copies to three each, then the largest counts until six figures at most. */
function cutCounts(subjects: SubjectRequest[], paired: ReadonlySet<number>, language: Language): { counts: number[]; cut: CutCount[] } {
  const counts = subjects.map((subject, index) => {
    const placement = pieceById(subject.id).placement;
    if (paired.has(index) || placement === 'overlay' || placement === 'backdrop') return 1;
    return Math.min(subject.count, MAX_COPIES);
  });
  const figures = () => counts.reduce((sum, count, index) => sum + (paired.has(index) ? 0.5 : count), 0);
  while (figures() > MAX_FIGURES) {
    const largest = counts.indexOf(Math.max(...counts));
    counts[largest] = (counts[largest] ?? 1) - 1;
  }
  const cut = subjects.flatMap((subject, index) => {
    const placement = pieceById(subject.id).placement;
    const drawn = counts[index] ?? 1;
    if (subject.count <= drawn || placement === 'overlay' || placement === 'backdrop') return [];
    return [{ name: nameOf(pieceById(subject.id), true, language), asked: subject.count, drawn }];
  });
  return { counts, cut };
}

/** What overlays add after the place ("in the rain"). */
function overlayPhrase(id: string): string {
  if (id === 'rain') return t`in the rain`;
  if (id === 'snowfall') return t`with snow falling`;
  if (id === 'lightning') return t`with lightning`;
  return '';
}

/** Plans the picture for a request, or null when there is nothing to draw; its words are in `language`. */
export function planPicture(request: ArtRequest, language: Language = 'en'): PicturePlan | null {
  if (request.subjects.length === 0 && !request.background) return null;
  const subjects = request.subjects.slice(0, MAX_SUBJECTS);
  const named = (subject: SubjectRequest) => theName(subject, language);
  const dropped = request.subjects.slice(MAX_SUBJECTS).map(named);
  const relations = request.relations.filter((relation) => relation.rider < MAX_SUBJECTS && relation.base < MAX_SUBJECTS);
  const paired = new Set(relations.flatMap((relation) => [relation.rider, relation.base]));
  const { counts, cut } = cutCounts(subjects, paired, language);
  const background = adjustBackground(request.background ?? defaultBackground(subjects), subjects);

  const figures: Figure[] = [];
  const phrases: string[] = [];
  const suffixes: string[] = [];
  subjects.forEach((subject, index) => {
    const piece = pieceById(subject.id);
    const relation = relations.find((candidate) => candidate.rider === index || candidate.base === index);
    if (relation && relation.base === index) return;
    if (relation) {
      const base = subjects[relation.base] as SubjectRequest;
      const basePiece = pieceById(base.id);
      const describeOnly = relation.kind === 'under' && !basePiece.shelter;
      if (describeOnly) figures.push(single(subject), single(base));
      else figures.push(pair(relation.kind, subject, base));
      phrases.push(relationPhrase(relationWord(relation.kind, basePiece), subjectPhrase(subject, 1, language), subjectPhrase(base, 1, language)));
      return;
    }
    const count = counts[index] ?? 1;
    if (count < 1) return;
    for (let copy = 0; copy < count; copy += 1) figures.push(single(subject));
    if (piece.placement === 'overlay') suffixes.push(overlayPhrase(piece.id));
    else phrases.push(subjectPhrase(subject, count, language));
  });

  const place = placeWords(backgroundById(background), language);
  const lonelyOverlay = phrases.length === 0 && suffixes.length > 0;
  const overlays = [...new Set(subjects.map((subject) => overlayName(pieceById(subject.id), language)))];
  const description = lonelyOverlay
    ? `${language === 'en' ? overlays.join(' and ') : listPhrase(overlays, 'and', language)} ${place.phrase}`
    : phrases.length === 0
      ? place.name
      : [listPhrase(phrases, 'and', language), place.phrase, request.night ? t`at night` : '', ...suffixes].filter(Boolean).join(' ');
  return {
    background,
    backgroundAsked: request.background !== null,
    night: request.night,
    figures,
    description: description.charAt(0).toUpperCase() + description.slice(1),
    kept: dropped.length > 0 ? subjects.map(named) : [],
    dropped,
    cut,
    unknown: request.unknown,
  };
}
