import { timestampDate } from '@bufbuild/protobuf/wkt';
import {
  BellOutlined,
  FireOutlined,
  GiftOutlined,
  RocketOutlined,
  SafetyOutlined,
  TrophyOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Dropdown, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';

import { NOTIFICATION_PANEL_MAX_HEIGHT } from '@/config/constants';
import type { Notification } from '@/gen/ndoto/v1/student_service_pb';
import { relativeTime } from '@/lib/relative-time';

import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

import './notification-menu.css';

/** The spec's notification icons (section 3), and ours for what a moderator tells the child. */
const ICONS: Record<string, ReactNode> = {
  medal: <TrophyOutlined />,
  rocket: <RocketOutlined />,
  flame: <FireOutlined />,
  award: <StarOutlined />,
  gift: <GiftOutlined />,
  shield: <SafetyOutlined />,
};

function NotificationItem({ item, now }: { item: Notification; now: Date }) {
  const { i18n } = useLingui();
  const points = i18n.number(item.points);
  const when = item.date ? timestampDate(item.date) : undefined;
  return (
    <li className={`notification-item${item.isNew ? ' is-new' : ''}`}>
      <span className={`notification-icon notification-icon-${item.type}`} aria-hidden="true">
        {ICONS[item.icon] ?? <BellOutlined />}
      </span>
      <div className="notification-text">
        <div className="notification-title">
          {item.title}
          {item.isNew && (
            <span className="notification-new">
              <Trans>New</Trans>
            </span>
          )}
        </div>
        <div className="notification-description">{item.description}</div>
        <div className="notification-meta">
          {when && <time dateTime={when.toISOString()}>{relativeTime(when, now, i18n.locale)}</time>}
          {item.points > 0 && <span>+{points} ⭐</span>}
        </div>
      </div>
    </li>
  );
}

/**
 * The header's notification menu (spec sections 2, 3 and 9): the child's real notifications from
 * the server (activities completed, badges earned, quiz results ready), newest first, with the
 * relative-time rule, in a panel at most 400px high; 'Mark all as read' marks the new ones it shows
 * read. The 'Enable' prompt stays as the spec has it: it does nothing.
 */
export function NotificationMenu() {
  const { t } = useLingui();
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const now = new Date();
  const newIds = data?.notifications.filter((n) => n.isNew).map((n) => n.id) ?? [];
  let body: ReactNode;
  if (isPending) body = <Spin size="small" aria-label={t`Loading notifications`} />;
  else if (isError) body = (
      <p className="notification-error">
        <Trans>We couldn't load your notifications right now.</Trans>
      </p>
    );
  else if (data.notifications.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No notifications yet`} />;
  else
    body = (
      <ul className="notification-list">
        {data.notifications.map((item) => (
          <NotificationItem key={item.id} item={item} now={now} />
        ))}
      </ul>
    );
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div
          className="notification-panel"
          role="dialog"
          aria-label={t`Notifications`}
          style={{ maxHeight: NOTIFICATION_PANEL_MAX_HEIGHT }}
        >
          <div className="notification-panel-head">
            <div className="notification-panel-title">
              <Trans>Notifications</Trans>
            </div>
            {newIds.length > 0 && (
              <Button size="small" type="link" loading={markRead.isPending} onClick={() => markRead.mutate({ ids: newIds })}>
                <Trans>Mark all as read</Trans>
              </Button>
            )}
          </div>
          {body}
          <div className="notification-enable">
            <span>
              <Trans>Turn on notifications to hear about new badges and quests.</Trans>
            </span>
            <Button size="small" type="primary" ghost>
              <Trans>Enable</Trans>
            </Button>
          </div>
        </div>
      )}
    >
      <Badge count={unread} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          shape="circle"
          size="large"
          icon={<BellOutlined />}
          aria-label={unread > 0 ? t`Notifications, ${unread} new` : t`Notifications`}
        />
      </Badge>
    </Dropdown>
  );
}
