import { EditOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select } from 'antd';
import { useState, useSyncExternalStore } from 'react';

import { PROFILE_COUNTRIES, STORAGE_KEYS } from '@/config/constants';
import type { GetProfileResponse, Profile } from '@/gen/ndoto/v1/student_service_pb';
import { showServerErrors } from '@/lib/form-errors';
import { useSignOut } from '@/lib/sign-out';
import { readStorage, subscribeStorage, writeStorage } from '@/lib/store';

import { useProfile, useUpdateProfile } from '../api/profile';

import './profile.css';

const PARENT_SETS_THIS = 'Your parent set this. Ask your parent to change this.';

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
  const [failed, setFailed] = useState<string | null>(null);
  if (image === '' || failed === image) {
    return (
      <span className="my-profile-avatar my-profile-initials" role="img" aria-label="Your avatar">
        {Array.from(firstName.trim())[0]?.toLocaleUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img className="my-profile-avatar" src={image} alt="Your avatar" width={96} height={96} onError={() => setFailed(image)} />
  );
}

/** The avatars as a radio group of pictures; an antd form control (value, onChange). */
function AvatarPicker({ choices, value, onChange }: { choices: string[]; value?: string; onChange?: (url: string) => void }) {
  return (
    <div className="avatar-choices" role="radiogroup" aria-label="Avatars">
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
  const [form] = Form.useForm<FormValues>();
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
          void message.success('Your profile is saved.');
          onClose();
        },
        onError: (error) => setBanner(showServerErrors(form, error, SERVER_FIELDS)),
      },
    );
  };

  return (
    <Modal open title="Edit Profile" onCancel={onClose} footer={null} destroyOnHidden>
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
        <Form.Item label="First Name" extra={PARENT_SETS_THIS}>
          <Input value={profile.firstName} disabled />
        </Form.Item>
        <Form.Item label="Age" extra={PARENT_SETS_THIS}>
          <Input value={String(profile.age)} disabled />
        </Form.Item>
        <Form.Item name="image" label="Choose your avatar">
          <AvatarPicker choices={page.avatarChoices} />
        </Form.Item>
        <Form.Item name="favoriteSubject" label="Favorite Subject">
          <Select
            allowClear
            placeholder="Pick a subject"
            options={page.subjectChoices.map((subject) => ({ value: subject, label: subject }))}
          />
        </Form.Item>
        <Form.Item
          name="learningGoal"
          label="Learning Goal"
          rules={[{ max: page.maxLearningGoalLength, message: `Keep it to ${page.maxLearningGoalLength} characters or fewer` }]}
        >
          <Input.TextArea rows={3} showCount maxLength={page.maxLearningGoalLength} placeholder="What do you want to learn?" />
        </Form.Item>
        <p className="my-profile-device-note">Country and School stay on this device only; Ndoto's server never gets them.</p>
        <Form.Item name="country" label="Country">
          <Select allowClear placeholder="Pick a country" options={PROFILE_COUNTRIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="school" label="School">
          <Input maxLength={80} />
        </Form.Item>
        <div className="my-profile-actions">
          <Button size="large" onClick={onClose}>
            Cancel
          </Button>
          <Button type="primary" size="large" htmlType="submit" loading={update.isPending}>
            Save Changes
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
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [onDevice] = useOnDevice();
  const signOut = useSignOut('child');

  if (profile.isPending) return <p role="status">Loading your profile...</p>;
  if (profile.isError || !profile.data.profile) {
    return (
      <div role="alert" className="my-profile-notice">
        <p>We couldn't load your profile right now.</p>
        <Button type="primary" onClick={() => void profile.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const me = profile.data.profile;
  const stats = [
    { label: 'Badges', emoji: '🏅', value: me.totalBadges },
    { label: 'Stars', emoji: '⭐', value: me.totalStars },
    { label: 'Activities completed', emoji: '🚀', value: me.activitiesCompleted },
  ];
  return (
    <section className="my-profile" aria-label="Your profile">
      <div className="my-profile-card">
        <Avatar image={me.image} firstName={me.firstName} />
        <div>
          <h2>{me.firstName}</h2>
          <p>Age {me.age}</p>
        </div>
        <Button type="primary" size="large" icon={<EditOutlined />} onClick={() => setEditing(true)}>
          Edit Profile
        </Button>
      </div>
      <dl className="my-profile-stats">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>
              <span aria-hidden="true">{stat.emoji} </span>
              {stat.label}
            </dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="my-profile-details">
        <div>
          <dt>Favorite Subject</dt>
          <dd>{me.favoriteSubject || 'Not chosen yet'}</dd>
        </div>
        <div>
          <dt>Learning Goal</dt>
          <dd>{me.learningGoal || 'Not written yet'}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{onDevice.country ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>School</dt>
          <dd>{onDevice.school ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Parent or guardian</dt>
          <dd>
            {me.guardianName} <span className="my-profile-readonly">(read-only)</span>
          </dd>
        </div>
      </dl>
      <div className="my-profile-actions">
        <Button size="large" icon={<LockOutlined />} onClick={() => setPrivacy((open) => !open)} aria-expanded={privacy}>
          Privacy Settings
        </Button>
        <Button size="large" danger icon={<LogoutOutlined />} onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
      {privacy && (
        <Alert
          type="info"
          showIcon
          message="Your parent or guardian manages your privacy settings from their parent area."
        />
      )}
      {editing && <EditProfile page={profile.data} profile={me} onClose={() => setEditing(false)} />}
    </section>
  );
}
