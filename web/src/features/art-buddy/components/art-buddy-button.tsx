import { BgColorsOutlined, CloseOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';

import { paths } from '@/config/paths';

import './art-buddy-button.css';

// The chat panel downloads the first time the child opens it, so the layout stays small.
const ArtBuddyPanel = lazy(async () => ({
  default: (await import('@/features/art-buddy/components/art-buddy-panel')).ArtBuddyPanel,
}));

/**
 * Where the Art Buddy is not offered: the quiz, whose answers fill the screen and which a chat
 * would interrupt (the quiz's start page, a choice of four cards, keeps it).
 */
export function artBuddyHiddenOn(pathname: string): boolean {
  return pathname === paths.quiz;
}

/**
 * The floating AI Art Buddy button at the bottom right of every signed-in child screen but the
 * quiz (spec section 2, "Layout"); on a phone, above the bottom bar. Once opened, the panel stays
 * mounted (hidden when closed, and on the quiz) so the chat survives closing it and moving
 * between screens.
 */
export function ArtBuddy() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hidden = artBuddyHiddenOn(useLocation().pathname);
  // Going to the quiz closes the chat: it does not open again by itself after the quiz.
  if (hidden && isOpen) setOpen(false);
  const open = isOpen && !hidden;

  return (
    <>
      {opened && (
        <Suspense
          fallback={
            <div className="art-buddy-loading" role="status">
              <Trans>Opening your Art Buddy...</Trans>
            </div>
          }
        >
          <ArtBuddyPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {!hidden && (
        <button
          type="button"
          className="art-buddy-fab"
          aria-label={open ? t`Close AI Art Buddy` : t`Open AI Art Buddy`}
          aria-expanded={open}
          aria-controls={opened ? 'art-buddy-panel' : undefined}
          onClick={() => {
            setOpened(true);
            setOpen(!open);
          }}
        >
          {open ? <CloseOutlined aria-hidden="true" /> : <BgColorsOutlined aria-hidden="true" />}
        </button>
      )}
    </>
  );
}
