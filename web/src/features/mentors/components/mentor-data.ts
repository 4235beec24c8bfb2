import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

import { i18n, SOURCE_LANGUAGE } from '@/lib/i18n';

/**
 * The four sample mentors of spec section 2 ("Mentors"): our own people and texts, ids 1 to 4.
 * Mentors have no server shape yet (spec section 3); booking and feedback become real requests when
 * a parent can arrange chats.
 */
export interface Mentor {
  id: string;
  name: string;
  headline: MessageDescriptor;
  /** Out of 5, one decimal. */
  rating: number;
  learners: number;
  subjects: MentorSubject[];
  bio: MessageDescriptor;
  badges: MentorBadge[];
  experience: MessageDescriptor;
  languages: MentorLanguage[];
  /** Our own drawing, under web/public/mentors/. */
  avatar: string;
  /** The chat times this mentor offers, each 15 or 30 minutes long. */
  slots: { time: string; minutes: SessionMinutes }[];
}

/** Mentor session lengths (spec section 9). */
export const SESSION_MINUTES = [15, 30] as const;
export type SessionMinutes = (typeof SESSION_MINUTES)[number];

/** The session types of the booking panel: a quick question or a deep dive. */
export const SESSION_TYPES: { label: MessageDescriptor; minutes: SessionMinutes; emoji: string }[] = [
  { label: msg`Quick Question`, minutes: 15, emoji: '💡' },
  { label: msg`Deep Dive`, minutes: 30, emoji: '🤿' },
];

/** The quick-reaction chips of the feedback form, each by its English name (its key) and its words. */
export const REACTIONS = {
  'Super Fun': msg`Super Fun`,
  'Learned a Lot': msg`Learned a Lot`,
  'Amazing Teacher': msg`Amazing Teacher`,
  'Want More': msg`Want More`,
} as const;
export type Reaction = keyof typeof REACTIONS;

/** A badge by its English name (its key, also its class name) and its words. */
export const BADGES = {
  'Top Rated': msg`Top Rated`,
  'New Mentor': msg`New Mentor`,
  'Animal Expert': msg`Animal Expert`,
} as const;
export type MentorBadge = keyof typeof BADGES;

/** The subjects mentors teach, by their English name (the filter's key) and their words. */
export const SUBJECTS = {
  Science: msg`Science`,
  Biology: msg`Biology`,
  Oceans: msg`Oceans`,
  Coding: msg`Coding`,
  Robotics: msg`Robotics`,
  Math: msg`Math`,
  Art: msg`Art`,
  Animation: msg`Animation`,
  Storytelling: msg`Storytelling`,
  Animals: msg`Animals`,
  Nature: msg`Nature`,
} as const;
export type MentorSubject = keyof typeof SUBJECTS;

/** The languages mentors speak, named in the reader's language. */
export const MENTOR_LANGUAGES = {
  English: msg`English`,
  Kiswahili: msg`Kiswahili`,
  Twi: msg`Twi`,
  Igbo: msg`Igbo`,
  isiZulu: msg`isiZulu`,
} as const;
export type MentorLanguage = keyof typeof MENTOR_LANGUAGES;

