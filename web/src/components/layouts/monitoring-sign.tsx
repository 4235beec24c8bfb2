import { EyeOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';

import { useMySettings } from '@/lib/my-settings';

/** What the sign says, also its accessible name. */
export const MONITORED_TEXT = 'Your parent can see your progress';

/**
 * The small, always-present sign that a parent can see the child's activity (AADC standard 11):
 * an eye in the header, with the words on wide screens, and what the parent sees on a tap. Shown
 * unless the server says no parent can see (every child has one today), also while it loads.
 */
export function MonitoringSign({ showText }: { showText: boolean }) {
  const settings = useMySettings();
  if (settings.data?.monitored === false) return null;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={MONITORED_TEXT}
      content={
        <p className="monitoring-sign-details">
          Your parent or guardian can see your badges, stars, activities, quiz results and community posts, and when
          you sign in.{settings.data?.shareWatchHistory ? ' They can see the videos you watch in the video hub too.' : ''}{' '}
          They can also choose some settings for you.
          {settings.data?.outsideAiAnswers
            ? " They let an outside AI service write the careers advisor's answers and your quiz questions."
            : ''}{' '}
          If you have questions, talk to them!
        </p>
      }
    >
      <Button
        type="text"
        size="large"
        shape={showText ? 'round' : 'circle'}
        className="monitoring-sign"
        icon={<EyeOutlined aria-hidden="true" />}
        aria-label={MONITORED_TEXT}
      >
        {showText ? 'Parent can see' : null}
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
