/**
 * The AI Art Buddy's rules and constants (spec sections 4, 5, 8 and 9). Pictures are drawn on the
 * device from our own SVG pieces (drawing/), after the server's moderation check. Its words are
 * messages, shown in the app's language.
 */
import { msg } from '@lingui/core/macro';

/** A picture takes at least 3 s; any other reply 1 s (spec section 9). */
export const IMAGE_DELAY_MS = 3000;
export const REPLY_DELAY_MS = 1000;

/** The longest message, as long as the server's check reads (and a community post). */
export const MESSAGE_MAX_CHARS = 500;

/** The four encouraging replies to anything that is not a picture request. */
export const CANNED_REPLIES = [
  msg`What a great idea! Tell me more: what colours and shapes do you imagine? 🎨`,
  msg`I love how creative you are! Ask me to draw something, like a dragon, a rocket or your dream house. ✨`,
  msg`Every artist starts with one line. What would you like us to make together today? 🖍️`,
  msg`You're doing amazing! Describe a picture and I'll create it for you. 🌈`,
] as const;

/** The spec's text when a picture cannot be made (spec section 8). */
export const IMAGE_ERROR = msg`Oops! I had trouble creating that image. Could you try describing it differently? 🤔`;

export const GREETING = msg`Hi! I'm your AI Art Buddy. Tell me what to draw, like 'draw a lion wearing a crown', and I'll make a picture for you!`;

/** The safety note under the chat (AADC standard 11: a sign the child can see). */
export const SAFETY_NOTE = msg`Chats are monitored by our safety team to keep you safe. Never share personal information like your name, address, school or phone number.`;

/**
 * The words that ask for a picture: the spec's five in English, and their Kiswahili and French
 * kin ("chora twiga", "dessine une girafe"), whole words in any case.
 */
const IMAGE_WORDS =
  /(?<![\p{L}\p{N}])(create|draw|make|image|picture|chora|nichoree|nichorea|unichoree|unichorea|uchore|kuchora|picha|mchoro|tengeneza|nitengenezee|unitengenezee|dessine|dessiner|dessines|dessinez|dessin|crée|créer|crées|fais|peins|peindre)(?![\p{L}\p{N}])/iu;

/** A message to send, or null when it is blank (spec section 5). */
export function artMessage(text: string): string | null {
  const message = text.trim();
  return message === '' ? null : message;
}

/** Whether a message asks for a picture: one of the words above, whole, in any case. */
export function wantsImage(message: string): boolean {
  return IMAGE_WORDS.test(message);
}

/** One item of a list picked by `random` (a number in [0, 1), as Math.random gives). */
export function pick<T>(list: readonly T[], random: number): T {
  return list[Math.min(list.length - 1, Math.floor(random * list.length))] as T;
}
