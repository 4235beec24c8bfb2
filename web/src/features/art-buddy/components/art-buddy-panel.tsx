import { BgColorsOutlined, CloseOutlined, HeartFilled, HeartOutlined, SendOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { useCheckArtRequest } from '@/features/art-buddy/api/art-check';
import {
  artMessage,
  CANNED_REPLIES,
  GREETING,
  IMAGE_DELAY_MS,
  IMAGE_ERROR,
  MESSAGE_MAX_CHARS,
  pick,
  REPLY_DELAY_MS,
  SAFETY_NOTE,
  wantsImage,
} from '@/features/art-buddy/components/art-buddy-logic';

import './art-buddy-panel.css';

/** A chat message (spec section 3): who said it, what, when, and perhaps a picture. */
interface ChatMessage {
  id: number;
  type: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  image?: { id: number; url: string; alt: string; prompt: string; liked: boolean };
  failed?: boolean;
}

/** A reply of the Art Buddy; a picture gets its id when it is shown. */
type Reply = Omit<ChatMessage, 'id' | 'timestamp' | 'image'> & { image?: Omit<NonNullable<ChatMessage['image']>, 'id'> };

/**
 * The AI Art Buddy chat (spec sections 4, 5, 8, 9): Enter sends, a blank message is not sent; a
 * picture request is checked by the server's moderation, then drawn on the device from our own
 * SVG pieces (a chunk loaded on the first request) and shown after 3 s at the earliest, with
 * sending disabled meanwhile; anything else gets one of four encouraging replies after 1 s.
 */
export function ArtBuddyPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const check = useCheckArtRequest();
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, type: 'assistant', content: i18n._(GREETING), timestamp: new Date() },
  ]);
  const [draft, setDraft] = useState('');
  const [drawing, setDrawing] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, drawing]);

  const append = (message: Omit<ChatMessage, 'id' | 'timestamp'>) =>
    setMessages((list) => [...list, { ...message, id: nextId.current++, timestamp: new Date() }]);

  const later = (delay: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, delay));
  };

  /** The reply to a picture request: the server's refusal, the picture, or the spec's error text. */
  const answerPicture = async (message: string): Promise<Reply> => {
    try {
      const [verdict, drawing] = await Promise.all([
        check.mutateAsync({ text: message }),
        import('@/features/art-buddy/drawing/compose'),
      ]);
      // The server's refusal is in English for now (its words are not translated yet).
      if (!verdict.allowed) return { type: 'assistant', content: verdict.message || i18n._(IMAGE_ERROR) };
      const answer = drawing.composePicture(message);
      if (answer.kind === 'nothing') return { type: 'assistant', content: answer.reply };
      return {
        type: 'assistant',
        content: answer.reply,
        image: { url: answer.url, alt: answer.alt, prompt: message, liked: false },
      };
    } catch (error) {
      console.error('The Art Buddy could not make its picture', error);
      return { type: 'assistant', content: i18n._(IMAGE_ERROR), failed: true };
    }
  };

  const send = () => {
    const message = artMessage(draft);
    if (message === null || drawing) return;
    append({ type: 'user', content: message });
    setDraft('');
    if (wantsImage(message)) {
      setDrawing(true);
      const reply = answerPicture(message);
      // The picture shows after 3 s, or when the check answers if that takes longer.
      later(IMAGE_DELAY_MS, () => {
        void reply.then(({ image, ...answer }) => {
          append({ ...answer, ...(image ? { image: { ...image, id: nextId.current } } : {}) });
          setDrawing(false);
        });
      });
    } else {
      const reply = i18n._(pick(CANNED_REPLIES, Math.random()));
      later(REPLY_DELAY_MS, () => append({ type: 'assistant', content: reply }));
    }
  };

  const update = (id: number, change: (message: ChatMessage) => ChatMessage) =>
    setMessages((list) => list.map((message) => (message.id === id ? change(message) : message)));

  const toggleLike = (id: number) =>
    update(id, (message) => (message.image ? { ...message, image: { ...message.image, liked: !message.image.liked } } : message));

  // A picture that cannot be shown becomes the spec's error message.
  const imageFailed = (id: number) => {
    console.error('The Art Buddy could not show its picture', id);
    update(id, (message) => ({ id: message.id, type: message.type, timestamp: message.timestamp, content: i18n._(IMAGE_ERROR), failed: true }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    // The WAI-ARIA dialog pattern: Escape closes the panel from whichever control inside has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id="art-buddy-panel"
      className="art-buddy-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="art-buddy-title"
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="art-buddy-header">
        <BgColorsOutlined className="art-buddy-face" aria-hidden="true" />
        <h2 id="art-buddy-title">
          <Trans>AI Art Buddy</Trans>
        </h2>
        <button type="button" className="art-buddy-close" aria-label={t`Close AI Art Buddy`} onClick={onClose}>
          <CloseOutlined aria-hidden="true" />
        </button>
      </header>
      <p className="art-buddy-safety" role="note">
        <span aria-hidden="true">🛡️ </span>
        {i18n._(SAFETY_NOTE)}
      </p>
      <div className="art-buddy-log" role="log" aria-live="polite" ref={logRef}>
        {messages.map((message) => {
          const prompt = message.image?.prompt;
          return (
            <div
              key={message.id}
              className={`art-buddy-message ${message.type}${message.failed ? ' failed' : ''}${message.image ? ' with-picture' : ''}`}
            >
              <div className="art-buddy-bubble">
                <span className="visually-hidden">
                  {message.type === 'user' ? t`You said:` : t`Art Buddy:`}{' '}
                </span>
                {message.content}
                {message.image && (
                  <figure className="art-buddy-image">
                    <img
                      src={message.image.url}
                      alt={message.image.alt}
                      width={320}
                      height={240}
                      decoding="async"
                      onError={() => imageFailed(message.id)}
                    />
                    <figcaption>
                      <span>
                        <Trans>“{prompt}”</Trans>
                      </span>
                      <button
                        type="button"
                        className="art-buddy-like"
                        aria-pressed={message.image.liked}
                        aria-label={t`Like this picture`}
                        onClick={() => toggleLike(message.id)}
                      >
                        {message.image.liked ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
                      </button>
                    </figcaption>
                  </figure>
                )}
              </div>
            </div>
          );
        })}
        {drawing && (
          <div className="art-buddy-message assistant">
            <p className="art-buddy-bubble art-buddy-drawing" role="status">
              <span aria-hidden="true">🖌️ </span>
              <Trans>Drawing your picture...</Trans>
            </p>
          </div>
        )}
      </div>
      <form
        className="art-buddy-compose"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor="art-buddy-input" className="visually-hidden">
          <Trans>Message your Art Buddy</Trans>
        </label>
        <textarea
          id="art-buddy-input"
          ref={inputRef}
          rows={1}
          value={draft}
          maxLength={MESSAGE_MAX_CHARS}
          placeholder={t`Ask me to draw something...`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="art-buddy-send" aria-label={t`Send`} disabled={drawing || artMessage(draft) === null}>
          <SendOutlined aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
