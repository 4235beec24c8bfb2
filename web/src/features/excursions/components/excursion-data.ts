import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { i18n, SOURCE_LANGUAGE } from '@/lib/i18n';

/**
 * Career excursions (spec section 2): the three sample trips and the booking dialog's time slots
 * (spec section 9). The server knows each trip's id, title and kind (its catalogue's
 * excursions.toml, with the same ids), so that a consent request can name it.
 */
export interface Excursion {
  id: string;
  title: MessageDescriptor;
  kind: ExcursionKind;
  emoji: string;
  description: MessageDescriptor;
  /** Days from today: the sample trips always lie ahead. */
  inDays: number;
  time: string;
  /** First names of some children going, for the avatars; `going` counts everyone. */
  attendees: string[];
  going: number;
  /** What to get ready, shown once the child's parent said yes. */
  bring: MessageDescriptor[];
}

/** A trip's kind by its English name (its key) and its words. */
export const EXCURSION_KINDS = {
  'Virtual Tour': msg`Virtual Tour`,
  'In Person': msg`In Person`,
} as const;
export type ExcursionKind = keyof typeof EXCURSION_KINDS;

export const EXCURSIONS: Excursion[] = [
  {
    id: 'robotics',
    title: msg`Robotics Lab Adventure`,
    kind: 'Virtual Tour',
    emoji: '🤖',
    description: msg`Watch engineers teach robot arms to sort fruit, and ask them how they code a robot.`,
    inDays: 6,
    time: '10:00 AM',
    attendees: ['Zawadi', 'Kofi', 'Neema', 'Tariq'],
    going: 18,
    bring: [msg`A phone, tablet or computer with sound`, msg`A notebook and a pencil for your questions`],
  },
  {
    id: 'science-lab',
    title: msg`Science Lab Explorer`,
    kind: 'In Person',
    emoji: '🔬',
    description: msg`Put on a lab coat, look at pond water under a microscope and mix colours that glow.`,
    inDays: 13,
    time: '2:00 PM',
    attendees: ['Imani', 'Sipho', 'Ayo'],
    going: 9,
    bring: [msg`A grown-up to take you there and back`, msg`Closed shoes: no sandals in a lab`, msg`A bottle of water`],
  },
  {
    id: 'art-studio',
    title: msg`Art Studio Visit`,
    kind: 'Virtual Tour',
    emoji: '🎨',
    description: msg`Visit a painter’s studio, see how big murals are planned, and try a quick sketch together.`,
    inDays: 20,
    time: '11:00 AM',
    attendees: ['Lulu', 'Baraka', 'Esi', 'Jabari', 'Nia'],
    going: 24,
    bring: [msg`A phone, tablet or computer with sound`, msg`Paper and crayons or pencils for the sketch`],
  },
];

/** The booking dialog's time slots (spec sections 2 and 9). */
export const EXCURSION_SLOTS = ['9:00 AM', '10:00 AM', '11:00 AM', '2:00 PM', '3:00 PM', '4:00 PM'] as const;

/** An excursion's date, such as 'Saturday 28 November' ('samedi 28 novembre'), counted from `today`. */
export function excursionDate(excursion: Excursion, today: Date): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + excursion.inDays);
  // English as the spec writes it (day before month); other languages in their own order.
  const locale = i18n.locale === SOURCE_LANGUAGE ? 'en-GB' : i18n.locale;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(day);
}

/**
 * A trip's time such as '2:00 PM' as the reader tells the time: as written in English (the spec's
 * slots, also what a request sends), on the 24-hour clock in French ('14:00') and Kiswahili.
 */
export function slotTime(slot: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(slot.trim());
  if (!match || i18n.locale === SOURCE_LANGUAGE) return slot;
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return i18n.date(new Date(2000, 0, 1, hours, Number(match[2])), { hour: '2-digit', minute: '2-digit', hour12: false });
}
