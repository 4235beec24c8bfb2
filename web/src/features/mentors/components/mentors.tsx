import { ArrowRightOutlined, FilterOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { MentorAvatar, MentorRating } from '@/features/mentors/components/mentor-avatar';
import { BADGES, MENTORS, mentorSubjects, SUBJECTS, type Mentor, type MentorSubject } from '@/features/mentors/components/mentor-data';

import './mentors.css';

/** The address of a mentor's page. */
export const mentorPath = (id: string) => paths.mentorDetail.replace(':mentorId', encodeURIComponent(id));

/** A card's 'View Profile', named with the mentor's name. */
function MentorLink({ mentor }: { mentor: Mentor }) {
  const { t } = useLingui();
  const name = mentor.name;
  return (
    <Link to={mentorPath(mentor.id)} className="mentor-view" aria-label={t`View Profile of ${name}`}>
      <Trans>View Profile</Trans> <ArrowRightOutlined aria-hidden="true" />
    </Link>
  );
}

/**
 * /mentors (spec section 2, "Mentors"): 'Meet Our Mentors', the four sample mentor cards, and
 * 'Filter Mentors', which here shows subject chips that narrow the list.
 */
export function Mentors() {
  const { t } = useLingui();
  const [filtering, setFiltering] = useState(false);
  const [subject, setSubject] = useState<MentorSubject | null>(null);
  const shown = subject === null ? MENTORS : MENTORS.filter((mentor) => mentor.subjects.includes(subject));

  return (
    <div className="mentors-page">
      <header className="mentors-hero">
        <span className="mentors-hero-emoji" aria-hidden="true">
          🧑‍🏫
        </span>
        <h1>
          <Trans>Meet Our Mentors</Trans>
        </h1>
        <p>
          <Trans>Grown-ups who love what they do, ready to answer your questions about their jobs.</Trans>
        </p>
        <Button
          size="large"
          icon={<FilterOutlined />}
          aria-expanded={filtering}
          aria-controls="mentor-filters"
          onClick={() => {
            setFiltering((open) => !open);
            setSubject(null);
          }}
        >
          <Trans>Filter Mentors</Trans>
        </Button>
      </header>

      {filtering && (
        <div id="mentor-filters" className="mentor-chips mentor-filters" role="group" aria-label={t`Subjects`}>
          {[null, ...mentorSubjects()].map((choice) => (
            <button
              key={choice ?? 'all'}
              type="button"
              className="mentor-chip"
              aria-pressed={subject === choice}
              onClick={() => setSubject(choice)}
            >
              {choice === null ? t`All subjects` : t(SUBJECTS[choice])}
            </button>
          ))}
        </div>
      )}

      <ul className="mentor-grid" aria-label={t`Mentors`}>
        {shown.map((mentor) => (
          <li key={mentor.id} className="mentor-card" aria-labelledby={`mentor-${mentor.id}-name`}>
            <div className="mentor-card-top">
              <MentorAvatar mentor={mentor} size={72} />
              <div>
                <h2 id={`mentor-${mentor.id}-name`} className="mentor-name">
                  {mentor.name}
                </h2>
                <p className="mentor-headline">{t(mentor.headline)}</p>
                <MentorRating rating={mentor.rating} />
              </div>
            </div>
            <ul className="mentor-badges" aria-label={t`Badges`}>
              {mentor.badges.map((badge) => (
                <li key={badge} className={`mentor-badge badge-${badge.toLowerCase().replace(/\s+/g, '-')}`}>
                  {t(BADGES[badge])}
                </li>
              ))}
            </ul>
            <p className="mentor-bio">{t(mentor.bio)}</p>
            <ul className="mentor-tags" aria-label={t`Subjects`}>
              {mentor.subjects.map((tag) => (
                <li key={tag}>{t(SUBJECTS[tag])}</li>
              ))}
            </ul>
            <MentorLink mentor={mentor} />
          </li>
        ))}
      </ul>
    </div>
  );
}
