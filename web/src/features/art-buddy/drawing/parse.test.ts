import { parseRequest, type SubjectRequest } from '@/features/art-buddy/drawing/parse';

/** The things asked for, as "id" or "id x count" with colour and flags, for short expectations. */
const things = (text: string) =>
  parseRequest(text).subjects.map((subject: SubjectRequest) =>
    [
      subject.id,
      subject.count > 1 ? `x${subject.count}` : '',
      subject.colour ? subject.colour.word : '',
      subject.size ? subject.size.word : '',
      subject.flying ? 'flying' : '',
      subject.wears ? `wears ${subject.wears.id}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );

describe('reading what the child asked for', () => {
  it.each([
    ['draw a giraffe on a bicycle', ['giraffe', 'bicycle']],
    ['make a picture of three cats in space', ['cat x3']],
    ['draw a red car and a blue boat at the beach', ['car red', 'boat blue']],
    ['Draw me a DRAGON', ['dragon']],
    ['draw a lion wearing a crown', ['lion wears crown']],
    ['a lion with a gold crown, please draw it', ['lion wears crown']],
    ['draw a crown on a lion', ['lion wears crown']],
    ['draw a cat in a hat', ['cat wears hat']],
    ['draw a flying pig', ['pig flying']],
    ['draw a pig flying over a house', ['pig flying', 'house']],
    ['draw a pig with wings', ['pig flying']],
    ['draw a tiny elephant and a HUGE mouse', ['elephant tiny', 'mouse huge']],
    ['can you create an image of 2 whales and some fish?', ['whale x2', 'fish x2']],
    ['draw a cat chasing a mouse', ['cat', 'mouse']],
    ['draw a dog playing the guitar', ['dog', 'guitar']],
    ['draw a hot air balloon over the mountains', ['hot-air-balloon']],
    ['draw a fire engine and an ice cream', ['fire-truck', 'ice-cream']],
    ['draw a dog house', ['house']],
    ['draw a cat that is happy', ['cat']],
    ['draw a purple and green dinosaur', ['dinosaur green']],
  ])('%j -> %j', (text, expected) => {
    expect(things(text)).toEqual(expected);
  });

  it.each([
    ['giraffes', 'giraffe x2'],
    ['three giraffes', 'giraffe x3'],
    ['an automobile', 'car'],
    ['two ships', 'boat x2'],
    ['a boat', 'boat'],
    ['mice', 'mouse x2'],
    ['puppies', 'dog x2'],
    ['butterflies', 'butterfly x2'],
    ['foxes', 'fox x2'],
    ['buses', 'bus x2'],
    ['a kitten', 'cat'],
    ['a bunny', 'rabbit'],
    ['a spaceship', 'rocket'],
    ['an aeroplane', 'plane'],
    ['a pony', 'horse'],
    ['lots of stars', 'star x3'],
    ['a couple of snowmen', 'snowman x2'],
    ['palm trees', 'palm-tree x2'],
    ['a T-shirt', ''],
  ])('"draw %s" draws %j (synonyms and plurals)', (words, expected) => {
    expect(things(`draw ${words}`)).toEqual(expected ? [expected] : []);
  });

  it('links a rider to what it rides, stands on or shelters under', () => {
    expect(parseRequest('draw a giraffe on a bicycle').relations).toEqual([{ kind: 'on', rider: 0, base: 1 }]);
    expect(parseRequest('a giraffe riding a bicycle').relations).toEqual([{ kind: 'on', rider: 0, base: 1 }]);
    expect(parseRequest('a dog in a car').relations).toEqual([{ kind: 'in', rider: 0, base: 1 }]);
    expect(parseRequest('a cat on a table').relations).toEqual([{ kind: 'on', rider: 0, base: 1 }]);
    expect(parseRequest('a cat under a tree').relations).toEqual([{ kind: 'under', rider: 0, base: 1 }]);
    expect(parseRequest('a frog under a rainbow').relations).toEqual([{ kind: 'under', rider: 0, base: 1 }]);
    // Next to, and things that carry nobody: no link.
    expect(parseRequest('a cat next to a tree').relations).toEqual([]);
    expect(parseRequest('a cat on a helicopter').relations).toEqual([]);
    expect(parseRequest('a cat under a car').relations).toEqual([]);
    // Many riders do not fit on one bicycle.
    expect(parseRequest('three cats on a bicycle').relations).toEqual([]);
  });

  it.each([
    ['draw a rocket in space', 'space'],
    ['draw a rocket in outer space', 'space'],
    ['a crab at the beach', 'beach'],
    ['a fish under the sea', 'underwater'],
    ['a cat on the moon', 'moon'],
    ['a bird in the sky over the city', 'city'],
    ['a bird in the sky', 'sky'],
    ['a lion on safari', 'savanna'],
    ['a penguin in the snow', 'snow'],
    ['a car', null],
  ])('%j is set %j', (text, background) => {
    expect(parseRequest(text).background).toBe(background);
  });

  it('keeps the place and adds night when both are named', () => {
    expect(parseRequest('an owl in the forest at night')).toMatchObject({ background: 'forest', night: true });
    expect(parseRequest('an owl at night')).toMatchObject({ background: 'night', night: false });
    expect(parseRequest('a rocket in space at night')).toMatchObject({ background: 'space', night: false });
  });

  it('names what it cannot draw, as a child would say it', () => {
    expect(parseRequest('draw a trombone').unknown).toEqual(['a trombone']);
    expect(parseRequest('draw an octagon').unknown).toEqual(['an octagon']);
    expect(parseRequest('draw a dragon playing a trombone').unknown).toEqual(['a trombone']);
    expect(parseRequest('draw two trombones and a violin').unknown).toEqual(['two trombones', 'a violin']);
    expect(parseRequest('draw a wolf and a wolf').unknown).toEqual(['a wolf']);
    expect(parseRequest('draw a pirate ship').unknown).toEqual([]);
    // Describing words, pronouns, the asking and body parts are not things left out.
    expect(parseRequest('please can you draw me something really cute').unknown).toEqual([]);
    expect(parseRequest('draw a cat with a long tail that is sleepy').unknown).toEqual([]);
    expect(parseRequest('draw a cat named Bob').unknown).toEqual([]);
  });
});
