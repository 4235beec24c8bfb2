import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { videoSearchPath } from '@/config/paths';

/**
 * The header's search box: goes to the safe video hub, only for text that is not blank. A plain
 * input rather than antd's: antd's Input brings its form, OTP and text-area code (about 30 KB
 * gzipped) into every signed-in screen's first download.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        const path = videoSearchPath(text);
        if (path) navigate(path);
      }}
    >
      <SearchOutlined className="header-search-icon" aria-hidden="true" />
      <input
        type="text"
        enterKeyHint="search"
        aria-label="Search videos"
        placeholder="Search videos..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text && (
        <button type="button" className="header-search-clear" aria-label="Clear search" onClick={() => setText('')}>
          <CloseCircleFilled aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