export const MENTORS: Mentor[] = [
  {
    id: '1',
    name: 'Dr. Wanjiru Kamau',
    headline: msg`Ocean scientist who dives to study coral reefs`,
    rating: 4.9,
    learners: 320,
    subjects: ['Science', 'Biology', 'Oceans'],
    bio: msg`I grew up by the sea in Mombasa and now I count fish and corals for a living. Ask me how reefs grow, why the sea is salty, or what it is like to breathe underwater!`,
    badges: ['Top Rated'],
    experience: msg`12 years studying the Indian Ocean`,
    languages: ['English', 'Kiswahili'],
    avatar: '/mentors/mentor-1.svg',
    slots: [
      { time: '9:00 AM', minutes: 15 },
      { time: '11:00 AM', minutes: 30 },
      { time: '3:00 PM', minutes: 15 },
      { time: '4:30 PM', minutes: 30 },
    ],
  },
  {
    id: '2',
    name: 'Kwame Mensah',
    headline: msg`Software engineer and weekend robot builder`,
    rating: 4.8,
    learners: 210,
    subjects: ['Coding', 'Robotics', 'Math'],
    bio: msg`I write the code that helps farmers in Ghana check the weather, and I build little robots from old parts. Bring your puzzles, your code or your wildest robot ideas.`,
    badges: ['Top Rated'],
    experience: msg`9 years building apps and robots`,
    languages: ['English', 'Twi'],
    avatar: '/mentors/mentor-2.svg',
    slots: [
      { time: '10:00 AM', minutes: 30 },
      { time: '1:00 PM', minutes: 15 },
      { time: '2:30 PM', minutes: 30 },
      { time: '5:00 PM', minutes: 15 },
    ],
  },
  {
    id: '3',
    name: 'Amara Okafor',
    headline: msg`Illustrator who brings stories to life with animation`,
    rating: 4.7,
    learners: 95,
    subjects: ['Art', 'Animation', 'Storytelling'],
    bio: msg`I draw characters for cartoons and picture books in Lagos. Together we can sketch a hero, plan a comic strip, or learn how drawings start to move.`,
    badges: ['New Mentor'],
    experience: msg`5 years drawing for books and cartoons`,
    languages: ['English', 'Igbo'],
    avatar: '/mentors/mentor-3.svg',
    slots: [
      { time: '9:30 AM', minutes: 15 },
      { time: '12:00 PM', minutes: 30 },
      { time: '3:30 PM', minutes: 30 },
    ],
  },
  {
    id: '4',
    name: 'Dr. Thandiwe Ndlovu',
    headline: msg`Wildlife vet caring for rhinos and elephants`,
    rating: 4.9,
    learners: 180,
    subjects: ['Animals', 'Science', 'Nature'],
    bio: msg`I look after wild animals in a game reserve near Durban. Ask me how we help a baby rhino, what elephants eat, or how to become an animal doctor.`,
    badges: ['Animal Expert', 'Top Rated'],
    experience: msg`15 years as a wildlife vet`,
    languages: ['English', 'isiZulu'],
    avatar: '/mentors/mentor-4.svg',
    slots: [
      { time: '8:30 AM', minutes: 30 },
      { time: '11:30 AM', minutes: 15 },
      { time: '2:00 PM', minutes: 15 },
      { time: '4:00 PM', minutes: 30 },
    ],
  },
];

/** The mentor with that id, or undefined for an id we do not know. */
export function mentorById(id: string | undefined): Mentor | undefined {
  return MENTORS.find((mentor) => mentor.id === id);
}

/** Every subject some mentor teaches, in first-seen order: the choices of 'Filter Mentors'. */
export function mentorSubjects(mentors: Mentor[] = MENTORS): MentorSubject[] {
  return [...new Set(mentors.flatMap((mentor) => mentor.subjects))];
}

/**
 * The booking panel's three date chips: Today, Tomorrow, and the day after as a date such as
 * 'Wed 25 Nov' (in the active language: 'mer. 25 nov.' in French).
 */
export function bookingDays(today: Date): { key: string; label: string }[] {
  const after = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2);
  // English as the spec writes it (day before month); other languages in their own order.
  const locale = i18n.locale === SOURCE_LANGUAGE ? 'en-GB' : i18n.locale;
  const dated = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(after);
  return [
    { key: 'today', label: t`Today` },
    { key: 'tomorrow', label: t`Tomorrow` },
    { key: 'dated', label: dated },
  ];
}

/**
 * A chat time such as '4:30 PM' as the reader tells the time: as written in English (the spec's
 * slots, also what a request sends), on the 24-hour clock in French ('16:30') and Kiswahili.
 */
export function slotTime(slot: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(slot.trim());
  if (!match || i18n.locale === SOURCE_LANGUAGE) return slot;
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return i18n.date(new Date(2000, 0, 1, hours, Number(match[2])), { hour: '2-digit', minute: '2-digit', hour12: false });
}
