import {
  activitiesForAge,
  badgeEarnedText,
  canStart,
  capitalise,
  themeLabel,
  dialogReducer,
  initialDialog,
  isShownForAge,
  projectSteps,
  tutorialTips,
  type DialogAction,
  type DialogState,
} from '@/features/activities/components/activity-logic';
import { speak } from '@/testing/language';

describe('isShownForAge (spec section 5: the activity age filter)', () => {
  it.each([
    // [ageRange, childAge, shown]
    ['6-8', 5, false],
    ['6-8', 6, true], // low end is included
    ['6-8', 7, true],
    ['6-8', 8, true], // high end is included
    ['6-8', 9, false],
    ['9-12', 8, false],
    ['9-12', 9, true],
    ['9-12', 12, true],
    ['9-12', 13, false],
    ['16-18', 18, true],
    ['16-18', 19, false],
    ['10-10', 10, true],
    [' 13 - 15 ', 13, true], // spaces around the numbers are tolerated
    [' 13 - 15 ', 16, false],
    // No range: always shown.
    ['', 7, true],
    ['', 17, true],
    // Not a 'low-high' range: treated as no range, so shown.
    ['all ages', 7, true],
    ['10+', 7, true],
    ['8-6', 7, true],
    // Child age 0 or unset: everything is shown.
    ['6-8', 0, true],
    ['16-18', 0, true],
    ['6-8', null, true],
    ['', null, true],
  ] as const)('range %j, child age %s -> shown %s', (ageRange, childAge, shown) => {
    expect(isShownForAge({ ageRange }, childAge)).toBe(shown);
  });
});

describe('activitiesForAge', () => {
  const list = [
    { id: 'a', ageRange: '6-8' },
    { id: 'b', ageRange: '9-12' },
    { id: 'c', ageRange: '' },
    { id: 'd', ageRange: '8-10' },
  ];
  it('keeps the server order and the activities the child fits, plus those without a range', () => {
    expect(activitiesForAge(list, 8).map((activity) => activity.id)).toEqual(['a', 'c', 'd']);
    expect(activitiesForAge(list, 11).map((activity) => activity.id)).toEqual(['b', 'c']);
  });
  it('keeps all for an unknown age', () => {
    expect(activitiesForAge(list, null)).toHaveLength(4);
    expect(activitiesForAge(list, 0)).toHaveLength(4);
  });
});

describe('canStart', () => {
  it('refuses a completed activity', () => {
    expect(canStart({ isCompleted: false })).toBe(true);
    expect(canStart({ isCompleted: true })).toBe(false);
  });
});

describe('badge text', () => {
  it.each([
    ['science', 'Science Explorer Badge earned!'],
    ['art', 'Art Explorer Badge earned!'],
    ['Technology', 'Technology Explorer Badge earned!'],
  ])('%s -> %s', (theme, text) => {
    expect(badgeEarnedText(theme)).toBe(text);
  });
  it("names the badge as the catalogue does in the child's language", () => {
    speak('sw');
    expect(badgeEarnedText('science')).toBe('Umepata beji ya Mvumbuzi wa Sayansi!');
    speak('fr');
    expect(badgeEarnedText('art')).toBe('Badge Explorateur de l’art gagné\u202f!');
  });
  it("names an activity's theme in the child's language", () => {
    expect(themeLabel('science')).toBe('Science');
    speak('sw');
    expect(themeLabel('science')).toBe('Sayansi');
    speak('fr');
    expect(themeLabel('sports')).toBe('Sport');
    expect(themeLabel('cooking')).toBe('Cooking');
  });
  it('capitalises only the first letter', () => {
    expect(capitalise('community')).toBe('Community');
    expect(capitalise('')).toBe('');
  });
});

describe('projectSteps', () => {
  it('gives one step per non-empty line, without numbering or bullets of its own', () => {
    expect(projectSteps('Fill a cup with water.\n\n2. Add salt.\r\n- Stir it.\n  • Watch the egg float!  \n')).toEqual([
      'Fill a cup with water.',
      'Add salt.',
      'Stir it.',
      'Watch the egg float!',
    ]);
    expect(projectSteps('')).toEqual([]);
    expect(projectSteps('Count 3 apples.')).toEqual(['Count 3 apples.']);
  });
});

describe('dialogReducer (spec section 4: the activity dialog)', () => {
  type A = { id: string };
  const first = { id: 'first' };
  const second = { id: 'second' };
  const run = (actions: DialogAction<A>[], from: DialogState<A> = initialDialog<A>()) => actions.reduce(dialogReducer<A>, from);

  it('goes tutorial -> project -> completed, and back to the tutorial from the project', () => {
    expect(run([{ type: 'open', activity: first }])).toEqual({ open: true, step: 'tutorial', activity: first });
    expect(run([{ type: 'open', activity: first }, { type: 'startProject' }]).step).toBe('project');
    expect(run([{ type: 'open', activity: first }, { type: 'startProject' }, { type: 'backToTutorial' }]).step).toBe('tutorial');
    expect(run([{ type: 'open', activity: first }, { type: 'startProject' }, { type: 'completed' }]).step).toBe('completed');
  });

  it('completes only from the project step', () => {
    expect(run([{ type: 'open', activity: first }, { type: 'completed' }]).step).toBe('tutorial');
  });

  it('Cancel or Close resets to the tutorial and clears the selection', () => {
    expect(run([{ type: 'open', activity: first }, { type: 'close' }])).toEqual(initialDialog());
    expect(run([{ type: 'open', activity: first }, { type: 'startProject' }, { type: 'completed' }, { type: 'close' }])).toEqual(
      initialDialog(),
    );
  });

  it("'Try Another Activity' only closes: the step and selection stay until the next open", () => {
    const closed = run([{ type: 'open', activity: first }, { type: 'startProject' }, { type: 'completed' }, { type: 'tryAnother' }]);
    expect(closed).toEqual({ open: false, step: 'completed', activity: first });
    expect(run([{ type: 'open', activity: second }], closed)).toEqual({ open: true, step: 'tutorial', activity: second });
  });

  it('always opens at the tutorial', () => {
    const atProject = run([{ type: 'open', activity: first }, { type: 'startProject' }]);
    expect(run([{ type: 'open', activity: second }], atProject)).toEqual({ open: true, step: 'tutorial', activity: second });
  });
});

describe('tutorialTips', () => {
  it('keeps the non-empty tips, trimmed, in order', () => {
    expect(tutorialTips([' Wear old clothes. ', '', '  ', 'Ask a grown-up to cut.'])).toEqual([
      'Wear old clothes.',
      'Ask a grown-up to cut.',
    ]);
    expect(tutorialTips([])).toEqual([]);
  });
});
