import { useTransport } from '@connectrpc/connect-query';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';

import { OUTBOX_RETRY_MS } from '@/config/constants';
import type { OutboxAction } from '@/features/offline/outbox/outbox-actions';
import { afterSent, sendAction } from '@/features/offline/outbox/outbox-calls';
import { sendOutbox } from '@/features/offline/outbox/outbox-sender';
import { clearOutbox, onOutboxChange, readQueue } from '@/features/offline/outbox/outbox-store';
import { signedInChild } from '@/features/offline/outbox/use-outbox';
import { errorMessage } from '@/lib/errors';
import { forgetAtChildSignOut } from '@/lib/sign-out';

/**
 * Sends the signed-in child's outbox (issue 30, item 5): when the app starts, when the network
 * comes back, when an action is queued while online, and every OUTBOX_RETRY_MS while actions
 * wait. Each call carries the child's token as it is then (the transport reads it per call, and
 * keeps a renewed one). An action the server refuses for good is dropped, and the child told why.
 * Renders nothing; mounted once around the child's screens.
 */
export function OutboxRunner() {
  // A family's phone is shared: a child's sign-out empties the outbox.
  useEffect(() => forgetAtChildSignOut(clearOutbox), []);
  const transport = useTransport();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useLingui();

  useEffect(() => {
    const refusedTitle = (action: OutboxAction) => {
      switch (action.kind) {
        case 'completeActivity': {
          const title = action.title;
          return t`We couldn't save “${title}”`;
        }
        case 'joinCommunity': {
          const name = action.name;
          return t`We couldn't join “${name}” for you`;
        }
        case 'leaveCommunity': {
          const name = action.name;
          return t`We couldn't leave “${name}” for you`;
        }
        case 'markNotificationsRead':
          return t`We couldn't mark your notifications as read`;
      }
    };
    const send = () => {
      const childId = signedInChild();
      if (!childId || !navigator.onLine) return;
      sendOutbox(childId, {
        signedInChild,
        send: (action) => sendAction(transport, action),
        onSent: (action) => afterSent(queryClient, transport, action),
        onDropped: (action, error) => {
          console.error('The server refused an action made offline; it is dropped', action, error);
          afterSent(queryClient, transport, action);
          notification.warning({ title: refusedTitle(action), description: errorMessage(error), duration: 0 });
        },
      }).catch((error: unknown) => console.error('Could not send the outbox', error));
    };
    send();
    window.addEventListener('online', send);
    const stopWatching = onOutboxChange(send);
    // While actions wait, try again now and then: the `online` event does not say the server
    // answers (a captive portal, a server restarting, a limit that said "later").
    const timer = window.setInterval(() => {
      const childId = signedInChild();
      if (childId) void readQueue(childId).then((queue) => queue.length > 0 && send(), () => undefined);
    }, OUTBOX_RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      stopWatching();
      window.clearInterval(timer);
    };
  }, [transport, queryClient, notification, t]);

  return null;
}
