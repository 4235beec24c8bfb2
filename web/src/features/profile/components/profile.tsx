import { EditOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Form, Input, Modal, Select } from 'antd';
import { useState, useSyncExternalStore } from 'react';

import { PROFILE_COUNTRIES, STORAGE_KEYS } from '@/config/constants';
import type { GetProfileResponse, Profile } from '@/gen/ndoto/v1/student_service_pb';
import { showServerErrors } from '@/lib/form-errors';
import { useSignOut } from '@/lib/sign-out';
import { readStorage, subscribeStorage, writeStorage } from '@/lib/store';

import { useProfile, useUpdateProfile } from '../api/profile';

import './profile.css';

const PARENT_SETS_THIS = msg`Your parent set this. Ask your parent to change this.`;

/** The countries' region codes, so that each is named in the active language (the stored value stays the English name). */
const COUNTRY_CODES: Record<(typeof PROFILE_COUNTRIES)[number], string> = {
  Kenya: 'KE',
  Nigeria: 'NG',
  Ghana: 'GH',
  'South Africa': 'ZA',
};

/** A country as the active language names it; a name Ndoto does not know stays as stored. */
function countryName(country: string, locale: string): string {
  const code = (COUNTRY_CODES as Record<string, string | undefined>)[country];
  if (!code) return country;
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? country;
}

interface OnDevice {
  country?: string;
  school?: string;
}

function parseOnDevice(raw: string | null): OnDevice {
  try {
    const value = JSON.parse(raw ?? '{}') as OnDevice;
    return { country: typeof value.country === 'string' ? value.country : undefined, school: typeof value.school === 'string' ? value.school : undefined };
  } catch {
    return {};
  }
}

/** Country and school, kept in this browser only (data minimisation: the server never has them). */
function useOnDevice(): [OnDevice, (value: OnDevice) => void] {
  const raw = useSyncExternalStore(subscribeStorage, () => readStorage(STORAGE_KEYS.profileOnDevice));
  return [parseOnDevice(raw), (value) => writeStorage({ [STORAGE_KEYS.profileOnDevice]: JSON.stringify(value) })];
}

