import { SendOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

import { useAskAdvisor } from '@/features/careers/api/careers';
import { ADVISOR_MAX_CHARS, advisorQuestion, readAdvisorAreas } from '@/features/careers/components/career-logic';

import './careers.css';

/**
 * The four quick questions, asked as the chip says them in the child's language (the advisor
 * understands English, Kiswahili and French).
 */
export const QUICK_QUESTIONS = [
  msg`What careers match my interests?`,
  msg`Which school subjects should I focus on?`,
  msg`What can I do now to prepare for my dream job?`,
  msg`Tell me about being an engineer`,
];

const MOTIVATION = [
  { emoji: '🌈', title: msg`Dream Big`, text: msg`Every great career starts with curiosity. Keep asking questions!` },
  { emoji: '🧗', title: msg`Keep Trying`, text: msg`Skills grow with practice. Mistakes are how you learn.` },
  { emoji: '🤝', title: msg`Help Others`, text: msg`Many of the best jobs are about making life better for someone.` },
];

interface ChatMessage {
  id: number;
  type: 'user' | 'assistant';
  /** The app's own words (the greeting, the failure) are shown in the language of the moment. */
  content: string | MessageDescriptor;
  timestamp: Date;
  failed?: boolean;
}

const GREETING = msg`Hi! I'm your AI Career Advisor. Ask me about careers, school subjects or what you can try next. Remember: never share personal things like your phone number, address or school here.`;

/**
 * /ai-advisor (spec section 2): hero, chat window, four quick-question chips and three motivation
 * cards. Each question goes to AskAdvisor; the typing indicator shows while the call runs.
 */
export function AiAdvisor() {
  const { t } = useLingui();
  const location = useLocation();
  const areas = readAdvisorAreas(location.state);
  const ask = useAskAdvisor();
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, type: 'assistant', content: GREETING, timestamp: new Date() },
  ]);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const waiting = ask.isPending;
  // The areas are the server's words; only the list's commas are ours.
  const topAreas = areas.join(', ');

  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting]);

  const append = (message: Omit<ChatMessage, 'id' | 'timestamp'>) =>
    setMessages((list) => [...list, { ...message, id: nextId.current++, timestamp: new Date() }]);

  /** Sends `text` and shows it as the child's. */
  const send = (text: string) => {
    const question = advisorQuestion(text);
    if (question === null || waiting) return;
    append({ type: 'user', content: question });
    setDraft('');
    ask.mutate(
      { message: question },
      {
        onSuccess: (response) => append({ type: 'assistant', content: response.reply }),
        onError: (error) => {
          console.error('The advisor could not answer', error);
          append({ type: 'assistant', content: msg`Sorry, I could not answer just now. Please try again in a moment.`, failed: true });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  return (
    <div className="careers-page advisor">
      <section className="advisor-hero">
        <span className="advisor-hero-emoji" aria-hidden="true">
          🦉
        </span>
        <div>
          <h1>
            <Trans>AI Career Advisor</Trans>
          </h1>
          <p>
            <Trans>Curious about a job? Wondering what to learn next? Ask me anything about careers!</Trans>
          </p>
          {areas.length > 0 && (
            <p className="advisor-areas">
              <Trans>
                Your top areas: <strong>{topAreas}</strong>
              </Trans>
            </p>
          )}
        </div>
      </section>

      <div className="advisor-main">
        <section className="advisor-chat" aria-label={t`Chat with the advisor`}>
          <div className="advisor-log" role="log" aria-live="polite" ref={logRef}>
            {messages.map((message) => (
              <div key={message.id} className={`advisor-message ${message.type}${message.failed ? ' failed' : ''}`}>
                {message.type === 'assistant' && (
                  <span className="advisor-avatar" aria-hidden="true">
                    🦉
                  </span>
                )}
                <p className="advisor-bubble">
                  <span className="visually-hidden">{message.type === 'user' ? t`You said:` : t`Advisor:`} </span>
                  {typeof message.content === 'string' ? message.content : t(message.content)}
                </p>
              </div>
            ))}
            {waiting && (
              <div className="advisor-message assistant">
                <span className="advisor-avatar" aria-hidden="true">
                  🦉
                </span>
                <p className="advisor-bubble advisor-typing" role="status" aria-label={t`The advisor is typing`}>
                  <span />
                  <span />
                  <span />
                </p>
              </div>
            )}
          </div>

          <div className="advisor-chips" aria-label={t`Quick questions`}>
            {QUICK_QUESTIONS.map((label) => {
              const question = t(label);
              return (
                <button key={label.id} type="button" className="advisor-chip" onClick={() => send(question)} disabled={waiting}>
                  {question}
                </button>
              );
            })}
          </div>

          <form
            className="advisor-compose"
            onSubmit={(event) => {
              event.preventDefault();
              send(draft);
            }}
          >
            <Input.TextArea
              aria-label={t`Your question`}
              placeholder={t`Type your question about careers...`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={ADVISOR_MAX_CHARS}
              showCount
              autoSize={{ minRows: 1, maxRows: 4 }}
            />
            <Button
              type="primary"
              htmlType="submit"
              shape="circle"
              size="large"
              icon={<SendOutlined />}
              disabled={waiting || advisorQuestion(draft) === null}
              aria-label={t`Send`}
            />
          </form>
        </section>

        <aside className="advisor-motivation" aria-label={t`Keep going`}>
          {MOTIVATION.map((card) => (
            <article key={card.emoji} className="motivation-card">
              <span aria-hidden="true">{card.emoji}</span>
              <div>
                <h2>{t(card.title)}</h2>
                <p>{t(card.text)}</p>
              </div>
            </article>
          ))}
        </aside>
      </div>
    </div>
  );
}
