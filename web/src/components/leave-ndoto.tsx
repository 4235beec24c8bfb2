import { Button, Modal } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

import { PRODUCT_NAME } from '@/config/constants';
import { useOnline } from '@/lib/use-online';

import './leave-ndoto.css';

/** The website a link goes to, as a child reads it: 'scratch.mit.edu', without 'www.'. */
export function siteName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/**
 * A link to another website behind a 'You are leaving Ndoto' step: `children` gets `open` for its
 * own trigger; the step says, in words for a child, where the link goes, and offers 'Go' (the real
 * link, in a new tab, with no opener and no referrer) and 'Stay here'. With no network it says the
 * link needs one, and offers no 'Go'.
 */
export function LeaveNdoto({
  href,
  what,
  children,
}: {
  href: string;
  /** What is over there, e.g. the game's name. */
  what: string;
  children: (open: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const site = siteName(href);
  const online = useOnline();
  return (
    <>
      {children(() => setOpen(true))}
      <Modal
        open={open}
        onCancel={close}
        title={t`You are leaving ${PRODUCT_NAME}`}
        className="leave-ndoto"
        destroyOnHidden
        footer={[
          <Button key="stay" size="large" onClick={close}>
            <Trans>Stay here</Trans>
          </Button>,
          online && (
            <Button key="go" type="primary" size="large" href={href} target="_blank" rel="noopener noreferrer" onClick={close}>
              <Trans>Go</Trans>
            </Button>
          ),
        ]}
      >
        <p>
          <Trans>
            <strong>{what}</strong> is on another website: <strong className="leave-ndoto-site">{site}</strong>.
          </Trans>
        </p>
        <p>
          <Trans>{PRODUCT_NAME} does not look after that website. If you are not sure, ask a grown-up before you go.</Trans>
        </p>
        {!online && (
          <p role="status" className="leave-ndoto-offline">
            <Trans>You need the internet for this. Connect, then try again.</Trans>
          </p>
        )}
      </Modal>
    </>
  );
}
