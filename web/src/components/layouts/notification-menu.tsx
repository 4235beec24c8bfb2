import { BellOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty } from 'antd';

import { NOTIFICATION_PANEL_MAX_HEIGHT } from '@/config/constants';

/**
 * The header's notification menu. Notifications have no source yet (spec section 3), so the list
 * is always empty; the 'Enable' prompt is there but does nothing.
 */
export function NotificationMenu() {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div
          className="notification-panel"
          role="dialog"
          aria-label="Notifications"
          style={{ maxHeight: NOTIFICATION_PANEL_MAX_HEIGHT }}
        >
          <div className="notification-panel-title">Notifications</div>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
          <div className="notification-enable">
            <span>Turn on notifications to hear about new badges and quests.</span>
            <Button size="small" type="primary" ghost>
              Enable
            </Button>
          </div>
        </div>
      )}
    >
      <Button type="text" shape="circle" size="large" icon={<BellOutlined />} aria-label="Notifications" />
    </Dropdown>
  );
}
