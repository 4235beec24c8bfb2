import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, message, Modal, Switch, Typography } from 'antd';
import { useId, useState } from 'react';

import { useUpdateChildSettings } from '@/features/parents/api/child-settings';
import type { ChildSettings } from '@/gen/ndoto/v1/parent_service_pb';
import { errorMessage } from '@/lib/errors';

/** The section's heading, also its switch's accessible name. */
export const OUTSIDE_AI_TITLE = msg`Answers from an outside AI service`;

/** The server's notice as paragraphs: blank lines part them; text, never HTML. */
export function noticeParagraphs(notice: string): string[] {
  return notice
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * "Answers from an outside AI service" in a child's Settings tab, shown only when the server has
 * one configured. Unlike the form above it, the switch saves on its own: turning it on first shows
 * the server's notice (who receives what and why), and only "Turn on" there sends the change, with
 * the version of the notice read; turning it off saves straight away. The switch shows what is
 * saved, never what was asked: a refusal leaves it as it was, with the server's words.
 */
export function OutsideAiSetting({
  childId,
  firstName,
  saved,
}: {
  childId: string;
  firstName: string;
  saved: ChildSettings;
}) {
  const { t } = useLingui();
  const update = useUpdateChildSettings(childId);
  const [messageApi, contextHolder] = message.useMessage();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const stateId = useId();
  const on = saved.outsideAiAnswers;

  const save = (next: boolean) => {
    setProblem(null);
    update.mutate(
      next
        ? { childId, outsideAiAnswers: true, outsideAiNoticeVersion: saved.outsideAiNoticeVersion }
        : { childId, outsideAiAnswers: false },
      {
        onSuccess: () => {
          setReading(false);
          void messageApi.success(
            next ? t`Turned on for ${firstName}. It applies straight away.` : t`Turned off for ${firstName}. It applies straight away.`,
          );
        },
        onError: (error) => {
          setReading(false);
          setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <section className="outside-ai-setting" aria-labelledby={titleId}>
      {contextHolder}
      <Typography.Title level={3} id={titleId} className="outside-ai-setting-title">
        {t(OUTSIDE_AI_TITLE)}
      </Typography.Title>
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} />}
      <label className="child-setting">
        <Switch
          checked={on}
          loading={update.isPending}
          disabled={update.isPending}
          aria-label={t(OUTSIDE_AI_TITLE)}
          aria-describedby={stateId}
          onChange={(next) => {
            if (next) {
              setProblem(null);
              setReading(true);
            } else {
              save(false);
            }
          }}
        />
        <span id={stateId} className="outside-ai-setting-state">
          {on
            ? t`On: the advisor's answers and the quiz's words for ${firstName} are written by the outside service.`
            : t`Off: Ndoto's own built-in advisor answers, and nothing ${firstName} writes leaves Ndoto.`}
        </span>
      </label>
      <Modal
        open={reading}
        title={t`Turn on answers from an outside AI service for ${firstName}?`}
        okText={t`Turn on`}
        cancelText={t`Cancel`}
        okButtonProps={{ loading: update.isPending, size: 'large' }}
        cancelButtonProps={{ disabled: update.isPending, size: 'large' }}
        onOk={() => save(true)}
        onCancel={() => {
          if (!update.isPending) setReading(false);
        }}
        destroyOnHidden
      >
        <div className="outside-ai-notice">
          {noticeParagraphs(saved.outsideAiNotice).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Modal>
    </section>
  );
}
