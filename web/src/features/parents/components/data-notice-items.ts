import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What 'What Ndoto keeps about your child' lists, in plain words. Taken from the table "Data held
 * about children, and how long" in the repository's README.md (which follows the server's
 * retention periods in backend/src/parent/retention.rs): change the two together, and change
 * CONSENT_NOTICE_VERSION (config/constants.ts, and the server's) with any change of substance,
 * so that parents are asked to agree again.
 */
export interface NoticeItem {
  /** What is kept. */
  what: MessageDescriptor;
  /** Why Ndoto keeps it. */
  why: MessageDescriptor;
  /** For how long. */
  howLong: MessageDescriptor;
}

/** Until the parent removes the child (or deletes the child's data): the period of most of it. */
const UNTIL_REMOVED = msg`Until you remove your child from Ndoto.`;

/** What is kept about a child, why, and for how long. */
export const KEPT_ABOUT_A_CHILD: readonly NoticeItem[] = [
  {
    what: msg`Your child's account: their first and last name, birth date, sign-in name, avatar, favourite subject and learning goal, and their password in a scrambled form that cannot be turned back into the password.`,
    why: msg`So that your child can sign in, and so that what they see suits their age.`,
    howLong: UNTIL_REMOVED,
  },
  {
    what: msg`The activities your child completed, and their badges and stars.`,
    why: msg`To give your child their rewards, and to show you their progress.`,
    howLong: UNTIL_REMOVED,
  },
  {
    what: msg`Career quizzes: your child’s answers, and the career areas they point to.`,
    why: msg`To suggest careers to your child, and to show you the results.`,
    howLong: UNTIL_REMOVED,
  },
  {
    what: msg`Communities: the groups your child joined, their posts and likes, and reports of posts.`,
    why: msg`To run the communities, and so that moderators can look at what was reported.`,
    howLong: UNTIL_REMOVED,
  },
  {
    what: msg`Posts for moderators: reported posts, and the text of a post Ndoto stopped because it may be about self-harm, grooming or personal information (only Ndoto’s moderators see these), with every moderator’s decision. A post stopped for anything else, such as rude or unkind words or a link, is never kept.`,
    why: msg`So that a person looks at every serious warning, and decisions can be checked later.`,
    howLong:
      msg`The text of a stopped post: 30 days after a moderator decides on it (until then, while it waits). The cases and decisions: until you remove your child.`,
  },
  {
    what: msg`Notifications for your child.`,
    why: msg`For the bell menu on your child’s screens.`,
    howLong: UNTIL_REMOVED,
  },
  {
    what: msg`When your child signed in: the time only, with no internet address and no device.`,
    why: msg`So that you can see when your child uses Ndoto.`,
    howLong: msg`90 days.`,
  },
  {
    what: msg`Requests your child sends you (to join an excursion or talk with a mentor), and your answers.`,
    why: msg`So that you can approve or decline them, and your child can see your answer.`,
    howLong: msg`30 days after the date of the event.`,
  },
  {
    what: msg`The settings you chose for your child, and when you last looked at their safety events.`,
    why: msg`To apply your settings, and to show newer safety events as new.`,
    howLong: UNTIL_REMOVED,
  },
  {
    what: msg`The minutes your child used Ndoto each day.`,
    why: msg`For the daily time limit you can set.`,
    howLong: msg`Today’s and yesterday’s only.`,
  },
  {
    what: msg`Counts of failed sign-ins, quizzes made, questions to the career advisor and video searches.`,
    why: msg`To stop people guessing passwords, and to stop overuse.`,
    howLong: msg`2 hours; failed sign-ins counted by internet address, 24 hours.`,
  },
  {
    what: msg`The videos your child started (each video’s id, title, channel and picture, as Ndoto’s own search or library gave them), only if you turn on sharing the videos your child watches with you. It is off until you turn it on.`,
    why: msg`So that you can see them, and block a video or a channel.`,
    howLong: msg`30 days. Turning sharing off deletes them all.`,
  },
  {
    what: msg`The videos and channels you blocked for your child.`,
    why: msg`To keep them out of your child’s searches.`,
    howLong: msg`Until you unblock them, or remove your child.`,
  },
];

/** Kept for everyone, linked to no child. */
export const KEPT_FOR_EVERYONE: readonly NoticeItem[] = [
  {
    what: msg`YouTube’s answers to video searches, filed under a scrambled form of the search, never the words typed.`,
    why: msg`So that Ndoto’s daily allowance of YouTube searches lasts.`,
    howLong: msg`24 hours.`,
  },
  {
    what: msg`YouTube channels that Ndoto’s video filter refused: the channel’s public id and the kind of problem found.`,
    why: msg`One bad video keeps the channel’s other videos away from every child.`,
    howLong: msg`30 days.`,
  },
];
