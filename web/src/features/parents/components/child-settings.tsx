import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input, InputNumber, message, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

import {
  browserTimeZone,
  SETTINGS_FIELDS,
  useChildSettings,
  useUpdateChildSettings,
} from '@/features/parents/api/child-settings';
import { OutsideAiSetting } from '@/features/parents/components/outside-ai-setting';
import { languageOptions } from '@/components/language-options';
import { LoadFailed } from '@/components/load-failed';
import type { ChildSettings } from '@/gen/ndoto/v1/parent_service_pb';
import { showServerErrors } from '@/lib/form-errors';
import type { Language } from '@/lib/i18n';

import './parent-pages.css';

interface SettingsValues {
  communityPosting: boolean;
  approvedVideosOnly: boolean;
  personalisedRecommendations: boolean;
  shareWatchHistory: boolean;
  limitOn: boolean;
  dailyLimitMinutes: number | null;
  bedtimeOn: boolean;
  bedtimeStart: string;
  bedtimeEnd: string;
  language: Language;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function valuesOf(settings: ChildSettings): SettingsValues {
  return {
    communityPosting: settings.communityPosting,
    approvedVideosOnly: settings.approvedVideosOnly,
    personalisedRecommendations: settings.personalisedRecommendations,
    shareWatchHistory: settings.shareWatchHistory,
    limitOn: settings.dailyLimitMinutes > 0,
    dailyLimitMinutes: settings.dailyLimitMinutes > 0 ? settings.dailyLimitMinutes : null,
    bedtimeOn: settings.bedtimeStart !== '',
    bedtimeStart: settings.bedtimeStart,
    bedtimeEnd: settings.bedtimeEnd,
    language: settings.language as Language,
  };
}

/**
 * A switch with its plain-language explanation beside it. The whole row is the switch's label, so
 * a tap anywhere on it flips the switch (antd's switch alone is 28 px high, under the 44 px a
 * finger needs).
 */
function Setting({ name, label, children }: { name: keyof SettingsValues; label: string; children: ReactNode }) {
  return (
    <label className="child-setting">
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch aria-label={label} />
      </Form.Item>
      <span>
        <Typography.Text strong>{label}</Typography.Text>
        <span className="child-setting-help">{children}</span>
      </span>
    </label>
  );
}

/**
 * The Settings tab of a child's page: what the child may do on Ndoto, each with what it means,
 * checked by the same rules as the server, which enforces every one. Times follow this browser's
 * time zone, sent with every save. `firstName` names the child where a setting is about them.
 * Below the form, when the server has an outside AI service, the switch for it (saved on its own).
 */
export function ChildSettingsTab({ childId, firstName }: { childId: string; firstName: string }) {
  const { t, i18n } = useLingui();
  const settings = useChildSettings(childId);
  const update = useUpdateChildSettings(childId);
  const [form] = Form.useForm<SettingsValues>();
  const [messageApi, contextHolder] = message.useMessage();
  const [banner, setBanner] = useState<string | null>(null);
  const limitOn = Form.useWatch('limitOn', form);
  const bedtimeOn = Form.useWatch('bedtimeOn', form);
  const saved = settings.data?.settings;
  // The form takes the saved values again only when one of its own changed: turning the outside
  // AI service on or off (saved on its own, below) must not undo what the parent is editing.
  const savedValues = saved ? JSON.stringify(valuesOf(saved)) : null;

  useEffect(() => {
    if (savedValues) form.setFieldsValue(JSON.parse(savedValues) as SettingsValues);
  }, [savedValues, form]);

  if (settings.isPending) return <Skeleton active />;
  if (settings.isError || !saved) {
    return (
      <LoadFailed
        error={settings.error}
        retry={settings.refetch}
        title={settings.isError ? undefined : t`These settings could not be read.`}
      />
    );
  }
  const { minDailyLimitMinutes: min, maxDailyLimitMinutes: max } = saved;
  const timeZone = browserTimeZone();
  const savedZone = saved.timeZone;
  const hours = i18n.number(max / 60);

  const onFinish = (values: SettingsValues) => {
    setBanner(null);
    update.mutate(
      {
        childId,
        communityPosting: values.communityPosting,
        approvedVideosOnly: values.approvedVideosOnly,
        personalisedRecommendations: values.personalisedRecommendations,
        shareWatchHistory: values.shareWatchHistory,
        dailyLimitMinutes: values.limitOn ? (values.dailyLimitMinutes ?? 0) : 0,
        bedtimeStart: values.bedtimeOn ? values.bedtimeStart : '',
        bedtimeEnd: values.bedtimeOn ? values.bedtimeEnd : '',
        timeZone,
        language: values.language,
      },
      {
        onSuccess: () => void messageApi.success(t`Settings saved. They apply straight away.`),
        onError: (error) => setBanner(showServerErrors(form, error, SETTINGS_FIELDS)),
      },
    );
  };

  return (
    <>
      {contextHolder}
      {banner && <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />}
      <Form<SettingsValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(saved)}
        onFinish={onFinish}
        disabled={update.isPending}
        className="child-settings"
      >
        <Form.Item
          label={t`Language`}
          name="language"
          extra={t`${firstName}'s screens speak this language from their next screen on.`}
        >
          <Select
            size="large"
            style={{ maxWidth: 280 }}
            options={languageOptions()}
          />
        </Form.Item>
        <Setting name="communityPosting" label={t`Community posting`}>
          <Trans>
            On: your child can write posts in the communities they joined. Off: they can still read and like posts,
            and we tell them you turned posting off.
          </Trans>
        </Setting>
        <Setting name="approvedVideosOnly" label={t`Videos from Ndoto's library only`}>
          <Trans>
            On: video searches show only videos our team has checked, never YouTube. We turn this on for children
            under 13.
          </Trans>
        </Setting>
        <Setting name="personalisedRecommendations" label={t`Recommendations from quiz results`}>
          <Trans>
            On: the videos, books and games on your child's dashboard are picked from the career areas of their quiz.
            Off (our default): they are our picks for their age. Your child&apos;s own quiz results page shows their
            career areas either way.
          </Trans>
        </Setting>
        <Setting name="shareWatchHistory" label={t`Share the videos ${firstName} watches with me`}>
          <Trans>
            On: the videos {firstName} starts in the video hub are kept for 30 days, so you can see them in the Videos
            tab and block a video or a whole channel. {firstName} sees a note saying so. Off (our default): nothing is
            kept, and turning it off deletes what was kept.
          </Trans>
        </Setting>
        <Setting name="limitOn" label={t`Daily time limit`}>
          <Trans>After this many minutes of use in a day, your child cannot sign in or continue until midnight.</Trans>
        </Setting>
        {limitOn && (
          <Form.Item
            label={t`Minutes a day`}
            name="dailyLimitMinutes"
            extra={t`From ${min} to ${max} minutes (${hours} hours).`}
            rules={[
              { required: true, message: t`Please enter how many minutes a day` },
              {
                validator: (_, value: number | null) =>
                  value === null || value === undefined || (Number.isInteger(value) && value >= min && value <= max)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t`Choose a whole number of minutes from ${min} to ${max}`)),
              },
            ]}
          >
            <InputNumber min={min} max={max} step={15} precision={0} size="large" addonAfter={t`minutes`} />
          </Form.Item>
        )}
        <Setting name="bedtimeOn" label={t`Bedtime`}>
          <Trans>
            From the start until the end (the next morning when the end is earlier), your child cannot sign in or use
            Ndoto. We tell them it&apos;s bedtime.
          </Trans>
        </Setting>
        {bedtimeOn && (
          <div className="child-setting-times">
            <Form.Item
              label={t`Bedtime starts`}
              name="bedtimeStart"
              rules={[
                { required: true, message: t`Please choose when bedtime starts` },
                { pattern: TIME, message: t`Use a time such as 20:30` },
              ]}
            >
              <Input type="time" size="large" />
            </Form.Item>
            <Form.Item
              label={t`Bedtime ends`}
              name="bedtimeEnd"
              dependencies={['bedtimeStart']}
              rules={[
                { required: true, message: t`Please choose when bedtime ends` },
                { pattern: TIME, message: t`Use a time such as 06:30` },
                ({ getFieldValue }) => ({
                  validator: (_, value: string) =>
                    value && value === getFieldValue('bedtimeStart')
                      ? Promise.reject(new Error(t`Bedtime must end at a different time than it starts`))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input type="time" size="large" />
            </Form.Item>
          </div>
        )}
        <p className="child-setting-help">
          {savedZone !== timeZone && savedZone !== 'UTC' ? (
            <Trans>
              Times follow your time zone: {timeZone} (saved before: {savedZone}).
            </Trans>
          ) : (
            <Trans>Times follow your time zone: {timeZone}.</Trans>
          )}
        </p>
        <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
          <Trans>Save settings</Trans>
        </Button>
      </Form>
      {saved.outsideAiAvailable && <OutsideAiSetting childId={childId} firstName={firstName} saved={saved} />}
    </>
  );
}
