import { Code, ConnectError } from '@connectrpc/connect';
import { SendOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';

import { POST_MAX_CHARACTERS } from '@/config/constants';
import { useCreatePost } from '@/features/communities/api/communities';
import { canShare, counterText, postFailureText, postLength } from '@/features/communities/components/community-logic';
import { useOnline } from '@/lib/use-online';
import { useMySettings } from '@/lib/my-settings';

/** What a child reads in place of the composer when their parent turned posting off. */
export const POSTING_OFF_TEXT = msg`Your parent has turned off posting in communities, so you can't write posts right now. You can still read and like posts. If you'd like to post, talk to your parent about it.`;

function PostingOff() {
  const { t } = useLingui();
  return (
    <div className="post-composer post-composer-off" role="status">
      <span className="community-notice-emoji" aria-hidden="true">
        🔕
      </span>
      <p>{t(POSTING_OFF_TEXT)}</p>
    </div>
  );
}

/**
 * The composer of a community's members (spec sections 2, 4 and 5): the text, its 'n/500
 * characters' counter and Share. Enter without Shift shares; the text is disabled while posting and
 * cleared once posted, and the feed is fetched again. When the server refuses the post (personal
 * information, unkind words, posting too fast), its explanation is shown here and the text is kept
 * so the child can change it. When the child's parent turned posting off, it says so instead of
 * offering a composer the server would refuse.
 */
export function PostComposer({ communityId }: { communityId: string }) {
  const settings = useMySettings();
  if (settings.data?.communityPosting === false) return <PostingOff />;
  return <Composer communityId={communityId} onPostingOff={() => void settings.refetch()} />;
}

function Composer({ communityId, onPostingOff }: { communityId: string; onPostingOff: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const createPost = useCreatePost();
  const posting = createPost.isPending;
  const ids = useId();
  const counterId = `${ids}-counter`;
  const refusalId = `${ids}-refusal`;
  const online = useOnline();
  const shareable = online && canShare(text, posting);
  const tooLong = postLength(text) > POST_MAX_CHARACTERS;

  const share = () => {
    if (!online || !canShare(text, posting)) return;
    setRefusal(null);
    createPost.mutate(
      { communityId, content: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (error) => {
          setRefusal(postFailureText(error));
          // Turned off since the settings were read: read them again, which shows why.
          if (ConnectError.from(error).code === Code.FailedPrecondition) onPostingOff();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter shares, Shift+Enter starts a new line; Enter that confirms an input method's word does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    share();
  };

  return (
    <form
      className="post-composer"
      aria-label={t`New post`}
      onSubmit={(event) => {
        event.preventDefault();
        share();
      }}
    >
      <label htmlFor={`${ids}-text`} className="post-composer-label">
        <Trans>Share something with the community</Trans>
      </label>
      <Input.TextArea
        id={`${ids}-text`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (refusal) setRefusal(null);
        }}
        onKeyDown={onKeyDown}
        disabled={posting}
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t`What did you discover, make or wonder about today?`}
        aria-describedby={refusal ? `${counterId} ${refusalId}` : counterId}
        aria-invalid={tooLong || refusal !== null}
        status={tooLong || refusal ? 'error' : undefined}
      />
      {refusal && (
        <p id={refusalId} className="post-composer-refusal" role="alert">
          <span aria-hidden="true">🛡️ </span>
          {refusal}
        </p>
      )}
      {!online && (
        // Posts are never kept for later: a grown-up team checks each one as it is posted.
        <p className="post-composer-offline" role="status">
          <span aria-hidden="true">📡 </span>
          <Trans>You're offline. Posts need the internet, so a grown-up team can check them first. Your words stay here until you're back.</Trans>
        </p>
      )}
      <div className="post-composer-footer">
        <span id={counterId} className={`post-composer-counter${tooLong ? ' is-over' : ''}`} aria-live="polite">
          {counterText(text)}
        </span>
        <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined />} disabled={!shareable} loading={posting}>
          {posting ? t`Posting...` : t`Share`}
        </Button>
      </div>
    </form>
  );
}
