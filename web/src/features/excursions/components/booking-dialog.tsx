import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Calendar, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';

import { EXCURSION_SLOTS, slotTime, type Excursion } from '@/features/excursions/components/excursion-data';
import { SOURCE_LANGUAGE } from '@/lib/i18n';

/** What Confirm Booking says: choosing a time of one's own is not open yet. */
export const BOOKING_NOT_OPEN = msg`Trips can't be booked for a time of your own yet. Use 'Join Now' to ask your parent or guardian to join a trip.`;

/**
 * 'Book Your Excursion' (spec section 2): a single-date calendar from today on and the six time
 * slots. Confirm Booking needs both, and then says that trips cannot be booked here yet.
 */
export function BookingDialog({ excursion, onClose }: { excursion: Excursion | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const title = excursion ? t(excursion.title) : null;
  // The chosen day in the reader's words ('dimanche 29 novembre 2026'); English as the spec writes it.
  const chosenDay =
    date === null
      ? null
      : i18n.locale === SOURCE_LANGUAGE
        ? date.format('dddd D MMMM YYYY')
        : i18n.date(date.toDate(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const reset = () => {
    setDate(null);
    setSlot(null);
    setTried(false);
  };
  return (
    <Modal
      open={excursion !== null}
      title={t`Book Your Excursion`}
      onCancel={onClose}
      afterClose={reset}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>,
        <Button key="confirm" size="large" type="primary" disabled={date === null || slot === null} onClick={() => setTried(true)}>
          <Trans>Confirm Booking</Trans>
        </Button>,
      ]}
    >
      {title !== null && (
        <p className="excursion-consent-intro">
          <Trans>Choose a day and a time for {title}.</Trans>
        </p>
      )}
      <div className="excursion-calendar">
        <Calendar
          fullscreen={false}
          value={date ?? undefined}
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          onSelect={(day, { source }) => {
            if (source === 'date' || source === 'customize') setDate(day);
          }}
        />
      </div>
      <p className="excursion-chosen" aria-live="polite">
        {chosenDay !== null ? t`Day: ${chosenDay}` : t`No day chosen yet.`}
      </p>
      <div className="excursion-slots" role="group" aria-label={t`Time`}>
        {EXCURSION_SLOTS.map((time) => (
          <button key={time} type="button" className="excursion-slot" aria-pressed={slot === time} onClick={() => setSlot(time)}>
            {slotTime(time)}
          </button>
        ))}
      </div>
      {tried && (
        <p className="excursion-note" role="status">
          {t(BOOKING_NOT_OPEN)}
        </p>
      )}
    </Modal>
  );
}
