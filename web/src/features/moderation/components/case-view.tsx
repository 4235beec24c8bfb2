import type { Timestamp } from '@bufbuild/protobuf/wkt';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Input, Switch } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';

import { MODERATION } from '@/features/moderation/api/limits';
import { moderationCasePath, paths } from '@/config/paths';
import { useDecideCase, useNextCase, useTakeCase } from '@/features/moderation/api/moderation';
import {
  authorName,
  canWarn,
  caseFailureText,
  categoryLabel,
  clipNote,
  dateOf,
  decisionDone,
  decisionHelp,
  isCaseGone,
  isTypingTarget,
  needsOwnPassword,
  noteLength,
  reportsText,
  shortcutDecision,
  waitingText,
} from '@/features/moderation/components/moderation-logic';
import { Notice } from '@/features/moderation/components/notice';
import { useShortcutsSetting } from '@/features/moderation/components/shortcuts-setting';
import { useNow } from '@/lib/use-now';
import { CaseCategory, Decision, type ModerationCase } from '@/gen/ndoto/v1/moderation_service_pb';
import { relativeTime } from '@/lib/relative-time';

/** Focus on the element once it shows, so that a screen reader reads from there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function BackToQueue() {
  return (
    <Link to={paths.moderation} className="moderation-back">
      <span aria-hidden="true">←</span> <Trans>Back to the queue</Trans>
    </Link>
  );
}

/** When something happened, relative ('2 hours ago'), with the exact time on hover. */
function When({ at }: { at: Timestamp | undefined }) {
  const { i18n } = useLingui();
  const date = dateOf(at);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} title={i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' })}>
      {relativeTime(date)}
    </time>
  );
}

/** A case that cannot be opened (another moderator holds it, it was decided, or it is unknown). */
function CaseProblem({ message }: { message: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="case-problem" aria-labelledby="case-problem-title">
      <h1 id="case-problem-title" ref={heading} tabIndex={-1}>
        <Trans>This case cannot be opened</Trans>
      </h1>
      <Notice tone="warning" title={message} />
      <BackToQueue />
    </section>
  );
}

const DECISIONS = [
  { decision: Decision.KEEP, label: msg`Keep`, key: 'K' },
  { decision: Decision.REMOVE, label: msg`Remove`, key: 'R' },
  { decision: Decision.REMOVE_AND_WARN, label: msg`Remove and warn`, key: 'W' },
] as const;

/**
 * The three decisions (two for a self-harm case, which is never warned), an optional note, and the
 * K, R and W shortcuts, which do nothing while the moderator types in a field and can be turned
 * off. After a decision the next case of the queue opens, else the queue.
 */
function DecisionPanel({ caseId, category }: { caseId: string; category: CaseCategory }) {
  const { t } = useLingui();
  const decide = useDecideCase();
  const nextCase = useNextCase();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ text: string; gone: boolean } | null>(null);
  const [moving, setMoving] = useState(false);
  const [shortcuts, setShortcuts] = useShortcutsSetting();
  const warn = canWarn(category);
  const busy = decide.isPending || moving;
  const chosen = decide.variables?.decision;
  const noteMax = MODERATION.noteMaxCharacters;

  const choose = (decision: Decision) => {
    if (busy) return;
    setProblem(null);
    decide.mutate(
      { caseId, decision, note: note.trim() },
      {
        onSuccess: async () => {
          setMoving(true);
          const done = decisionDone(decision);
          void message.success(t`${done}. Your decision is saved.`);
          const next = await nextCase(caseId);
          await navigate(next ? moderationCasePath(next) : paths.moderation);
        },
        onError: (error) => {
          if (needsOwnPassword(error)) {
            void navigate(paths.moderationChoosePassword, { replace: true });
            return;
          }
          console.error('Could not record the decision', error);
          setProblem({ text: caseFailureText(error), gone: isCaseGone(error) });
        },
      },
    );
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || isTypingTarget(event.target)) return;
    const decision = shortcutDecision(event, warn);
    if (decision === null) return;
    event.preventDefault();
    choose(decision);
  });
  useEffect(() => {
    if (!shortcuts) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [shortcuts]);

  return (
    <section className="case-decision" aria-labelledby="case-decision-title">
      <h2 id="case-decision-title">
        <Trans>Your decision</Trans>
      </h2>
      <p className="moderation-soft">{decisionHelp(category)}</p>
      <label htmlFor="case-note" className="case-note-label">
        <Trans>Note (optional)</Trans>
      </label>
      <Input.TextArea
        id="case-note"
        value={note}
        onChange={(event) => setNote(clipNote(event.target.value, MODERATION.noteMaxCharacters))}
        autoSize={{ minRows: 3, maxRows: 8 }}
        disabled={busy}
        aria-describedby="case-note-help"
        count={{
          show: true,
          max: MODERATION.noteMaxCharacters,
          strategy: noteLength,
          exceedFormatter: (text, { max }) => clipNote(text, max),
        }}
      />
      <p id="case-note-help" className="moderation-soft case-note-help">
        <Trans>For the audit and the next moderator; at most {noteMax} characters.</Trans>
        {shortcuts && ' '}
        {shortcuts && <Trans>The keyboard shortcuts do nothing while you type here.</Trans>}
      </p>
      <div className="case-decisions" role="group" aria-label={t`Decision`}>
        {DECISIONS.filter(({ decision }) => warn || decision !== Decision.REMOVE_AND_WARN).map(({ decision, label: words, key }) => {
          const label = t(words);
          return (
          <Button
            key={decision}
            size="large"
            type={decision === Decision.REMOVE_AND_WARN ? 'primary' : 'default'}
            danger={decision !== Decision.KEEP}
            disabled={busy && chosen !== decision}
            loading={busy && chosen === decision}
            aria-keyshortcuts={shortcuts ? key : undefined}
            onClick={() => choose(decision)}
          >
            {shortcuts ? t`${label} (${key})` : label}
          </Button>
          );
        })}
      </div>
      {problem && (
        <Notice tone="error" title={problem.text} action={problem.gone ? <BackToQueue /> : undefined} />
      )}
      <label className="case-shortcuts">
        <Switch checked={shortcuts} onChange={setShortcuts} />
        <span>{t`Keyboard shortcuts`}</span>
      </label>
    </section>
  );
}

