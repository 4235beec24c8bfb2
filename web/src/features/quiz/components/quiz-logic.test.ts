import {
  analysisFields,
  answerLetter,
  bandForAge,
  careerHeadline,
  fieldTitle,
  isAgeRange,
  recordAnswer,
} from '@/features/quiz/components/quiz-logic';

describe('careerHeadline', () => {
  it('praises the learner when there are no areas', () => {
    expect(careerHeadline([])).toBe('Amazing Learner with Unique Strengths');
  });
  it('names one area as an enthusiast', () => {
    expect(careerHeadline(['Science & Discovery'])).toBe('Science & Discovery Enthusiast');
  });
  it('joins the first two of two or more areas as an explorer', () => {
    expect(careerHeadline(['Arts & Design', 'Helping People'])).toBe('Arts & Design & Helping People Explorer');
    expect(careerHeadline(['Technology', 'Business', 'Nature'])).toBe('Technology & Business Explorer');
  });
});

describe('fieldTitle', () => {
  it.each([
    ['learningStyle', 'Learning Style'],
    ['nextSteps', 'Next Steps'],
    ['summary', 'Summary'],
    ['next_steps', 'Next Steps'],
    ['topSTEMSubjects', 'Top STEM Subjects'],
  ])('%s -> %s', (name, title) => {
    expect(fieldTitle(name)).toBe(title);
  });
});

describe('analysisFields', () => {
  it('keeps non-empty text fields, the usual five in reading order and others after', () => {
    const fields = analysisFields({
      nextSteps: 'Join a club.',
      extraNote: 'More.',
      summary: 'You love building.',
      empty: '  ',
      learningStyle: 'Hands on.',
      strengths: 'Careful.',
      interests: 'Robots.',
      count: 3,
    });
    expect(fields.map((field) => field.title)).toEqual([
      'Summary',
      'Strengths',
      'Interests',
      'Learning Style',
      'Next Steps',
      'Extra Note',
    ]);
    expect(fields[0]?.text).toBe('You love building.');
  });
});

describe('recordAnswer', () => {
  it('adds answers in question order and replaces an earlier answer for the same index', () => {
    let answers = recordAnswer([], 0, 'Robots');
    answers = recordAnswer(answers, 1, 'Painting');
    answers = recordAnswer(answers, 0, 'Animals');
    expect(answers).toEqual([
      { questionIndex: 0, answer: 'Animals' },
      { questionIndex: 1, answer: 'Painting' },
    ]);
  });
});

describe('age bands', () => {
  it('letters answers A, B, C', () => {
    expect([0, 1, 2, 3].map(answerLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
  it('knows the four bands only', () => {
    expect(['6-8', '9-12', '13-15', '16-18'].every(isAgeRange)).toBe(true);
    expect(isAgeRange('5-7')).toBe(false);
    expect(isAgeRange(undefined)).toBe(false);
  });
  it.each([
    [6, '6-8'],
    [8, '6-8'],
    [9, '9-12'],
    [12, '9-12'],
    [13, '13-15'],
    [16, '16-18'],
    [18, '16-18'],
    [5, undefined],
    [19, undefined],
    [Number.NaN, undefined],
  ])('age %s is in band %s', (age, band) => {
    expect(bandForAge(age)).toBe(band);
  });
});
