import { ArrowLeftOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  MENTOR_LANGUAGES,
  mentorById,
  REACTIONS,
  SESSION_TYPES,
  slotTime,
  SUBJECTS,
  type Mentor,
  type Reaction,
  type SessionMinutes,
} from '@/features/mentors/components/mentor-data';
import { ConsentRequestKind, MentorSessionType } from '@/gen/ndoto/v1/consent_pb';

import './mentors.css';

/** Said under the booking panel: the chat needs a parent's yes. */
export const PARENT_ARRANGES = msg`A parent or guardian says yes to every chat with a mentor: we send them your request, and you see their answer here.`;

/** The mentor consent dialog's 'How it works'. */
export const MENTOR_CONSENT_STEPS = [
  msg`Your parent or guardian sees your request when they sign in to Ndoto (and gets an email if we can send one).`,
  msg`They check the mentor, the day and the time.`,
  msg`Once they approve, your chat is on!`,
];

/** The day of a booking chip: today, tomorrow or the day after. */
function chipDay(key: string, today: Date): string {
  const offset = key === 'tomorrow' ? 1 : key === 'dated' ? 2 : 0;
  return isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
}

function BackToMentors() {
  return (
    <Link to={paths.mentors} className="mentor-back">
      <ArrowLeftOutlined aria-hidden="true" /> <Trans>Back to Mentors</Trans>
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
  const { t } = useLingui();
  const [today] = useState(() => new Date());
  const [days] = useState(() => bookingDays(today));
  const [ask, setAsk] = useState<ConsentAsk | null>(null);
  const requests = useMyConsentRequests().data?.requests;
  const [day, setDay] = useState('today');
  const [minutes, setMinutes] = useState<SessionMinutes>(15);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = mentor.slots.filter((option) => option.minutes === minutes);
  const name = mentor.name;
  const askedTime = ask?.slot ? slotTime(ask.slot) : '';

  return (
    <section className="mentor-panel" aria-labelledby="book-heading">
      <h2 id="book-heading">
        <Trans>Book a Fun Chat!</Trans>
      </h2>
      <h3>
        <Trans>Pick a day</Trans>
      </h3>
      <Chips
        label={t`Day`}
        options={days.map((option) => ({ value: option.key, text: option.label }))}
        chosen={(value) => value === day}
        onToggle={setDay}
      />
      <h3>
        <Trans>What kind of chat?</Trans>
      </h3>
      <Chips
        label={t`Session type`}
        options={SESSION_TYPES.map(({ emoji, label, minutes: length }) => {
          const name = t(label);
          return { value: length, text: t`${emoji} ${name} · ${length} min` };
        })}
        chosen={(value) => value === minutes}
        onToggle={(value) => {
          setMinutes(value);
          setSlot(null);
        }}
      />
      <h3>
        <Trans>Pick a time</Trans>
      </h3>
      <Chips
        label={t`Time`}
        options={slots.map((option) => {
          const time = slotTime(option.time);
          const length = option.minutes;
          return { value: option.time, text: t`${time} · ${length} min` };
        })}
        chosen={(value) => value === slot}
        onToggle={setSlot}
      />
      <p className="mentor-recorded">
        <span aria-hidden="true">🎥</span>{' '}
        <Trans>All chats are recorded and watched by our safety team, so you are always safe.</Trans>
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
        <Trans>Start Your Learning Adventure!</Trans>
      </Button>
      <p id="book-parent-note" className="mentor-parent-note">
        <span aria-hidden="true">👪 </span>
        {t(PARENT_ARRANGES)}
      </p>
      <ConsentStatus request={latestRequest(requests, ConsentRequestKind.MENTOR_CHAT, mentor.id)} />
      <ParentConsentDialog
        ask={ask}
        intro={
          <Trans>
            To chat with <strong>{name}</strong> at {askedTime}, a parent or guardian needs to say yes first.
          </Trans>
        }
        steps={MENTOR_CONSENT_STEPS.map((step) => t(step))}
        onClose={() => setAsk(null)}
      />
    </section>
  );
}

function FeedbackForm({ mentor }: { mentor: Mentor }) {
  const { t } = useLingui();
  const name = mentor.name;
  const [stars, setStars] = useState(0);
  const [learned, setLearned] = useState('');
  const [reactions, setReactions] = useState<Reaction[]>([]);
  const toggle = (reaction: Reaction) =>
    setReactions((list) => (list.includes(reaction) ? list.filter((item) => item !== reaction) : [...list, reaction]));

  return (
    <section className="mentor-panel" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">
        <Trans>Tell {name} How It Went</Trans>
      </h2>
      <h3 id="feedback-stars">
        <Trans>Your rating</Trans>
      </h3>
      <div className="mentor-stars" role="group" aria-labelledby="feedback-stars">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            className={value <= stars ? 'is-lit' : undefined}
            aria-label={plural(value, { one: '# star', other: '# stars' })}
            aria-pressed={value === stars}
            onClick={() => setStars(value)}
          >
            {value <= stars ? '★' : '☆'}
          </button>
        ))}
      </div>
      <label htmlFor="feedback-learned" className="mentor-label">
        <Trans>What did you learn?</Trans>
      </label>
      <Input.TextArea
        id="feedback-learned"
        value={learned}
        onChange={(event) => setLearned(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t`Tell us one new thing you found out...`}
      />
      <h3>
        <Trans>Quick reactions</Trans>
      </h3>
      <Chips
        label={t`Reactions`}
        options={(Object.keys(REACTIONS) as Reaction[]).map((reaction) => ({ value: reaction, text: t(REACTIONS[reaction]) }))}
        chosen={(value) => reactions.includes(value)}
        onToggle={toggle}
      />
      <Button type="primary" size="large" block disabled aria-describedby="feedback-parent-note">
        <Trans>Share Your Feedback</Trans>
      </Button>
      <p id="feedback-parent-note" className="mentor-parent-note">
        <span aria-hidden="true">👪 </span>
        <Trans>Feedback opens after your first chat, which a parent or guardian arranges. Nothing is sent yet.</Trans>
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
  const { t, i18n } = useLingui();
  const { mentorId } = useParams();
  const mentor = mentorById(mentorId);

  if (!mentor) {
    return (
      <div className="mentors-page">
        <section className="mentor-missing" role="alert">
          <span aria-hidden="true">🔍</span>
          <h1>
            <Trans>Mentor Not Found</Trans>
          </h1>
          <p>
            <Trans>We couldn't find that mentor. They may have moved on, or the link is wrong.</Trans>
          </p>
          <BackToMentors />
        </section>
      </div>
    );
  }

  const learners = mentor.learners;
  return (
    <div className="mentors-page">
      <BackToMentors />
      <p className="mentor-safety" role="note">
        <SafetyCertificateOutlined aria-hidden="true" />
        <span>
          <Trans>
            <strong>You are safe here.</strong> Every mentor is checked by our team, a grown-up from your family is
            always told about your chats, and you should never share your address, school or phone number.
          </Trans>
        </span>
      </p>

      <section className="mentor-profile" aria-labelledby="mentor-heading">
        <MentorAvatar mentor={mentor} size={112} />
        <div className="mentor-profile-text">
          <h1 id="mentor-heading">{mentor.name}</h1>
          <p className="mentor-headline">{t(mentor.headline)}</p>
          <p className="mentor-stats">
            <MentorRating rating={mentor.rating} />
            <span>{plural(learners, { one: '# learner', other: '# learners' })}</span>
          </p>
          <ul className="mentor-tags" aria-label={t`Subjects`}>
            {mentor.subjects.map((tag) => (
              <li key={tag}>{t(SUBJECTS[tag])}</li>
            ))}
          </ul>
          <dl className="mentor-facts">
            <div>
              <dt>
                <Trans>Experience</Trans>
              </dt>
              <dd>{t(mentor.experience)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Languages</Trans>
              </dt>
              <dd>{mentor.languages.map((language) => i18n._(MENTOR_LANGUAGES[language])).join(', ')}</dd>
            </div>
          </dl>
          <p className="mentor-bio">{t(mentor.bio)}</p>
        </div>
      </section>

      <div className="mentor-columns">
        <BookingPanel mentor={mentor} />
        <FeedbackForm mentor={mentor} />
      </div>
    </div>
  );
}