/** An earlier decision on the author: 'Reported post: Removed'. */
function EarlierDecision({ category, decision }: { category: CaseCategory; decision: Decision }) {
  const { t } = useLingui();
  const kind = categoryLabel(category);
  const done = decisionDone(decision);
  return <>{t`${kind}: ${done}`}</>;
}

/** A taken case with everything needed to decide it, and the decision. */
function CaseDetails({ caseId, moderationCase }: { caseId: string; moderationCase: ModerationCase }) {
  const { t } = useLingui();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const now = useNow(MODERATION.refreshMs);
  const summary = moderationCase.summary;
  const category = summary?.category ?? CaseCategory.UNSPECIFIED;
  const reported = category === CaseCategory.REPORTED;
  const author = moderationCase.author;
  const created = dateOf(summary?.createdAt);
  const communityName = summary?.communityName;
  const ageBand = author?.ageBand;

  return (
    <article className="case" aria-labelledby="case-title">
      <BackToQueue />
      <header className="case-head">
        <div className="moderation-title-row">
          <h1 id="case-title" ref={heading} tabIndex={-1}>
            {categoryLabel(category)}
          </h1>
          {summary?.urgent && <span className="moderation-tag is-urgent">{t`Urgent`}</span>}
        </div>
        <p className="case-meta">
          {communityName ? <Trans>In {communityName}</Trans> : <Trans>In an unknown community</Trans>}
          {created && ` · ${waitingText(created, now)}`}
          {' · '}
          {reported ? reportsText(summary?.reportCount ?? 0) : t`refused by the filters, never published`}
        </p>
      </header>
      <div className="case-body">
        <div className="case-context">
          <section aria-labelledby="case-post-title">
            <h2 id="case-post-title">
              <Trans>The post</Trans>
            </h2>
            <blockquote className="case-text">{moderationCase.text}</blockquote>
          </section>
          <section aria-labelledby="case-author-title">
            <h2 id="case-author-title">
              <Trans>Author</Trans>
            </h2>
            <p className="case-author">
              <span>{authorName(author)}</span>
              {ageBand && <span className="moderation-soft">{` · ${t`age ${ageBand}`}`}</span>}
            </p>
          </section>
          {reported && (
            <section aria-labelledby="case-reports-title">
              <h2 id="case-reports-title">
                <Trans>Reports</Trans>
              </h2>
              {moderationCase.reports.length === 0 ? (
                <p className="moderation-soft">
                  <Trans>No reports.</Trans>
                </p>
              ) : (
                <ol className="case-list-plain">
                  {moderationCase.reports.map((report, index) => (
                    <li key={index}>
                      <span className={report.reason ? undefined : 'moderation-soft'}>{report.reason || t`No reason given`}</span>
                      {' · '}
                      <When at={report.reportedAt} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
          <section aria-labelledby="case-earlier-title">
            <h2 id="case-earlier-title">
              <Trans>Earlier decisions on this author</Trans>
            </h2>
            {moderationCase.earlierDecisions.length === 0 ? (
              <p className="moderation-soft">
                <Trans>None.</Trans>
              </p>
            ) : (
              <ul className="case-list-plain">
                {moderationCase.earlierDecisions.map((earlier, index) => (
                  <li key={index}>
                    <EarlierDecision category={earlier.category} decision={earlier.decision} />
                    {' · '}
                    <When at={earlier.decidedAt} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <DecisionPanel caseId={caseId} category={category} />
      </div>
    </article>
  );
}

/** Opening a case takes it (TakeCase), once, then shows it, or why it cannot be opened. */
function CaseView({ caseId }: { caseId: string }) {
  const { t } = useLingui();
  const take = useTakeCase();
  const { mutate: takeCase } = take;
  const asked = useRef(false);
  useEffect(() => {
    // Once per case, also under StrictMode's second run of effects.
    if (asked.current) return;
    asked.current = true;
    takeCase(
      { caseId },
      {
        onError: (error) => {
          if (!needsOwnPassword(error)) console.error('Could not take the case', error);
        },
      },
    );
  }, [caseId, takeCase]);

  // Still the password an operator printed: the moderator chooses their own first.
  if (take.isError && needsOwnPassword(take.error)) return <Navigate to={paths.moderationChoosePassword} replace />;
  if (take.isError) return <CaseProblem message={caseFailureText(take.error)} />;
  const moderationCase = take.data?.moderationCase;
  if (take.isSuccess && !moderationCase) return <CaseProblem message={t`The server sent no case. Please try again.`} />;
  if (!moderationCase) {
    return (
      <p role="status" className="moderation-soft">
        <Trans>Opening the case…</Trans>
      </p>
    );
  }
  return <CaseDetails caseId={caseId} moderationCase={moderationCase} />;
}

/** /moderation/cases/:caseId: one case at a time, a fresh view (and a fresh take) per case. */
export function CasePage() {
  const { caseId = '' } = useParams();
  return <CaseView key={caseId} caseId={caseId} />;
}
