import {
  ADVISOR_MAX_CHARS,
  advisorQuestion,
  matchLabel,
  readAdvisorAreas,
  readCareerIds,
  starCount,
} from '@/features/careers/components/career-logic';

describe('starCount', () => {
  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [59, 2],
    [79, 3],
    [80, 4],
    [99, 4],
    [100, 5],
    [140, 5],
    [-5, 0],
  ])('%s%% gives %s stars', (match, stars) => {
    expect(starCount(match)).toBe(stars);
  });
});

describe('matchLabel', () => {
  it.each([
    [100, 'Perfect Match!'],
    [95, 'Perfect Match!'],
    [94, 'Excellent Match'],
    [90, 'Excellent Match'],
    [89, 'Great Match'],
    [40, 'Great Match'],
  ])('%s%% is %s', (match, label) => {
    expect(matchLabel(match)).toBe(label);
  });
});

describe('advisorQuestion', () => {
  it('sends nothing for empty or whitespace-only text', () => {
    expect(advisorQuestion('')).toBeNull();
    expect(advisorQuestion('  \n\t ')).toBeNull();
  });
  it('trims, and keeps at most the limit', () => {
    expect(advisorQuestion('  What does a vet do? ')).toBe('What does a vet do?');
    expect(advisorQuestion('a'.repeat(ADVISOR_MAX_CHARS + 20))).toHaveLength(500);
  });
});

describe('navigation state', () => {
  it('needs both the quiz id and the user id', () => {
    expect(readCareerIds({ quizId: 'q1', user: { id: 'c1', firstName: 'Baraka' } })).toEqual({ quizId: 'q1', userId: 'c1' });
    expect(readCareerIds({ quizId: 'q1', user: { _id: 'c1' } })).toEqual({ quizId: 'q1', userId: 'c1' });
    expect(readCareerIds({ quizId: 'q1', user: { id: '' } })).toBeNull();
    expect(readCareerIds({ user: { id: 'c1' } })).toBeNull();
    expect(readCareerIds({ quizId: 'q1' })).toBeNull();
    expect(readCareerIds(null)).toBeNull();
  });
  it("reads the advisor's top areas when given", () => {
    expect(readAdvisorAreas({ analysis: { topCareerAreas: ['Technology', 7] } })).toEqual(['Technology']);
    expect(readAdvisorAreas(undefined)).toEqual([]);
  });
});
