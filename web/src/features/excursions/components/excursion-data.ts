/**
 * Career excursions (spec section 2): the three sample trips and the booking dialog's time slots
 * (spec section 9). The server knows each trip's id, title and kind (its catalogue's
 * excursions.toml, with the same ids), so that a consent request can name it.
 */
export interface Excursion {
  id: string;
  title: string;
  kind: 'Virtual Tour' | 'In Person';
  emoji: string;
  description: string;
  /** Days from today: the sample trips always lie ahead. */
  inDays: number;
  time: string;
  /** First names of some children going, for the avatars; `going` counts everyone. */
  attendees: string[];
  going: number;
  /** What to get ready, shown once the child's parent said yes. */
  bring: string[];
}

export const EXCURSIONS: Excursion[] = [
  {
    id: 'robotics',
    title: 'Robotics Lab Adventure',
    kind: 'Virtual Tour',
    emoji: '🤖',
    description: 'Watch engineers teach robot arms to sort fruit, and ask them how they code a robot.',
    inDays: 6,
    time: '10:00 AM',
    attendees: ['Zawadi', 'Kofi', 'Neema', 'Tariq'],
    going: 18,
    bring: ['A phone, tablet or computer with sound', 'A notebook and a pencil for your questions'],
  },
  {
    id: 'science-lab',
    title: 'Science Lab Explorer',
    kind: 'In Person',
    emoji: '🔬',
    description: 'Put on a lab coat, look at pond water under a microscope and mix colours that glow.',
    inDays: 13,
    time: '2:00 PM',
    attendees: ['Imani', 'Sipho', 'Ayo'],
    going: 9,
    bring: ['A grown-up to take you there and back', 'Closed shoes: no sandals in a lab', 'A bottle of water'],
  },
  {
    id: 'art-studio',
    title: 'Art Studio Visit',
    kind: 'Virtual Tour',
    emoji: '🎨',
    description: 'Visit a painter’s studio, see how big murals are planned, and try a quick sketch together.',
    inDays: 20,
    time: '11:00 AM',
    attendees: ['Lulu', 'Baraka', 'Esi', 'Jabari', 'Nia'],
    going: 24,
    bring: ['A phone, tablet or computer with sound', 'Paper and crayons or pencils for the sketch'],
  },
];

/** The booking dialog's time slots (spec sections 2 and 9). */
export const EXCURSION_SLOTS = ['9:00 AM', '10:00 AM', '11:00 AM', '2:00 PM', '3:00 PM', '4:00 PM'] as const;

/** An excursion's date, such as 'Saturday, 28 November', counted from `today`. */
export function excursionDate(excursion: Excursion, today: Date): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + excursion.inDays);
  return day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
}
