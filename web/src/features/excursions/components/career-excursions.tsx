import { CalendarOutlined, ClockCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { AVATARS_SHOWN } from '@/config/constants';
import { EXCURSIONS, excursionDate, PARENT_AREA_SOON, type Excursion } from '@/features/excursions/components/excursion-data';

import './excursions.css';

/** What the page says once a consent request is 'sent': honestly, that nothing was sent yet. */
export const CONSENT_NOT_SENT = `No email was sent yet. ${PARENT_AREA_SOON}`;

// The booking dialog's calendar is most of this screen's code: it downloads on 'Pick a Time'.
const BookingDialog = lazy(async () => ({
  default: (await import('@/features/excursions/components/booking-dialog')).BookingDialog,
}));

const AVATAR_COLOURS = ['#5b2ee0', '#c41d7f', '#006d75', '#ad4e00', '#237804'];

function Attendees({ excursion }: { excursion: Excursion }) {
  const shown = excursion.attendees.slice(0, AVATARS_SHOWN);
  const more = excursion.going - shown.length;
  return (
    <div className="excursion-attendees" aria-label={`${excursion.going} explorers going`} role="img">
      {shown.map((name, at) => (
        <span key={name} className="excursion-avatar" style={{ background: AVATAR_COLOURS[at % AVATAR_COLOURS.length] }}>
          {name[0]}
        </span>
      ))}
      {more > 0 && <span className="excursion-avatar excursion-more">+{more}</span>}
    </div>
  );
}

function ConsentDialog({ excursion, onClose }: { excursion: Excursion | null; onClose: (sent: boolean) => void }) {
  const [form] = Form.useForm<{ email: string }>();
  return (
    <Modal
      open={excursion !== null}
      title="Parent Consent Required"
      onCancel={() => onClose(false)}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={() => onClose(false)}>
          Cancel
        </Button>,
        <Button key="send" size="large" type="primary" onClick={() => form.submit()}>
          Send Request
        </Button>,
      ]}
    >
      {excursion && (
        <p className="excursion-consent-intro">
          To join <strong>{excursion.title}</strong>, a parent or guardian needs to say yes first.
        </p>
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => onClose(true)}>
        <Form.Item
          name="email"
          label="Parent/Guardian Email"
          rules={[
            { required: true, whitespace: true, message: "Please enter your parent's or guardian's email." },
            { type: 'email', message: 'That does not look like an email address. Please check it.' },
          ]}
        >
          <Input type="email" size="large" autoComplete="off" placeholder="parent@example.com" />
        </Form.Item>
      </Form>
      <h3 className="excursion-steps-title">How it works</h3>
      <ol className="excursion-steps">
        <li>We send an email to your parent or guardian.</li>
        <li>They review the trip and what you will do there.</li>
        <li>Once they approve, you can join the excursion!</li>
      </ol>
    </Modal>
  );
}

/**
 * /career-excursions (spec section 2): the COMING SOON banner, a disabled 'Book New Trip', three
 * sample trips with 'Join Now' (the parent-consent dialog) and 'Pick a Time' (the booking dialog).
 * Neither sends anything: the page says so rather than pretending.
 */
export function CareerExcursions() {
  const [today] = useState(() => new Date());
  const [consentFor, setConsentFor] = useState<Excursion | null>(null);
  const [bookingFor, setBookingFor] = useState<Excursion | null>(null);
  const [requested, setRequested] = useState<Excursion | null>(null);
  // Once opened, the booking dialog stays mounted so that it can animate closed.
  const [bookingOpened, setBookingOpened] = useState(false);

  return (
    <div className="excursions-page">
      <header className="excursions-hero">
        <p className="excursions-soon">COMING SOON</p>
        <span className="excursions-hero-emoji" aria-hidden="true">
          🚌
        </span>
        <h1>Career Excursions</h1>
        <p>Visit real workplaces, online or in person, and see what grown-ups do all day.</p>
        <Button size="large" icon={<PlusOutlined />} disabled>
          Book New Trip
        </Button>
      </header>

      {requested && (
        <p className="excursion-note excursion-page-note" role="status">
          <span aria-hidden="true">👪 </span>
          {requested.title}: {CONSENT_NOT_SENT}
        </p>
      )}

      <ul className="excursion-grid" aria-label="Excursions">
        {EXCURSIONS.map((excursion) => (
          <li key={excursion.id} className="excursion-card" aria-labelledby={`excursion-${excursion.id}`}>
            <div className="excursion-card-art" aria-hidden="true">
              {excursion.emoji}
            </div>
            <div className="excursion-card-body">
              <span className={`excursion-kind kind-${excursion.kind === 'In Person' ? 'person' : 'virtual'}`}>{excursion.kind}</span>
              <h2 id={`excursion-${excursion.id}`}>{excursion.title}</h2>
              <p className="excursion-description">{excursion.description}</p>
              <ul className="excursion-facts">
                <li>
                  <CalendarOutlined aria-hidden="true" /> {excursionDate(excursion, today)}
                </li>
                <li>
                  <ClockCircleOutlined aria-hidden="true" /> {excursion.time}
                </li>
              </ul>
              <Attendees excursion={excursion} />
              <div className="excursion-actions">
                <Button type="primary" size="large" onClick={() => setConsentFor(excursion)}>
                  Join Now
                </Button>
                <Button size="large" onClick={() => {
                    setBookingOpened(true);
                    setBookingFor(excursion);
                  }}>
                  Pick a Time
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <ConsentDialog
        excursion={consentFor}
        onClose={(sent) => {
          if (sent) setRequested(consentFor);
          setConsentFor(null);
        }}
      />
      {bookingOpened && (
        <Suspense fallback={null}>
          <BookingDialog excursion={bookingFor} onClose={() => setBookingFor(null)} />
        </Suspense>
      )}
    </div>
  );
}
