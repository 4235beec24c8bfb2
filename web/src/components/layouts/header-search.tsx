import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { videoSearchPath } from '@/config/paths';

/** The header's search box: goes to the safe video hub, only for text that is not blank. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = () => {
    const path = videoSearchPath(text);
    if (path) navigate(path);
  };
  return (
    <div role="search" className="header-search">
      <Input
        aria-label="Search videos"
        placeholder="Search videos..."
        prefix={<SearchOutlined />}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={(event) => {
          event.preventDefault();
          search();
        }}
      />
    </div>
  );
}
