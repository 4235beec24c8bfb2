/**
 * The four sample mentors of spec section 2 ("Mentors"): our own people and texts, ids 1 to 4.
 * Mentors have no server shape yet (spec section 3); booking and feedback become real requests when
 * a parent can arrange chats.
 */
export interface Mentor {
  id: string;
  name: string;
  headline: string;
  /** Out of 5, one decimal. */
  rating: number;
  learners: number;
  subjects: string[];
  bio: string;
  badges: MentorBadge[];
  experience: string;
  languages: string[];
  /** Our own drawing, under web/public/mentors/. */
  avatar: string;
  /** The chat times this mentor offers, each 15 or 30 minutes long. */
  slots: { time: string; minutes: SessionMinutes }[];
}

/** Mentor session lengths (spec section 9). */
export const SESSION_MINUTES = [15, 30] as const;
export type SessionMinutes = (typeof SESSION_MINUTES)[number];

/** The session types of the booking panel: a quick question or a deep dive. */
export const SESSION_TYPES: { label: string; minutes: SessionMinutes; emoji: string }[] = [
  { label: 'Quick Question', minutes: 15, emoji: '💡' },
  { label: 'Deep Dive', minutes: 30, emoji: '🤿' },
];

/** The quick-reaction chips of the feedback form. */
export const REACTIONS = ['Super Fun', 'Learned a Lot', 'Amazing Teacher', 'Want More'] as const;

export type MentorBadge = 'Top Rated' | 'New Mentor' | 'Animal Expert';

export const MENTORS: Mentor[] = [
  {
    id: '1',
    name: 'Dr. Wanjiru Kamau',
    headline: 'Ocean scientist who dives to study coral reefs',
    rating: 4.9,
    learners: 320,
    subjects: ['Science', 'Biology', 'Oceans'],
    bio: 'I grew up by the sea in Mombasa and now I count fish and corals for a living. Ask me how reefs grow, why the sea is salty, or what it is like to breathe underwater!',
    badges: ['Top Rated'],
    experience: '12 years studying the Indian Ocean',
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
    headline: 'Software engineer and weekend robot builder',
    rating: 4.8,
    learners: 210,
    subjects: ['Coding', 'Robotics', 'Math'],
    bio: 'I write the code that helps farmers in Ghana check the weather, and I build little robots from old parts. Bring your puzzles, your code or your wildest robot ideas.',
    badges: ['Top Rated'],
    experience: '9 years building apps and robots',
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
    headline: 'Illustrator who brings stories to life with animation',
    rating: 4.7,
    learners: 95,
    subjects: ['Art', 'Animation', 'Storytelling'],
    bio: 'I draw characters for cartoons and picture books in Lagos. Together we can sketch a hero, plan a comic strip, or learn how drawings start to move.',
    badges: ['New Mentor'],
    experience: '5 years drawing for books and cartoons',
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
    headline: 'Wildlife vet caring for rhinos and elephants',
    rating: 4.9,
    learners: 180,
    subjects: ['Animals', 'Science', 'Nature'],
    bio: 'I look after wild animals in a game reserve near Durban. Ask me how we help a baby rhino, what elephants eat, or how to become an animal doctor.',
    badges: ['Animal Expert', 'Top Rated'],
    experience: '15 years as a wildlife vet',
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
export function mentorSubjects(mentors: Mentor[] = MENTORS): string[] {
  return [...new Set(mentors.flatMap((mentor) => mentor.subjects))];
}

/**
 * The booking panel's three date chips: Today, Tomorrow, and the day after as a date such as
 * 'Wed 25 Nov'.
 */
export function bookingDays(today: Date): { key: string; label: string }[] {
  const after = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2);
  const dated = after.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
  return [
    { key: 'today', label: 'Today' },
    { key: 'tomorrow', label: 'Tomorrow' },
    { key: 'dated', label: dated },
  ];
}
