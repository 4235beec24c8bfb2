/** The Art Buddy's picture limits, in one place. */

/** Things in one picture (a rider and what it rides are two; a crown worn is not one). */
export const MAX_SUBJECTS = 3;
/** Copies of one thing ("three cats"). */
export const MAX_COPIES = 3;
/** Figures in one picture, copies counted. */
export const MAX_FIGURES = 6;
/** Copies drawn for a plural with no number ("cats"). */
export const PLURAL_COPIES = 2;
/** Unknown words named in one reply; more become "and a few other things". */
export const MAX_NAMED_UNKNOWNS = 3;
