import {
  ArrowLeftOutlined,
  CheckOutlined,
  ClockCircleOutlined,
  ExperimentOutlined,
  PlayCircleOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Modal, Tag } from 'antd';
import { useState, type Dispatch } from 'react';

import { EmbeddedPlayer } from '@/components/embedded-player';
import { WillSync } from '@/features/offline/outbox/will-sync';
import { useCompleteActivity } from '@/features/activities/api/activities';
import {
  badgeEarnedText,
  difficultyLabel,
  themeLabel,
  projectSteps,
  tutorialTips,
  type DialogAction,
  type DialogState,
  type DialogStep,
} from '@/features/activities/components/activity-logic';
import type { Challenge } from '@/gen/ndoto/v1/student_service_pb';
import { videoLink } from '@/lib/video-link';

/** Spec section 8's message when the completion call fails. */
export const COMPLETION_FAILED = msg`Failed to mark project as complete. Please try again.`;

const STEPS: { step: DialogStep; label: MessageDescriptor }[] = [
  { step: 'tutorial', label: msg`Tutorial` },
  { step: 'project', label: msg`Project` },
  { step: 'completed', label: msg`Completed` },
];

/** The embedded player's address, or null when there is no video to embed. */
function tutorialPlayer(url: string): string | null {
  if (url.trim() === '') return null;
  const { embedUrl, youtubeId } = videoLink(url);
  // Only YouTube's player: the Content-Security-Policy lets the app frame nothing else.
  return youtubeId !== null ? embedUrl : null;
}

function StepIndicator({ current }: { current: DialogStep }) {
  const { t } = useLingui();
  const at = STEPS.findIndex((entry) => entry.step === current);
  const position = at + 1;
  const count = STEPS.length;
  return (
    <ol className="activity-steps-indicator" aria-label={t`Step ${position} of ${count}`}>
      {STEPS.map((entry, index) => (
        <li
          key={entry.step}
          className={index < at ? 'is-done' : index === at ? 'is-current' : undefined}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="activity-step-number" aria-hidden="true">
            {index < at ? <CheckOutlined /> : index + 1}
          </span>
          {t(entry.label)}
        </li>
      ))}
    </ol>
  );
}

