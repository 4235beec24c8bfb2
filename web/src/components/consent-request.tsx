import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';

import {
  ConsentRequestStatus,
  type ConsentRequestKind,
  type ConsentRequest,
  type MentorSessionType,
} from '@/gen/ndoto/v1/consent_pb';
import { CreateConsentRequestRequestSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { errorMessage, limitMessage } from '@/lib/errors';

import './consent-request.css';

/** What the child reads for each status of their request. */
const CONSENT_STATUS_LABELS = {
  [ConsentRequestStatus.PENDING]: msg`Waiting for your parent`,
  [ConsentRequestStatus.APPROVED]: msg`Your parent said yes!`,
  [ConsentRequestStatus.DECLINED]: msg`Your parent said not this time`,
  [ConsentRequestStatus.EXPIRED]: msg`Expired`,
};

/** A day as the API takes it, YYYY-MM-DD, in the child's own time zone. */
export function isoDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The most requests the child's screens read: a page of the newest 100 (the server's largest) is
 * plenty to show each excursion's and mentor's latest status, as a child makes at most 10 a day and
 * a request is gone 30 days after its day. Older pages are never asked for.
 */
export const MY_CONSENT_REQUESTS_PAGE_SIZE = 100;

/** The child's newest consent requests, newest first (GET /api/consent-requests). */
export function useMyConsentRequests() {
  return useQuery(StudentService.method.listMyConsentRequests, { pageSize: MY_CONSENT_REQUESTS_PAGE_SIZE });
}

/** The newest request of the child for this excursion or mentor, if any. */
export function latestRequest(
  requests: ConsentRequest[] | undefined,
  kind: ConsentRequestKind,
  subjectId: string,
): ConsentRequest | undefined {
  return requests?.find((request) => request.kind === kind && request.subjectId === subjectId);
}

/** Sends a consent request; the child's list of requests is then fetched again. */
export function useCreateConsentRequest() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(StudentService.method.createConsentRequest, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: StudentService.method.listMyConsentRequests, transport, cardinality: 'finite' }),
      }),
  });
}

/**
 * A request's day ('2026-12-02') as people read it in the active language: 'Wednesday 2 December'
 * for the child, 'Wednesday 2 December 2026' with `withYear` (the parent's lists, which reach
 * back). English days read in the British order, as the spec writes them.
 */
export function requestDay(eventDate: string, { withYear = false } = {}): string {
  const [year, month, date] = eventDate.split('-').map(Number);
  const locale = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/**
 * A request's status, as a small labelled badge for a card or a panel; after a yes, with the day
 * and time agreed ('Your parent said yes! Wednesday 2 December at 4:30 PM.').
 */
export function ConsentStatus({ request }: { request: ConsentRequest | undefined }) {
  const { t, i18n } = useLingui();
  if (!request || request.status === ConsentRequestStatus.UNSPECIFIED) return null;
  const name = ConsentRequestStatus[request.status].toLowerCase();
  const label = i18n._(CONSENT_STATUS_LABELS[request.status]);
  const day = request.eventDate ? requestDay(request.eventDate) : '';
  const slot = request.slot;
  return (
    <p className={`consent-status consent-status-${name}`} role="status">
      <span aria-hidden="true">👪 </span>
      {request.status === ConsentRequestStatus.APPROVED && day ? t`Your parent said yes! ${day} at ${slot}.` : label}
    </p>
  );
}

/** What the child asks for, apart from the email they type. */
export interface ConsentAsk {
  kind: ConsentRequestKind;
  subjectId: string;
  eventDate: string;
  slot: string;
  sessionType?: MentorSessionType;
}

/**
 * 'Parent Consent Required': the parent's email, then 'Send Request' sends the request. A refusal
 * shows the server's own words: under the field when the request cannot be made (FAILED_PRECONDITION:
 * an email that is not the parent's, 3 requests already waiting), else in the dialog (the 10 a day
 * limit, RESOURCE_EXHAUSTED, says when to ask again). Success says so and closes.
 */
export function ParentConsentDialog({
  ask,
  intro,
  steps,
  onClose,
}: {
  ask: ConsentAsk | null;
  intro: ReactNode;
  steps: string[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ email: string }>();
  const { message } = App.useApp();
  const send = useCreateConsentRequest();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async ({ email }: { email: string }) => {
    if (!ask) return;
    setProblem(null);
    try {
      await send.mutateAsync(create(CreateConsentRequestRequestSchema, { ...ask, parentEmail: email.trim() }));
      void message.success(t`Request sent! Your parent or guardian can answer it in their parent area.`);
      onClose();
    } catch (error) {
      if (ConnectError.from(error).code === Code.FailedPrecondition) {
        form.setFields([{ name: 'email', errors: [errorMessage(error)] }]);
      } else {
        setProblem(limitMessage(error));
      }
    }
  };
  return (
    <Modal
      open={ask !== null}
      title={t`Parent Consent Required`}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setProblem(null);
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>,
        <Button key="send" size="large" type="primary" loading={send.isPending} onClick={() => form.submit()}>
          <Trans>Send Request</Trans>
        </Button>,
      ]}
    >
      {ask && <p className="consent-intro">{intro}</p>}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        {/* The same rules as the server's: required, and shaped like an email address. */}
        <Form.Item
          name="email"
          label={t`Parent/Guardian Email`}
          rules={[
            { required: true, whitespace: true, message: t`Please enter your parent's or guardian's email.` },
            { type: 'email', message: t`That does not look like an email address. Please check it.` },
          ]}
        >
          <Input type="email" size="large" autoComplete="off" placeholder="parent@example.com" />
        </Form.Item>
      </Form>
      {problem && <Alert className="consent-problem" type="error" showIcon title={problem} />}
      <h3 className="consent-steps-title">
        <Trans>How it works</Trans>
      </h3>
      <ol className="consent-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Modal>
  );
}
