import { EyeOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Popover } from 'antd';

import { useMySettings } from '@/lib/my-settings';

/**
 * The small, always-present sign that a parent can see the child's activity (AADC standard 11):
 * an eye in the header, with the words on wide screens, and what the parent sees on a tap. Shown
 * unless the server says no parent can see (every child has one today), also while it loads.
 */
export function MonitoringSign({ showText }: { showText: boolean }) {
  const { t } = useLingui();
  const settings = useMySettings();
  if (settings.data?.monitored === false) return null;
  // What the sign says, also its accessible name.
  const monitored = t`Your parent can see your progress`;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={monitored}
      content={
        // One sentence per message: each stands alone in every language.
        <p className="monitoring-sign-details">
          <Trans>
            Your parent or guardian can see your badges, stars, activities, quiz results and community posts, and when you
            sign in.
          </Trans>{' '}
          {settings.data?.shareWatchHistory && (
            <>
              <Trans>They can see the videos you watch in the video hub too.</Trans>{' '}
            </>
          )}
          <Trans>They can also choose some settings for you.</Trans>{' '}
          {settings.data?.outsideAiAnswers && (
            <>
              <Trans>They let an outside AI service write the careers advisor's answers and your quiz questions.</Trans>{' '}
            </>
          )}
          <Trans>If you have questions, talk to them!</Trans>
        </p>
      }
    >
      <Button
        type="text"
        size="large"
        shape={showText ? 'round' : 'circle'}
        className="monitoring-sign"
        icon={<EyeOutlined aria-hidden="true" />}
        aria-label={monitored}
      >
        {showText ? t`Parent can see` : null}
      </Button>
    </Popover>
  );
}

/**
 * When bedtime or the daily limit closes Ndoto for the child right now, the server's friendly
 * words in place of the screen (every other call is refused until then); `null` otherwise.
 */
export function useClosedMessage(): string | null {
  const settings = useMySettings();
  const message = settings.data?.closedMessage ?? '';
  return message === '' ? null : message;
}
