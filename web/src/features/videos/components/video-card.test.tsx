import { create } from '@bufbuild/protobuf';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { VideoStats } from '@/features/videos/components/video-card';
import { VideoResultSchema } from '@/gen/ndoto/v1/video_service_pb';

describe('VideoStats', () => {
  it('shows views and upload age when known', () => {
    render(<VideoStats video={create(VideoResultSchema, { views: 1500, uploadTime: '3 weeks ago' })} />);
    expect(screen.getByText('1.5K views • 3 weeks ago')).toBeInTheDocument();
  });

  it('leaves out the views our catalogue does not know, and shows nothing when neither is known', () => {
    const { container, rerender } = render(<VideoStats video={create(VideoResultSchema, { views: 0, uploadTime: '2 years ago' })} />);
    expect(screen.getByText('2 years ago')).toBeInTheDocument();
    expect(screen.queryByText(/views/)).toBeNull();
    rerender(<VideoStats video={create(VideoResultSchema, { views: 0, uploadTime: '' })} />);
    expect(container.querySelector('.video-stats')).toBeNull();
  });
});
