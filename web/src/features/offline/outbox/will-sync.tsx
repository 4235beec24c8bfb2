import { CloudUploadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';

import './will-sync.css';

/** The small mark on something the child did offline: done here, sent when the network is back. */
export function WillSync() {
  return (
    <span className="will-sync">
      <CloudUploadOutlined aria-hidden="true" /> <Trans>Will send when you're online</Trans>
    </span>
  );
}
