import { CloseCircleFilled, CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { videoSearchPath } from '@/config/paths';

/**
 * The header's search box: goes to the safe video hub, only for text that is not blank. A plain
 * input rather than antd's: antd's Input brings its form, OTP and text-area code (about 30 KB
 * gzipped) into every signed-in screen's first download.
 *
 * On a phone (`compact`) the header has no room for a box (it showed 'Searc'): a search button
 * opens the box over the whole header, focused; Escape or its close button closes it and puts
 * focus back on the button, and so does a search.
 */
export function HeaderSearch({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    opener.current?.focus();
    setOpen(false);
  };

  // Escape closes the open box from any of its controls.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      opener.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!compact) return <SearchForm />;

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="header-search-open"
        aria-label={t`Search videos`}
        aria-expanded={open}
        aria-controls={open ? 'header-search-overlay' : undefined}
        onClick={() => setOpen(true)}
      >
        <SearchOutlined aria-hidden="true" />
      </button>
      {open && (
        <div id="header-search-overlay" className="header-search-overlay">
          <SearchForm focusOnOpen onSearched={close} />
          <button type="button" className="header-search-close" aria-label={t`Close search`} onClick={close}>
            <CloseOutlined aria-hidden="true" />
          </button>
        </div>
      )}
    </>
  );
}

function SearchForm({ focusOnOpen = false, onSearched }: { focusOnOpen?: boolean; onSearched?: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Opened on purpose by the search button, which it covers: focus goes where the child types.
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        const path = videoSearchPath(text);
        if (!path) return;
        void navigate(path);
        onSearched?.();
      }}
    >
      <SearchOutlined className="header-search-icon" aria-hidden="true" />
      <input
        type="text"
        enterKeyHint="search"
        ref={input}
        aria-label={t`Search videos`}
        placeholder={t`Search videos...`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text && (
        <button type="button" className="header-search-clear" aria-label={t`Clear search`} onClick={() => setText('')}>
          <CloseCircleFilled aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
