import { CalendarOutlined, ClockCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

import {
  ConsentStatus,
  isoDay,
  latestRequest,
  ParentConsentDialog,
  requestDay,
  useMyConsentRequests,
  type ConsentAsk,
} from '@/components/consent-request';
import { AVATARS_SHOWN } from '@/config/constants';
import { EXCURSION_KINDS, EXCURSIONS, excursionDate, slotTime, type Excursion } from '@/features/excursions/components/excursion-data';
import { ConsentRequestKind, ConsentRequestStatus, type ConsentRequest } from '@/gen/ndoto/v1/consent_pb';

import './excursions.css';

// The booking dialog's calendar is most of this screen's code: it downloads on 'Pick a Time'.
const BookingDialog = lazy(async () => ({
  default: (await import('@/features/excursions/components/booking-dialog')).BookingDialog,
}));

const AVATAR_COLOURS = ['#5b2ee0', '#c41d7f', '#006d75', '#ad4e00', '#237804'];

function Attendees({ excursion }: { excursion: Excursion }) {
  const shown = excursion.attendees.slice(0, AVATARS_SHOWN);
  const more = excursion.going - shown.length;
  const going = excursion.going;
  return (
    <div className="excursion-attendees" aria-label={plural(going, { one: '# explorer going', other: '# explorers going' })} role="img">
      {shown.map((name, at) => (
        <span key={name} className="excursion-avatar" style={{ background: AVATAR_COLOURS[at % AVATAR_COLOURS.length] }}>
          {name[0]}
        </span>
      ))}
      {more > 0 && <span className="excursion-avatar excursion-more">+{more}</span>}
    </div>
  );
}

/** Once the parent said yes: the confirmed day and time, and what to get ready. */
function GoingPlan({ excursion, request }: { excursion: Excursion; request: ConsentRequest }) {
  const { t } = useLingui();
  const day = requestDay(request.eventDate);
  const time = slotTime(request.slot);
  return (
    <div className="excursion-plan" role="status">
      <p className="excursion-plan-title">
        <span aria-hidden="true">🎉 </span>
        <Trans>
          Your parent said yes! You're going on {day} at {time}.
        </Trans>
      </p>
      <p className="excursion-plan-bring">
        <Trans>What to get ready:</Trans>
      </p>
      <ul>
        {excursion.bring.map((thing) => (
          <li key={thing.id}>{t(thing)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The consent dialog's 'How it works'. */
export const CONSENT_STEPS = [
  msg`Your parent or guardian sees your request when they sign in to Ndoto (and gets an email if we can send one).`,
  msg`They review the trip and what you will do there.`,
  msg`Once they approve, you can join the excursion!`,
];

/**
 * What the child can do now with a trip: after a yes, the plan; after a no, a kind word (and
 * another time may be picked); otherwise the request's status, if any, with 'Join Now' and 'Pick a
 * Time'.
 */
function ExcursionNext({ excursion, request, onJoin, onPickTime }: {
  excursion: Excursion;
  request: ConsentRequest | undefined;
  onJoin: () => void;
  onPickTime: () => void;
}) {
  if (request?.status === ConsentRequestStatus.APPROVED) return <GoingPlan excursion={excursion} request={request} />;
  const declined = request?.status === ConsentRequestStatus.DECLINED;
  return (
    <>
      {declined ? (
        <p className="excursion-declined" role="status">
          <span aria-hidden="true">💛 </span>
          <Trans>Your parent said not this time. You can talk to them about it, or look at the other trips!</Trans>
        </p>
      ) : (
        <ConsentStatus request={request} />
      )}
      <div className="excursion-actions">
        {!declined && (
          <Button type="primary" size="large" onClick={onJoin}>
            <Trans>Join Now</Trans>
          </Button>
        )}
        <Button size="large" onClick={onPickTime}>
          <Trans>Pick a Time</Trans>
        </Button>
      </div>
    </>
  );
}

/** The request for a trip: its id, its day counted from `today`, and its time. */
function askFor(excursion: Excursion, today: Date): ConsentAsk {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + excursion.inDays);
  return { kind: ConsentRequestKind.EXCURSION, subjectId: excursion.id, eventDate: isoDay(day), slot: excursion.time };
}

/**
 * /career-excursions (spec section 2): the COMING SOON banner, a disabled 'Book New Trip', three
 * sample trips with 'Join Now' (the parent-consent dialog, which sends the child's parent a real
 * request) and 'Pick a Time' (the booking dialog). Each card shows its latest request's status.
 */
export function CareerExcursions() {
  const { t } = useLingui();
  const [today] = useState(() => new Date());
  const [consentFor, setConsentFor] = useState<Excursion | null>(null);
  const [bookingFor, setBookingFor] = useState<Excursion | null>(null);
  const requests = useMyConsentRequests().data?.requests;
  // Once opened, the booking dialog stays mounted so that it can animate closed.
  const [bookingOpened, setBookingOpened] = useState(false);
  const consentTitle = consentFor ? t(consentFor.title) : '';

  return (
    <div className="excursions-page">
      <header className="excursions-hero">
        <p className="excursions-soon">
          <Trans>COMING SOON</Trans>
        </p>
        <span className="excursions-hero-emoji" aria-hidden="true">
          🚌
        </span>
        <h1>
          <Trans>Career Excursions</Trans>
        </h1>
        <p>
          <Trans>Visit real workplaces, online or in person, and see what grown-ups do all day.</Trans>
        </p>
        <Button size="large" icon={<PlusOutlined />} disabled>
          <Trans>Book New Trip</Trans>
        </Button>
      </header>

      <ul className="excursion-grid" aria-label={t`Excursions`}>
        {EXCURSIONS.map((excursion) => (
          <li key={excursion.id} className="excursion-card" aria-labelledby={`excursion-${excursion.id}`}>
            <div className="excursion-card-art" aria-hidden="true">
              {excursion.emoji}
            </div>
            <div className="excursion-card-body">
              <span className={`excursion-kind kind-${excursion.kind === 'In Person' ? 'person' : 'virtual'}`}>{t(EXCURSION_KINDS[excursion.kind])}</span>
              <h2 id={`excursion-${excursion.id}`}>{t(excursion.title)}</h2>
              <p className="excursion-description">{t(excursion.description)}</p>
              <ul className="excursion-facts">
                <li>
                  <CalendarOutlined aria-hidden="true" /> {excursionDate(excursion, today)}
                </li>
                <li>
                  <ClockCircleOutlined aria-hidden="true" /> {slotTime(excursion.time)}
                </li>
              </ul>
              <Attendees excursion={excursion} />
              <ExcursionNext
                excursion={excursion}
                request={latestRequest(requests, ConsentRequestKind.EXCURSION, excursion.id)}
                onJoin={() => setConsentFor(excursion)}
                onPickTime={() => {
                  setBookingOpened(true);
                  setBookingFor(excursion);
                }}
              />
            </div>
          </li>
        ))}
      </ul>

      <ParentConsentDialog
        ask={consentFor && askFor(consentFor, today)}
        intro={
          <Trans>
            To join <strong>{consentTitle}</strong>, a parent or guardian needs to say yes first.
          </Trans>
        }
        steps={CONSENT_STEPS.map((step) => t(step))}
        onClose={() => setConsentFor(null)}
      />
      {bookingOpened && (
        <Suspense fallback={null}>
          <BookingDialog excursion={bookingFor} onClose={() => setBookingFor(null)} />
        </Suspense>
      )}
    </div>
  );
}
