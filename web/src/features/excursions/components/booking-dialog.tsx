import { Button, Calendar, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';

import { EXCURSION_SLOTS, type Excursion } from '@/features/excursions/components/excursion-data';

/** What Confirm Booking says: choosing a time of one's own is not open yet. */
export const BOOKING_NOT_OPEN = "Trips can't be booked for a time of your own yet. Use 'Join Now' to ask your parent or guardian to join a trip.";

/**
 * 'Book Your Excursion' (spec section 2): a single-date calendar from today on and the six time
 * slots. Confirm Booking needs both, and then says that trips cannot be booked here yet.
 */
export function BookingDialog({ excursion, onClose }: { excursion: Excursion | null; onClose: () => void }) {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const reset = () => {
    setDate(null);
    setSlot(null);
    setTried(false);
  };
  return (
    <Modal
      open={excursion !== null}
      title="Book Your Excursion"
      onCancel={onClose}
      afterClose={reset}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="confirm" size="large" type="primary" disabled={date === null || slot === null} onClick={() => setTried(true)}>
          Confirm Booking
        </Button>,
      ]}
    >
      {excursion && <p className="excursion-consent-intro">Choose a day and a time for {excursion.title}.</p>}
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
        {date ? `Day: ${date.format('dddd D MMMM YYYY')}` : 'No day chosen yet.'}
      </p>
      <div className="excursion-slots" role="group" aria-label="Time">
        {EXCURSION_SLOTS.map((time) => (
          <button key={time} type="button" className="excursion-slot" aria-pressed={slot === time} onClick={() => setSlot(time)}>
            {time}
          </button>
        ))}
      </div>
      {tried && (
        <p className="excursion-note" role="status">
          {BOOKING_NOT_OPEN}
        </p>
      )}
    </Modal>
  );
}
