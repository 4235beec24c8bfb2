import { ArrowLeftOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import {
  ConsentStatus,
  isoDay,
  latestRequest,
  ParentConsentDialog,
  useMyConsentRequests,
  type ConsentAsk,
} from '@/components/consent-request';
import { paths } from '@/config/paths';
import { MentorAvatar, MentorRating } from '@/features/mentors/components/mentor-avatar';
import {
  bookingDays,
  mentorById,
  REACTIONS,
  SESSION_TYPES,
  type Mentor,
  type SessionMinutes,
} from '@/features/mentors/components/mentor-data';
import { ConsentRequestKind, MentorSessionType } from '@/gen/ndoto/v1/consent_pb';

import './mentors.css';

/** Said under the booking panel: the chat needs a parent's yes. */
export const PARENT_ARRANGES =
  'A parent or guardian says yes to every chat with a mentor: we send them your request, and you see their answer here.';

/** The mentor consent dialog's 'How it works'. */
export const MENTOR_CONSENT_STEPS = [
  'Your parent or guardian sees your request when they sign in to Ndoto (and gets an email if we can send one).',
  'They check the mentor, the day and the time.',
  'Once they approve, your chat is on!',
];

/** The day of a booking chip: today, tomorrow or the day after. */
function chipDay(key: string, today: Date): string {
  const offset = key === 'tomorrow' ? 1 : key === 'dated' ? 2 : 0;
  return isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
}

function BackToMentors() {
  return (
    <Link to={paths.mentors} className="mentor-back">
      <ArrowLeftOutlined aria-hidden="true" /> Back to Mentors
    </Link>
  );
}

/** A row of chips of which one (or, with `multiple`, any number) is chosen. */
function Chips<T extends string | number>({
  label,
  options,
  chosen,
  onToggle,
}: {
  label: string;
  options: { value: T; text: string }[];
  chosen: (value: T) => boolean;
  onToggle: (value: T) => void;
}) {
  return (
    <div className="mentor-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="mentor-chip"
          aria-pressed={chosen(option.value)}
          onClick={() => onToggle(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}

function BookingPanel({ mentor }: { mentor: Mentor }) {
  const [today] = useState(() => new Date());
  const [days] = useState(() => bookingDays(today));
  const [ask, setAsk] = useState<ConsentAsk | null>(null);
  const requests = useMyConsentRequests().data?.requests;
  const [day, setDay] = useState('today');
  const [minutes, setMinutes] = useState<SessionMinutes>(15);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = mentor.slots.filter((option) => option.minutes === minutes);

  return (
    <section className="mentor-panel" aria-labelledby="book-heading">
      <h2 id="book-heading">Book a Fun Chat!</h2>
      <h3>Pick a day</h3>
      <Chips
        label="Day"
        options={days.map((option) => ({ value: option.key, text: option.label }))}
        chosen={(value) => value === day}
        onToggle={setDay}
      />
      <h3>What kind of chat?</h3>
      <Chips
        label="Session type"
        options={SESSION_TYPES.map((type) => ({ value: type.minutes, text: `${type.emoji} ${type.label} · ${type.minutes} min` }))}
        chosen={(value) => value === minutes}
        onToggle={(value) => {
          setMinutes(value);
          setSlot(null);
        }}
      />
      <h3>Pick a time</h3>
      <Chips
        label="Time"
        options={slots.map((option) => ({ value: option.time, text: `${option.time} · ${option.minutes} min` }))}
        chosen={(value) => value === slot}
        onToggle={setSlot}
      />
      <p className="mentor-recorded">
        <span aria-hidden="true">🎥</span> All chats are recorded and watched by our safety team, so you are always safe.
      </p>
      <Button
        type="primary"
        size="large"
        block
        disabled={slot === null}
        aria-describedby="book-parent-note"
        onClick={() =>
          slot &&
          setAsk({
            kind: ConsentRequestKind.MENTOR_CHAT,
            subjectId: mentor.id,
            eventDate: chipDay(day, today),
            slot,
            sessionType: minutes === 30 ? MentorSessionType.DEEP_DIVE : MentorSessionType.QUICK_QUESTION,
          })
        }
      >
        Start Your Learning Adventure!
      </Button>
      <p id="book-parent-note" className="mentor-parent-note">
        <span aria-hidden="true">👪 </span>
        {PARENT_ARRANGES}
      </p>
      <ConsentStatus request={latestRequest(requests, ConsentRequestKind.MENTOR_CHAT, mentor.id)} />
      <ParentConsentDialog
        ask={ask}
        intro={
          <>
            To chat with <strong>{mentor.name}</strong> at {ask?.slot}, a parent or guardian needs to say yes first.
          </>
        }
        steps={MENTOR_CONSENT_STEPS}
        onClose={() => setAsk(null)}
      />
    </section>
  );
}

function FeedbackForm({ mentor }: { mentor: Mentor }) {
  const [stars, setStars] = useState(0);
  const [learned, setLearned] = useState('');
  const [reactions, setReactions] = useState<string[]>([]);
  const toggle = (reaction: string) =>
    setReactions((list) => (list.includes(reaction) ? list.filter((item) => item !== reaction) : [...list, reaction]));

  return (
    <section className="mentor-panel" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">Tell {mentor.name} How It Went</h2>
      <h3 id="feedback-stars">Your rating</h3>
      <div className="mentor-stars" role="group" aria-labelledby="feedback-stars">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            className={value <= stars ? 'is-lit' : undefined}
            aria-label={value === 1 ? '1 star' : `${value} stars`}
            aria-pressed={value === stars}
            onClick={() => setStars(value)}
          >
            {value <= stars ? '★' : '☆'}
          </button>
        ))}
      </div>
      <label htmlFor="feedback-learned" className="mentor-label">
        What did you learn?
      </label>
      <Input.TextArea
        id="feedback-learned"
        value={learned}
        onChange={(event) => setLearned(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder="Tell us one new thing you found out..."
      />
      <h3>Quick reactions</h3>
      <Chips
        label="Reactions"
        options={REACTIONS.map((reaction) => ({ value: reaction, text: reaction }))}
        chosen={(value) => reactions.includes(value)}
        onToggle={toggle}
      />
      <Button type="primary" size="large" block disabled aria-describedby="feedback-parent-note">
        Share Your Feedback
      </Button>
      <p id="feedback-parent-note" className="mentor-parent-note">
        <span aria-hidden="true">👪 </span>
        Feedback opens after your first chat, which a parent or guardian arranges. Nothing is sent yet.
      </p>
    </section>
  );
}

/**
 * /mentor-detail/{mentorId} (spec section 2): the safety banner, the mentor's profile, 'Book a Fun
 * Chat!' and the feedback form. Both work as choices on the screen and say plainly that a parent
 * arranges chats; an unknown id shows a not-found state with the way back.
 */
export function MentorDetail() {
  const { mentorId } = useParams();
  const mentor = mentorById(mentorId);

  if (!mentor) {
    return (
      <div className="mentors-page">
        <section className="mentor-missing" role="alert">
          <span aria-hidden="true">🔍</span>
          <h1>Mentor Not Found</h1>
          <p>We couldn't find that mentor. They may have moved on, or the link is wrong.</p>
          <BackToMentors />
        </section>
      </div>
    );
  }

  return (
    <div className="mentors-page">
      <BackToMentors />
      <p className="mentor-safety" role="note">
        <SafetyCertificateOutlined aria-hidden="true" />
        <span>
          <strong>You are safe here.</strong> Every mentor is checked by our team, a grown-up from your family is
          always told about your chats, and you should never share your address, school or phone number.
        </span>
      </p>

      <section className="mentor-profile" aria-labelledby="mentor-heading">
        <MentorAvatar mentor={mentor} size={112} />
        <div className="mentor-profile-text">
          <h1 id="mentor-heading">{mentor.name}</h1>
          <p className="mentor-headline">{mentor.headline}</p>
          <p className="mentor-stats">
            <MentorRating rating={mentor.rating} />
            <span>{mentor.learners} learners</span>
          </p>
          <ul className="mentor-tags" aria-label="Subjects">
            {mentor.subjects.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <dl className="mentor-facts">
            <div>
              <dt>Experience</dt>
              <dd>{mentor.experience}</dd>
            </div>
            <div>
              <dt>Languages</dt>
              <dd>{mentor.languages.join(', ')}</dd>
            </div>
          </dl>
          <p className="mentor-bio">{mentor.bio}</p>
        </div>
      </section>

      <div className="mentor-columns">
        <BookingPanel mentor={mentor} />
        <FeedbackForm mentor={mentor} />
      </div>
    </div>
  );
}
