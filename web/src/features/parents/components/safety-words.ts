import { plural, t } from '@lingui/core/macro';

import { CaseCategory, Decision } from '@/gen/ndoto/v1/moderation_service_pb';
import { SafetyEventKind, type SafetyEvent } from '@/gen/ndoto/v1/parent_service_pb';

/** '1 new safety event', '2 new safety events'. */
export function newSafetyEvents(count: number): string {
  return plural(count, { one: '# new safety event', other: '# new safety events' });
}

/**
 * Whether the parent may see the words of a refused post: only for self-harm and grooming, where
 * the server sends them; never for another category, whatever arrives.
 */
export function showsRefusedText(category: CaseCategory): boolean {
  return category === CaseCategory.SELF_HARM || category === CaseCategory.GROOMING;
}

/** Why a post was not published, in one sentence, or null when the category says nothing. */
function refusedHeadline(category: CaseCategory, name: string, community: string): string | null {
  switch (category) {
    case CaseCategory.PERSONAL_INFORMATION:
      return t`${name}'s post in ${community} was not published: it shared personal information (a phone number, an address, a meeting place...)`;
    case CaseCategory.GROOMING:
      return t`${name}'s post in ${community} was not published: it sounded like grooming (someone asking for secrets or gifts)`;
    case CaseCategory.SELF_HARM:
      return t`${name}'s post in ${community} was not published: it said they want to hurt themselves`;
    default:
      return null;
  }
}

/** The event in one sentence, the item's heading: what happened, to whom, where. */
export function safetyHeadline(event: SafetyEvent, name: string): string {
  const community = event.communityName || t`a community`;
  switch (event.kind) {
    case SafetyEventKind.POST_REFUSED:
      return refusedHeadline(event.category, name, community) ?? t`${name}'s post in ${community} was not published`;
    case SafetyEventKind.POST_REPORTED:
      return t`Other children reported ${name}'s post in ${community}`;
    case SafetyEventKind.REPORT_MADE:
      return t`${name} reported a post in ${community}`;
    // No community: it happened at the sign-in page.
    case SafetyEventKind.SIGN_IN_GUESSED:
      return t`Someone tried to guess ${name}'s password`;
    default:
      return t`Something happened around ${name}'s safety in ${community}`;
  }
}

/**
 * What guessed sign-ins mean for the parent and the child, and what the parent can do: the
 * password is set anew with 'Reset password', at the top of the child's page.
 */
export function signInGuessedText(name: string): string {
  return t`Many wrong passwords were tried on ${name}'s account from devices ${name} has never used. Sign-ins on ${name}'s own devices still work. If ${name} may have shared their password, give them a new one with 'Reset password' at the top of this page.`;
}

/** The words to quote under the headline: the child's own post, never another child's words. */
export function quotedText(event: SafetyEvent): string {
  if (event.text === '') return '';
  if (event.kind === SafetyEventKind.POST_REPORTED) return event.text;
  if (event.kind === SafetyEventKind.POST_REFUSED && showsRefusedText(event.category)) return event.text;
  return '';
}

/** What a moderator did, or '' when there is nothing to say (a report the child made). */
export function decisionLine(event: SafetyEvent, name: string): string {
  if (event.kind === SafetyEventKind.POST_REPORTED) {
    switch (event.decision) {
      case Decision.KEEP:
        return t`A moderator checked it and it stays.`;
      case Decision.REMOVE:
        return t`A moderator removed it.`;
      case Decision.REMOVE_AND_WARN:
        return t`A moderator removed it and reminded ${name} of the rules.`;
      default:
        return t`A moderator will look at it.`;
    }
  }
  if (event.kind === SafetyEventKind.POST_REFUSED) {
    // A self-harm post is listed once a moderator confirmed it: what the parent does next matters.
    if (event.category === CaseCategory.SELF_HARM) return '';
    switch (event.decision) {
      case Decision.KEEP:
        return t`A moderator checked it: nothing more to do.`;
      case Decision.REMOVE:
        return t`A moderator checked it and agreed it should not be published.`;
      case Decision.REMOVE_AND_WARN:
        return t`A moderator checked it, agreed it should not be published, and reminded ${name} of the rules.`;
      default:
        return t`A moderator will look at it.`;
    }
  }
  return '';
}

/** What the parent can do for an urgent event, and how loud it is (antd Alert's type). */
export function urgentAdvice(event: SafetyEvent, name: string): { type: 'error' | 'warning'; text: string } | null {
  if (!event.urgent) return null;
  if (event.category === CaseCategory.SELF_HARM) {
    return {
      type: 'error',
      text: t`Please talk with ${name} today. If you think they are in danger, contact local emergency services.`,
    };
  }
  if (event.category === CaseCategory.GROOMING) {
    return {
      type: 'warning',
      text: t`Please talk with ${name} today about who they talk to online, and remind them that nobody should ask them for secrets or gifts. If you think they are in danger, contact local emergency services.`,
    };
  }
  return { type: 'warning', text: t`Please talk with ${name} about this today.` };
}
