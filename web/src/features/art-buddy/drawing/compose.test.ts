import { BACKGROUNDS, SCENE_HEIGHT, SCENE_WIDTH } from '@/features/art-buddy/drawing/backgrounds';
import { asRead, backgroundById, CATALOGUE_WORDS, lookUp, PIECES } from '@/features/art-buddy/drawing/catalogue';
import { composePicture, SUGGESTIONS, suggestions } from '@/features/art-buddy/drawing/compose';
import { layoutScene, overlap } from '@/features/art-buddy/drawing/layout';
import { parseRequest } from '@/features/art-buddy/drawing/parse';
import { planPicture, type PicturePlan } from '@/features/art-buddy/drawing/plan';
import { renderPicture } from '@/features/art-buddy/drawing/render';
import { i18n } from '@/lib/i18n';
import { speak } from '@/testing/language';

/** The picture of an answer, parsed back from its data URL. */
function pictureOf(text: string) {
  const answer = composePicture(text, () => 0);
  if (answer.kind !== 'picture') throw new Error(`No picture for ${text}: ${answer.reply}`);
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(answer.url.startsWith(prefix)).toBe(true);
  const svg = new DOMParser().parseFromString(decodeURIComponent(answer.url.slice(prefix.length)), 'image/svg+xml');
  expect(svg.querySelector('parsererror')).toBeNull();
  return { answer, svg };
}

/** The things drawn, by role, in drawing order (each piece once). */
const drawn = (svg: Document, role = 'subject') => [...svg.querySelectorAll(`g[data-role="${role}"]:not([data-layer])`)].map((group) => group.getAttribute('data-subject'));

const plan = (text: string) => planPicture(parseRequest(text)) as PicturePlan;

describe('the picture library', () => {
  it('has at least 60 things and places to draw, in every kind', () => {
    const kinds = new Set(PIECES.map((piece) => piece.category));
    expect([...kinds].sort()).toEqual(['animal', 'object', 'vehicle', 'weather']);
    expect(PIECES.length + BACKGROUNDS.length).toBeGreaterThanOrEqual(60);
    expect(PIECES.filter((piece) => piece.category === 'animal').length).toBeGreaterThanOrEqual(25);
    expect(BACKGROUNDS.length).toBeGreaterThanOrEqual(12);
  });

  it('gives every word to one thing only', () => {
    const seen = new Map<string, string>();
    for (const piece of PIECES) {
      for (const word of [piece.name.toLowerCase(), ...piece.words]) {
        expect(seen.get(word) ?? piece.id, `"${word}"`).toBe(piece.id);
        seen.set(word, piece.id);
      }
    }
    expect(CATALOGUE_WORDS.get('automobile')).toEqual({ kind: 'piece', id: 'car', plural: false });
  });

  it('names every thing and place in Kiswahili and French too, each word for one thing only', () => {
    const seen = new Map<string, string>();
    for (const piece of PIECES) {
      for (const noun of [piece.sw, piece.fr]) {
        for (const word of [noun.name, noun.plural, ...(noun.words ?? [])].map(asRead)) {
          expect(seen.get(word) ?? piece.id, `"${word}"`).toBe(piece.id);
          seen.set(word, piece.id);
          expect(lookUp(word), `"${word}"`).toMatchObject({ kind: 'piece', id: piece.id });
        }
      }
    }
    for (const background of BACKGROUNDS) {
      for (const word of [...background.sw.words, ...background.fr.words].map(asRead)) {
        expect(CATALOGUE_WORDS.get(word), `"${word}"`).toEqual({ kind: 'background', id: background.id });
      }
    }
  });

  it.each(PIECES.map((piece) => [piece.id]))('draws %s as well-formed SVG, alone and tinted', (id) => {
    const piece = PIECES.find((candidate) => candidate.id === id);
    for (const colour of ['', 'blue ']) {
      const { svg, answer } = pictureOf(`draw a ${colour}${piece?.words[0] ?? piece?.name}`);
      expect(drawn(svg)).toContain(id);
      expect(answer.alt.toLowerCase()).toContain(piece?.name.toLowerCase());
    }
  });

  it.each(BACKGROUNDS.map((background) => [background.id, background.words[0]]))('draws the place %s alone when it is all that is asked ("%s")', (id, word) => {
    const { svg, answer } = pictureOf(`draw the ${word}`);
    expect(svg.documentElement.getAttribute('data-background')).toBe(id === 'ocean' ? 'ocean' : id);
    expect(answer.alt).toBe(backgroundById(id).name);
  });
});