/** A label for an avatar from its picture's name ('/avatars/fox.svg' -> 'Fox'). */
export function avatarLabel(url: string): string {
  const name = url.split('/').pop()?.replace(/\.svg$/, '') ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function Avatar({ image, firstName }: { image: string; firstName: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<string | null>(null);
  if (image === '' || failed === image) {
    return (
      <span className="my-profile-avatar my-profile-initials" role="img" aria-label={t`Your avatar`}>
        {Array.from(firstName.trim())[0]?.toLocaleUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img className="my-profile-avatar" src={image} alt={t`Your avatar`} width={96} height={96} onError={() => setFailed(image)} />
  );
}

/** The avatars as a radio group of pictures; an antd form control (value, onChange). */
function AvatarPicker({ choices, value, onChange }: { choices: string[]; value?: string; onChange?: (url: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="avatar-choices" role="radiogroup" aria-label={t`Avatars`}>
      {choices.map((url) => (
        <button
          key={url}
          type="button"
          role="radio"
          aria-checked={value === url}
          aria-label={avatarLabel(url)}
          className={`avatar-choice${value === url ? ' is-chosen' : ''}`}
          onClick={() => onChange?.(url)}
        >
          <img src={url} alt="" width={56} height={56} loading="lazy" />
        </button>
      ))}
    </div>
  );
}

interface FormValues {
  image: string;
  favoriteSubject: string;
  learningGoal: string;
  country?: string;
  school?: string;
}

const SERVER_FIELDS = ['image', 'favoriteSubject', 'learningGoal'] as const;

function EditProfile({ page, profile, onClose }: { page: GetProfileResponse; profile: Profile; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<FormValues>();
  const maxGoal = page.maxLearningGoalLength;
  const [onDevice, setOnDevice] = useOnDevice();
  const update = useUpdateProfile();
  const { message } = App.useApp();
  const [banner, setBanner] = useState<string | null>(null);

  const save = (values: FormValues) => {
    setBanner(null);
    setOnDevice({ country: values.country, school: values.school?.trim() || undefined });
    update.mutate(
      { image: values.image || undefined, favoriteSubject: values.favoriteSubject ?? '', learningGoal: values.learningGoal ?? '' },
      {
        onSuccess: () => {
          void message.success(t`Your profile is saved.`);
          onClose();
        },
        onError: (error) => setBanner(showServerErrors(form, error, SERVER_FIELDS)),
      },
    );
  };

  return (
    <Modal open title={t`Edit Profile`} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{
          image: profile.image,
          favoriteSubject: profile.favoriteSubject,
          learningGoal: profile.learningGoal,
          country: onDevice.country,
          school: onDevice.school,
        }}
      >
        {banner && <Alert type="error" showIcon message={banner} style={{ marginBottom: 12 }} />}
        <Form.Item label={t`First Name`} extra={t(PARENT_SETS_THIS)}>
          <Input value={profile.firstName} disabled />
        </Form.Item>
        <Form.Item label={t`Age`} extra={t(PARENT_SETS_THIS)}>
          <Input value={String(profile.age)} disabled />
        </Form.Item>
        <Form.Item name="image" label={t`Choose your avatar`}>
          <AvatarPicker choices={page.avatarChoices} />
        </Form.Item>
        <Form.Item name="favoriteSubject" label={t`Favorite Subject`}>
          <Select
            allowClear
            placeholder={t`Pick a subject`}
            options={page.subjectChoices.map((subject) => ({ value: subject, label: subject }))}
          />
        </Form.Item>
        <Form.Item
          name="learningGoal"
          label={t`Learning Goal`}
          rules={[{ max: maxGoal, message: t`Keep it to ${maxGoal} characters or fewer` }]}
        >
          <Input.TextArea rows={3} showCount maxLength={page.maxLearningGoalLength} placeholder={t`What do you want to learn?`} />
        </Form.Item>
        <p className="my-profile-device-note">
          <Trans>Country and School stay on this device only; Ndoto's server never gets them.</Trans>
        </p>
        <Form.Item name="country" label={t`Country`}>
          <Select
            allowClear
            placeholder={t`Pick a country`}
            options={PROFILE_COUNTRIES.map((c) => ({ value: c, label: countryName(c, i18n.locale) }))}
          />
        </Form.Item>
        <Form.Item name="school" label={t`School`}>
          <Input maxLength={80} />
        </Form.Item>
        <div className="my-profile-actions">
          <Button size="large" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="primary" size="large" htmlType="submit" loading={update.isPending}>
            <Trans>Save Changes</Trans>
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/**
 * /my-profile (spec section 2, issue 13 item 4): the child's profile from the server with their
 * real badges, stars and activities; the edit modal saves favourite subject, learning goal and
 * avatar on the server (the avatar is what the dashboard and communities show), keeps country and
 * school on this device only, and shows name and age read-only as the parent set them.
 */
export function ProfilePage() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [onDevice] = useOnDevice();
  const signOut = useSignOut('child');

  if (profile.isPending) {
    return (
      <p role="status">
        <Trans>Loading your profile...</Trans>
      </p>
    );
  }
  if (profile.isError || !profile.data.profile) {
    return (
      <div role="alert" className="my-profile-notice">
        <p>
          <Trans>We couldn't load your profile right now.</Trans>
        </p>
        <Button type="primary" onClick={() => void profile.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  }
  const me = profile.data.profile;
  const stats = [
    { key: 'badges', label: t`Badges`, emoji: '🏅', value: me.totalBadges },
    { key: 'stars', label: t`Stars`, emoji: '⭐', value: me.totalStars },
    { key: 'activities', label: t`Activities completed`, emoji: '🚀', value: me.activitiesCompleted },
  ];
  const age = me.age;
  const guardian = me.guardianName;
  return (
    <section className="my-profile" aria-label={t`Your profile`}>
      <div className="my-profile-card">
        <Avatar image={me.image} firstName={me.firstName} />
        <div>
          <h2>{me.firstName}</h2>
          <p>
            <Trans>Age {age}</Trans>
          </p>
        </div>
        <Button type="primary" size="large" icon={<EditOutlined />} onClick={() => setEditing(true)}>
          <Trans>Edit Profile</Trans>
        </Button>
      </div>
      <dl className="my-profile-stats">
        {stats.map((stat) => (
          <div key={stat.key}>
            <dt>
              <span aria-hidden="true">{stat.emoji} </span>
              {stat.label}
            </dt>
            <dd>{i18n.number(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <dl className="my-profile-details">
        <div>
          <dt>
            <Trans>Favorite Subject</Trans>
          </dt>
          <dd>{me.favoriteSubject || t`Not chosen yet`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Learning Goal</Trans>
          </dt>
          <dd>{me.learningGoal || t`Not written yet`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Country</Trans>
          </dt>
          <dd>{onDevice.country ? countryName(onDevice.country, i18n.locale) : t`Not set`}</dd>
        </div>
        <div>
          <dt>
            <Trans>School</Trans>
          </dt>
          <dd>{onDevice.school ?? t`Not set`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Parent or guardian</Trans>
          </dt>
          <dd>
            <Trans>
              {guardian} <span className="my-profile-readonly">(read-only)</span>
            </Trans>
          </dd>
        </div>
      </dl>
      <div className="my-profile-actions">
        <Button size="large" icon={<LockOutlined />} onClick={() => setPrivacy((open) => !open)} aria-expanded={privacy}>
          <Trans>Privacy Settings</Trans>
        </Button>
        <Button size="large" danger icon={<LogoutOutlined />} onClick={() => void signOut()}>
          <Trans>Sign Out</Trans>
        </Button>
      </div>
      {privacy && (
        <Alert
          type="info"
          showIcon
          message={t`Your parent or guardian manages your privacy settings from their parent area.`}
        />
      )}
      {editing && <EditProfile page={profile.data} profile={me} onClose={() => setEditing(false)} />}
    </section>
  );
}
