import { screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';

import { EmbeddedPlayer, isEmbeddablePlayer } from '@/components/embedded-player';
import { renderWithWords } from '@/testing/render-app';

describe('the embedded player', () => {
  it('frames youtube-nocookie.com only, sandboxed so it plays but cannot navigate the page, with a title', () => {
    const src = 'https://www.youtube-nocookie.com/embed/Tk338VXcb24?autoplay=1&rel=0&modestbranding=1';
    renderWithWords(<EmbeddedPlayer src={src} title="How Volcanoes Work" />);
    const frame = screen.getByTitle('How Volcanoes Work');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    // Exactly these: no allow-top-navigation, no allow-popups, no allow-forms.
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ').sort();
    expect(sandbox).toEqual(['allow-presentation', 'allow-same-origin', 'allow-scripts']);
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('says videos need the internet while the device has no network, instead of an empty frame', () => {
    onlineManager.setOnline(false);
    try {
      const { container } = renderWithWords(<EmbeddedPlayer src="https://www.youtube-nocookie.com/embed/Tk338VXcb24" title="How Volcanoes Work" />);
      expect(container.querySelector('iframe')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Videos need the internet. Connect, then press play again.');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it.each([
    'https://www.youtube.com/embed/Tk338VXcb24',
    'https://videos.example.org/volcano.mp4',
    'http://www.youtube-nocookie.com/embed/Tk338VXcb24',
    'https://www.youtube-nocookie.com.example.org/embed/Tk338VXcb24',
    'javascript:alert(1)',
    '',
  ])('shows a message instead of framing %s', (src) => {
    const { container } = renderWithWords(<EmbeddedPlayer src={src} title="Elsewhere" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Sorry, this video cannot be played here.')).toBeInTheDocument();
    expect(isEmbeddablePlayer(src)).toBe(false);
  });

  it('takes embed addresses on the privacy-enhanced host only', () => {
    expect(isEmbeddablePlayer('https://www.youtube-nocookie.com/embed/abcdefghijk')).toBe(true);
    expect(isEmbeddablePlayer('https://www.youtube-nocookie.com/watch?v=abcdefghijk')).toBe(false);
  });
});
