import { BgColorsOutlined, CloseOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState } from 'react';

import './art-buddy-button.css';

// The chat panel downloads the first time the child opens it, so the layout stays small.
const ArtBuddyPanel = lazy(async () => ({
  default: (await import('@/features/art-buddy/components/art-buddy-panel')).ArtBuddyPanel,
}));

/**
 * The floating AI Art Buddy button at the bottom right of every signed-in child screen (spec
 * section 2, "Layout"). Once opened, the panel stays mounted (hidden when closed) so the chat
 * survives closing it and moving between screens.
 */
export function ArtBuddy() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      {opened && (
        <Suspense
          fallback={
            <div className="art-buddy-loading" role="status">
              Opening your Art Buddy...
            </div>
          }
        >
          <ArtBuddyPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        className="art-buddy-fab"
        aria-label={open ? 'Close AI Art Buddy' : 'Open AI Art Buddy'}
        aria-expanded={open}
        aria-controls={opened ? 'art-buddy-panel' : undefined}
        onClick={() => {
          setOpened(true);
          setOpen((now) => !now);
        }}
      >
        {open ? <CloseOutlined aria-hidden="true" /> : <BgColorsOutlined aria-hidden="true" />}
      </button>
    </>
  );
}