describe('composing a picture from the words', () => {
  it('draws a giraffe riding a bicycle in the savanna', () => {
    const { answer, svg } = pictureOf('draw a giraffe on a bicycle');
    expect(drawn(svg, 'rider')).toEqual(['giraffe']);
    expect(drawn(svg, 'ridden')).toEqual(['bicycle']);
    expect(svg.documentElement.getAttribute('data-background')).toBe('savanna');
    expect(answer.alt).toBe('A giraffe riding a bicycle in the savanna');
    expect(svg.querySelector('title')?.textContent).toBe(answer.alt);
    expect(answer.reply).toBe("Here's your picture: a giraffe riding a bicycle in the savanna! 🖼️");
  });

  it('draws three cats in space', () => {
    const { answer, svg } = pictureOf('make a picture of three cats in space');
    expect(drawn(svg)).toEqual(['cat', 'cat', 'cat']);
    expect(answer.alt).toBe('Three cats in space');
  });

  it('tints what the child coloured: a red car and a blue boat at the beach', () => {
    const { answer, svg } = pictureOf('draw a red car and a blue boat at the beach');
    expect(drawn(svg).sort()).toEqual(['boat', 'car']);
    expect(svg.querySelector('g[data-subject="car"]')?.innerHTML).toContain('#e8453c');
    expect(svg.querySelector('g[data-subject="boat"]')?.innerHTML).toContain('#3d8bfd');
    expect(answer.alt).toBe('A red car and a blue boat at the beach');
  });

  it('says what it cannot draw and draws the rest', () => {
    const { answer, svg } = pictureOf('draw a dragon playing a trombone');
    expect(drawn(svg)).toEqual(['dragon']);
    expect(answer.reply).toBe("I don't know how to draw a trombone yet, so here's the rest! It shows a dragon in the mountains. 🖼️");
    expect(answer.alt).toBe('A dragon in the mountains');
  });

  it('draws nothing when it knows none of the words, says so kindly and suggests things', () => {
    const answer = composePicture('draw a trombone', () => 0);
    const [first, second, third, fourth] = SUGGESTIONS.map((suggestion) => i18n._(suggestion));
    expect(answer).toEqual({
      kind: 'nothing',
      reply: `I don't know how to draw a trombone yet. I can draw things like ${first}, ${second}, ${third} or ${fourth}. What should I draw? 🎨`,
    });
    expect(composePicture('draw something', () => 0.5).reply).toMatch(/^I couldn't find anything in that I know how to draw\. I can draw things like .+\. What should I draw\? 🎨$/);
    expect(composePicture('draw a trombone, a violin, a tuba and a harp', () => 0).reply).toMatch(
      /^I don't know how to draw a trombone, a violin, a tuba and a few other things yet\./,
    );
  });

  it('suggests four different things', () => {
    const picks = suggestions(() => 0.99);
    expect(new Set(picks).size).toBe(4);
    const suggested = SUGGESTIONS.map((suggestion) => i18n._(suggestion));
    for (const pick of picks) expect(suggested).toContain(pick);
    // Every suggestion is something it can draw.
    for (const suggestion of suggested) expect(composePicture(`draw ${suggestion}`).kind).toBe('picture');
  });

  it('keeps three things, says which, and what it left out', () => {
    const { answer, svg } = pictureOf('draw a cat, a dog, a horse and a cow');
    expect(drawn(svg)).toEqual(['cat', 'dog', 'horse']);
    expect(answer.reply).toBe(
      "Only three things fit in one picture, so I kept the cat, the dog and the horse and left out the cow. Here's your picture: a cat, a dog and a horse on a farm! 🖼️",
    );
  });

  it('draws at most three of a thing, and says so', () => {
    const { answer, svg } = pictureOf('draw ten pigs');
    expect(drawn(svg)).toEqual(['pig', 'pig', 'pig']);
    expect(answer.reply).toBe("10 pigs won't fit, so I drew three. Here's your picture: three pigs on a farm! 🖼️");
    // Six figures at most: three kinds of three become two each.
    expect(drawn(pictureOf('draw three cats, three dogs and three ducks').svg)).toHaveLength(6);
  });

  it('puts a crown or a hat on a head, and wings on a flying pig', () => {
    const lion = pictureOf('draw a lion wearing a crown');
    expect(drawn(lion.svg)).toEqual(['lion']);
    expect(drawn(lion.svg, 'worn')).toEqual(['crown']);
    expect(lion.answer.alt).toBe('A lion wearing a crown in the savanna');
    const pig = pictureOf('draw a flying pig');
    expect(drawn(pig.svg, 'wings')).toEqual(['wings']);
    expect(pig.svg.querySelector('g[data-subject="pig"]')?.parentElement?.getAttribute('data-figure')).toBe('air');
    expect(pig.answer.alt).toBe('A flying pig on a farm');
  });

  it.each([
    ['draw a cat under a tree', 'A cat under a tree in a meadow'],
    ['draw a dog in a car', 'A dog in a car in the city'],
    ['draw a dog driving a car', 'A dog driving a car in the city'],
    ['draw a cat on a table', 'A cat on a table in a meadow'],
    ['draw a frog under a rainbow', 'A frog under a rainbow in a meadow'],
    ['draw a dog in the rain', 'A dog in a meadow in the rain'],
    ['draw an owl in the forest at night', 'An owl in the forest at night'],
    ['draw a fish in the sea', 'A fish under the sea'],
    ['draw a boat on the sea', 'A boat on the sea'],
    ['draw the sun and a cloud', 'The sun and a cloud in a meadow'],
    ['draw a unicorn', 'A unicorn in a meadow'],
    ['draw an orange cat', 'An orange cat in a meadow'],
    ['draw a UFO', 'A UFO in space'],
    ['draw rain', 'Rain in a meadow'],
    ['draw a big red bus and a tiny yellow car', 'A big red bus and a tiny yellow car in the city'],
    ['draw a plane flying over the city', 'A plane in the city'],
    ['draw a penguin and a polar bear', 'A penguin and a polar bear in the snow'],
  ])('%j is described as drawn: %j', (text, alt) => {
    expect(pictureOf(text).answer.alt).toBe(alt);
  });

  it('puts fish in water and boats on it when no place is named', () => {
    expect(plan('draw a fish').background).toBe('underwater');
    expect(plan('draw a boat').background).toBe('ocean');
    expect(plan('draw a fish and a boat').background).toBe('ocean');
    expect(plan('draw a rocket').background).toBe('space');
    expect(plan('draw a giraffe and a plane').background).toBe('savanna');
    expect(plan('draw a rainbow').background).toBe('meadow');
    // Something standing never floats in the sky or in space by default.
    expect(plan('draw a kite and a balloon over a house').background).toBe('meadow');
    expect(plan('draw a dog and a rocket').background).toBe('meadow');
    expect(plan('draw a rocket and a plane').background).toBe('space');
  });
});

describe('laying out the picture', () => {
  /** Each figure's box in the scene. */
  function boxes(text: string) {
    const picture = plan(text);
    const spots = layoutScene(picture.figures, backgroundById(picture.background));
    return picture.figures.map((figure, index) => {
      const spot = spots[index] ?? { x: 0, y: 0, scale: 1 };
      return { placement: figure.placement, x: spot.x, y: spot.y, width: figure.width * spot.scale, height: figure.height * spot.scale };
    });
  }

  it.each([
    'draw a giraffe on a bicycle',
    'make a picture of three cats in space',
    'draw a red car and a blue boat at the beach',
    'draw an elephant, a giraffe and a lion',
    'draw three cats, three dogs and three ducks',
    'draw a whale and three fish',
    'draw a plane, a helicopter and a rocket',
    'draw a castle with a dragon and a unicorn',
    'draw the sun, the moon and a cloud with a bird',
    'draw a tree, a house and a flying pig',
    'draw a bus, a train and a truck in the city',
    'draw a giraffe and the sun',
  ])('%j: everything inside the picture, nothing on top of anything else', (text) => {
    const list = boxes(text).filter((box) => box.placement !== 'backdrop' && box.placement !== 'overlay');
    for (const box of list) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(SCENE_WIDTH + 0.01);
      expect(box.y + box.height).toBeLessThanOrEqual(SCENE_HEIGHT + 0.01);
      // Not too small to see.
      expect(box.height).toBeGreaterThan(20);
    }
    list.forEach((a, index) =>
      list.slice(index + 1).forEach((b) => {
        expect(overlap(a, b), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBeLessThanOrEqual(0.05 * Math.min(a.width * a.height, b.width * b.height));
      }),
    );
  });

  it('stands things on the ground, side by side in the order named', () => {
    const [elephant, giraffe, lion] = boxes('draw an elephant, a giraffe and a lion');
    for (const box of [elephant, giraffe, lion]) expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(backgroundById('savanna').groundY ?? 0);
    expect(elephant?.x).toBeLessThan(giraffe?.x ?? 0);
    expect(giraffe?.x).toBeLessThan(lion?.x ?? 0);
    expect(giraffe?.height).toBeGreaterThan(lion?.height ?? 0);
  });

  it('sizes everything together: a crab on the seabed is smaller than the shark above it', () => {
    const [shark, crab] = boxes('draw a shark and a crab');
    expect(crab?.placement).toBe('ground');
    expect(crab?.height).toBeLessThan(shark?.height ?? 0);
  });

  it('renders the rider behind what it rides, so a car hides a driver’s legs', () => {
    const svg = renderPicture(plan('draw a dog driving a car'));
    expect(svg.indexOf('data-layer="back"')).toBeLessThan(svg.indexOf('data-role="rider"'));
    expect(svg.indexOf('data-role="rider"')).toBeLessThan(svg.indexOf('data-subject="car" data-role="ridden" transform'));
  });
});

describe('composing in Kiswahili and French', () => {
  it('draws "chora twiga kwenye baiskeli" and says so in Kiswahili', () => {
    speak('sw');
    const { answer, svg } = pictureOf('chora twiga kwenye baiskeli');
    expect(drawn(svg, 'rider')).toEqual(['giraffe']);
    expect(drawn(svg, 'ridden')).toEqual(['bicycle']);
    expect(svg.documentElement.getAttribute('data-background')).toBe('savanna');
    expect(answer.alt).toBe('Twiga juu ya baiskeli mbugani');
    expect(answer.reply).toBe('Hii hapa picha yako: twiga juu ya baiskeli mbugani! 🖼️');
  });

  it('draws "dessine une girafe sur un vélo" and says so in French', () => {
    speak('fr');
    const { answer, svg } = pictureOf('dessine une girafe sur un vélo');
    expect(drawn(svg, 'rider')).toEqual(['giraffe']);
    expect(drawn(svg, 'ridden')).toEqual(['bicycle']);
    expect(answer.alt).toBe('Une girafe sur un vélo dans la savane');
    expect(answer.reply).toBe('Voici ton image\u00a0: une girafe sur un vélo dans la savane\u202f! 🖼️');
  });

  it('reads counts and colours after the thing, places, night and wearing, in Kiswahili', () => {
    speak('sw');
    const cats = pictureOf('nichoree paka watatu wekundu msituni usiku');
    expect(drawn(cats.svg)).toEqual(['cat', 'cat', 'cat']);
    expect(cats.svg.documentElement.getAttribute('data-background')).toBe('forest');
    expect(cats.answer.alt).toBe('Paka watatu wa rangi nyekundu msituni usiku');
    const lion = pictureOf('chora simba aliyevaa taji');
    expect(drawn(lion.svg)).toEqual(['lion']);
    expect(drawn(lion.svg, 'worn')).toEqual(['crown']);
    expect(lion.answer.alt).toBe('Simba aliyevaa taji mbugani');
  });

  it('reads French elisions, plurals, adjectives after the thing and "qui porte"', () => {
    speak('fr');
    const cars = pictureOf("dessine deux grandes voitures rouges à la plage et l'éléphant");
    expect(drawn(cars.svg)).toEqual(['car', 'car', 'elephant']);
    expect(cars.answer.alt).toBe('Deux grandes voitures rouges et un éléphant à la plage');
    const lions = pictureOf('dessine des lions qui portent des couronnes dorées');
    expect(drawn(lions.svg, 'worn')).toEqual(['crown', 'crown']);
    expect(lions.answer.alt).toBe('Deux lions qui portent des couronnes dorées dans la savane');
    expect(pictureOf('dessine la pluie').answer.alt).toBe('La pluie dans une prairie');
  });

  it('names the word it left out, in the language of the reply', () => {
    speak('sw');
    const swahili = pictureOf('chora tarumbeta na joka milimani');
    expect(drawn(swahili.svg)).toEqual(['dragon']);
    expect(swahili.answer.reply).toBe('Bado sijui kuchora tarumbeta, kwa hiyo nimechora vilivyobaki! Inaonyesha joka milimani. 🖼️');
    speak('fr');
    const french = pictureOf('dessine une trompette et un dragon à la montagne');
    expect(drawn(french.svg)).toEqual(['dragon']);
    expect(french.answer.reply).toBe('Je ne sais pas encore dessiner une trompette, alors voici le reste\u202f! On y voit un dragon à la montagne. 🖼️');
    expect(composePicture("dessine l'accordéon", () => 0).reply).toMatch(/^Je ne sais pas encore dessiner l’accordéon\. Je peux dessiner des choses comme une girafe sur un vélo, /);
  });

  it('understands all three languages whatever the app speaks', () => {
    for (const text of ['draw a giraffe on a bicycle', 'chora twiga kwenye baiskeli', 'dessine une girafe sur un vélo']) {
      const { answer } = pictureOf(text);
      expect(answer.alt).toBe('A giraffe riding a bicycle in the savanna');
    }
    speak('fr');
    expect(pictureOf('chora twiga kwenye baiskeli').answer.alt).toBe('Une girafe sur un vélo dans la savane');
    expect(pictureOf('draw a trombone and a cat').answer.reply).toMatch(/^Je ne sais pas encore dessiner «\u00a0trombone\u00a0», alors voici le reste/);
  });

  it.each(['sw', 'fr'] as const)('suggests only things it can draw in %s', (language) => {
    speak(language);
    for (const suggestion of SUGGESTIONS.map((descriptor) => i18n._(descriptor))) {
      expect(composePicture(suggestion).kind, suggestion).toBe('picture');
    }
    expect(composePicture(i18n._(SUGGESTIONS[9] as (typeof SUGGESTIONS)[number]), () => 0)).toMatchObject({
      alt: language === 'sw' ? 'Simba aliyevaa taji mbugani' : 'Un lion qui porte une couronne dans la savane',
    });
  });
});