function Tutorial({ activity }: { activity: Challenge }) {
  const { t } = useLingui();
  const player = tutorialPlayer(activity.videoTutorialUrl);
  const tips = tutorialTips(activity.tutorialSteps);
  const title = activity.title;
  const ages = activity.ageRange;
  const minutes = activity.estimatedTime;
  return (
    <div className="activity-tutorial">
      {player && (
        <div className="activity-video">
          {/* No autoplay (no "autoplay" permission): many children are on metered mobile data. */}
          <EmbeddedPlayer
            src={player}
            title={t`Video tutorial: ${title}`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          />
        </div>
      )}
      {/* Every catalogue activity has a video or tips (the catalogue checks it); kept for a
          video the app cannot embed, or a server that sends neither. */}
      {!player && tips.length === 0 && (
        <div className="activity-video-missing" role="note">
          <VideoCameraOutlined aria-hidden="true" />
          <p>
            <Trans>Video tutorial not available</Trans>
          </p>
        </div>
      )}
      <p className="activity-dialog-description">{activity.description}</p>
      <ul className="activity-chips" aria-label={t`About this activity`}>
        {activity.theme && (
          <li>
            <Tag color="purple" icon={<ExperimentOutlined />}>
              {themeLabel(activity.theme)}
            </Tag>
          </li>
        )}
        {activity.difficultyLevel && (
          <li>
            <Tag color="gold" icon={<ThunderboltOutlined />}>
              {difficultyLabel(activity.difficultyLevel)}
            </Tag>
          </li>
        )}
        <li>
          <Tag color="cyan" icon={<TeamOutlined />}>
            {ages ? t`Ages ${ages}` : t`All ages`}
          </Tag>
        </li>
        <li>
          <Tag color="magenta" icon={<ClockCircleOutlined />}>
            <Trans>{minutes} min</Trans>
          </Tag>
        </li>
      </ul>
      {tips.length > 0 && (
        <>
          <h3 className="activity-section-title activity-tutorial-title">
            <span aria-hidden="true">📋</span> <Trans>Before You Start</Trans>
          </h3>
          <ol className="activity-tutorial-steps" aria-label={t`Tutorial steps`}>
            {tips.map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function Project({ activity }: { activity: Challenge }) {
  const { t } = useLingui();
  const steps = projectSteps(activity.project);
  const outcomes = activity.learningOutcomes.filter((outcome) => outcome.trim() !== '');
  return (
    <div className="activity-project">
      <h3 className="activity-section-title">
        <span aria-hidden="true">🛠️</span> <Trans>Let&apos;s Build!</Trans>
      </h3>
      {steps.length > 0 ? (
        <ol className="activity-project-steps" aria-label={t`Project steps`}>
          {steps.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      ) : (
        <p className="activity-dialog-description">{activity.description}</p>
      )}
      {outcomes.length > 0 && (
        <>
          <h3 className="activity-section-title">
            <span aria-hidden="true">💡</span> <Trans>What you&apos;ll learn</Trans>
          </h3>
          <ul className="activity-outcomes" aria-label={t`What you'll learn`}>
            {outcomes.map((outcome, index) => (
              <li key={index}>
                <CheckOutlined aria-hidden="true" /> {outcome}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Completed({ activity, starsAwarded, willSync }: { activity: Challenge; starsAwarded: number; willSync: boolean }) {
  return (
    <div className="activity-completed" role="status">
      <span className="activity-completed-emoji" aria-hidden="true">
        🎉
      </span>
      <h3>
        <Trans>Congratulations!</Trans>
      </h3>
      <p className="activity-badge-earned">{badgeEarnedText(activity.theme)}</p>
      {starsAwarded > 0 && (
        <p className="activity-stars-earned">
          <span aria-hidden="true">⭐</span> <Plural value={starsAwarded} one="+# star" other="+# stars" />
        </p>
      )}
      {willSync && <WillSync />}
    </div>
  );
}

/**
 * The three-step activity dialog (spec sections 2 and 4): tutorial, project, completed. Its state
 * lives with the screen (see dialogReducer); this only shows it and runs the completion call.
 */
export function ActivityDialog({
  state,
  dispatch,
}: {
  state: DialogState<Challenge>;
  dispatch: Dispatch<DialogAction<Challenge>>;
}) {
  const { t } = useLingui();
  const { modal } = App.useApp();
  const complete = useCompleteActivity();
  // While the dialog fades out it keeps showing what it showed when open, not the reset state.
  const [lastOpen, setLastOpen] = useState(state);
  if (state.open && state !== lastOpen) setLastOpen(state);
  const { activity, step } = state.open ? state : lastOpen;
  const completing = complete.isPending;

  const onComplete = () => {
    if (!activity || completing) return;
    complete.mutate(
      activity,
      {
        onSuccess: () => dispatch({ type: 'completed' }),
        onError: (error) => {
          console.error(`Could not complete activity ${activity.id}`, error);
          modal.error({ title: t(COMPLETION_FAILED), okText: t`OK` });
        },
      },
    );
  };

  const footer =
    step === 'tutorial'
      ? [
          <Button key="cancel" size="large" onClick={() => dispatch({ type: 'close' })}>
            <Trans>Cancel</Trans>
          </Button>,
          <Button key="start" size="large" type="primary" icon={<PlayCircleOutlined />} onClick={() => dispatch({ type: 'startProject' })}>
            <Trans>Start Project</Trans>
          </Button>,
        ]
      : step === 'project'
        ? [
            <Button
              key="back"
              size="large"
              icon={<ArrowLeftOutlined />}
              disabled={completing}
              onClick={() => dispatch({ type: 'backToTutorial' })}
            >
              <Trans>Back to Tutorial</Trans>
            </Button>,
            <Button key="complete" size="large" type="primary" loading={completing} onClick={onComplete}>
              {completing ? t`Completing...` : t`Complete Project`}
            </Button>,
          ]
        : [
            <Button key="close" size="large" onClick={() => dispatch({ type: 'close' })}>
              <Trans>Close</Trans>
            </Button>,
            <Button key="another" size="large" type="primary" onClick={() => dispatch({ type: 'tryAnother' })}>
              <Trans>Try Another Activity</Trans>
            </Button>,
          ];

  return (
    <Modal
      open={state.open && state.activity !== null}
      title={activity?.title}
      onCancel={() => !completing && dispatch({ type: 'close' })}
      // While the completion call runs the dialog stays open, so its answer is never lost.
      closable={!completing}
      keyboard={!completing}
      mask={{ closable: !completing }}
      footer={footer}
      width={640}
      centered
      // The player is removed on close, so a tutorial video never plays on behind the list.
      destroyOnHidden
      className="activity-dialog"
    >
      {activity && (
        <>
          <StepIndicator current={step} />
          {step === 'tutorial' && <Tutorial activity={activity} />}
          {step === 'project' && <Project activity={activity} />}
          {step === 'completed' && (
            <Completed
              activity={activity}
              // Kept for later: the activity's own stars (its badges come once the server has it).
              starsAwarded={complete.data?.queued === false ? complete.data.answer.starsAwarded : activity.stars}
              willSync={complete.data?.queued === true}
            />
          )}
        </>
      )}
    </Modal>
  );
}
