import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  artMessage,
  CANNED_REPLIES,
  GREETING,
  IMAGE_DELAY_MS,
  IMAGE_ERROR,
  pick,
  REPLY_DELAY_MS,
  SAFETY_NOTE,
  SAMPLE_IMAGES,
  wantsImage,
} from '@/features/art-buddy/components/art-buddy-logic';
import { renderApp } from '@/testing/render-app';

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'child-1');
}

// The panel is lazy: compile it once up front.
beforeAll(async () => {
  await import('@/features/art-buddy/components/art-buddy-panel');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('art buddy rules', () => {
  it.each([
    ['Draw a lion', true],
    ['can you MAKE me a boat?', true],
    ['an Image of the sea', true],
    ['create', true],
    ['a picture, please', true],
    ['I love drawing', false],
    ['makeup and pictures', false],
    ['recreate it', false],
    ['hello there', false],
  ])('%j asks for a picture: %s', (message, expected) => {
    expect(wantsImage(message)).toBe(expected);
  });

  it('does not send blank messages and trims the rest', () => {
    expect(artMessage('')).toBeNull();
    expect(artMessage('   \n\t')).toBeNull();
    expect(artMessage('  hi  ')).toBe('hi');
  });

  it('picks every item of a list, and never past its end', () => {
    expect(pick(SAMPLE_IMAGES, 0)).toBe(SAMPLE_IMAGES[0]);
    expect(pick(SAMPLE_IMAGES, 0.5)).toBe(SAMPLE_IMAGES[1]);
    expect(pick(SAMPLE_IMAGES, 0.9999)).toBe(SAMPLE_IMAGES[2]);
    expect(pick(CANNED_REPLIES, 0.75)).toBe(CANNED_REPLIES[3]);
    expect(pick(CANNED_REPLIES, 1)).toBe(CANNED_REPLIES[3]);
    expect(CANNED_REPLIES).toHaveLength(4);
    expect(SAMPLE_IMAGES).toHaveLength(3);
    expect([IMAGE_DELAY_MS, REPLY_DELAY_MS]).toEqual([3000, 1000]);
  });
});

/** Opens the Art Buddy from the floating button on /mentors and returns its panel. */
async function openBuddy() {
  signInChild();
  renderApp('/mentors');
  // The first visit compiles the (lazy) screen and layout, which takes a while under load.
  const button = await screen.findByRole('button', { name: 'Open AI Art Buddy' }, { timeout: 20000 });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: 'AI Art Buddy' });
  expect(screen.getByRole('button', { name: 'Close AI Art Buddy', expanded: true })).toBeInTheDocument();
  return panel;
}

const input = (panel: HTMLElement) => within(panel).getByRole('textbox', { name: 'Message your Art Buddy' });
const bubbles = (panel: HTMLElement) => [...panel.querySelectorAll('.art-buddy-bubble')].map((bubble) => bubble.textContent);

/** Types a message and presses Enter (fireEvent: the fake clock then needs no advancing). */
function say(panel: HTMLElement, text: string) {
  fireEvent.change(input(panel), { target: { value: text } });
  fireEvent.keyDown(input(panel), { key: 'Enter' });
}

describe('the AI Art Buddy', () => {
  it('floats on every child screen and opens a panel with the greeting, the safety note and the focus in the box', async () => {
    const panel = await openBuddy();
    expect(within(panel).getByRole('heading', { name: 'AI Art Buddy' })).toBeInTheDocument();
    expect(within(panel).getByRole('note')).toHaveTextContent(SAFETY_NOTE);
    expect(SAFETY_NOTE).toMatch(/monitored/);
    expect(SAFETY_NOTE).toMatch(/Never share personal information/);
    expect(bubbles(panel)).toEqual([`Art Buddy: ${GREETING}`]);
    // The panel moves focus in an effect, after the render that shows it.
    await waitFor(() => expect(input(panel)).toHaveFocus());
  });

  it("answers a message with one of the four encouraging replies after 1 s; blank is not sent", async () => {
    const panel = await openBuddy();
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    say(panel, '   ');
    expect(bubbles(panel)).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();

    say(panel, 'I like purple');
    expect(bubbles(panel)).toEqual([`Art Buddy: ${GREETING}`, 'You said: I like purple']);
    expect(input(panel)).toHaveValue('');
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS - 1));
    expect(bubbles(panel)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles(panel).at(-1)).toBe(`Art Buddy: ${CANNED_REPLIES[2]}`);
  });

  it('draws one of three sample pictures after 3 s, with sending off meanwhile, and toggles its like', async () => {
    const panel = await openBuddy();
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    say(panel, 'Please DRAW a giraffe');
    expect(within(panel).getByRole('status')).toHaveTextContent('Drawing your picture...');
    // While drawing, nothing more is sent.
    fireEvent.change(input(panel), { target: { value: 'and a tree' } });
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(input(panel), { key: 'Enter' });
    expect(bubbles(panel)).toHaveLength(3);
    act(() => vi.advanceTimersByTime(IMAGE_DELAY_MS - 1));
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));

    const picture = within(panel).getByRole('img', { name: SAMPLE_IMAGES[1].alt });
    expect(picture).toHaveAttribute('src', '/art-buddy/savanna.svg');
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(within(panel).getByText('“Please DRAW a giraffe”')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();

    const like = within(panel).getByRole('button', { name: 'Like this picture' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');

    // A second picture has its own like.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    say(panel, 'make a rocket');
    act(() => vi.advanceTimersByTime(IMAGE_DELAY_MS));
    const likes = within(panel).getAllByRole('button', { name: 'Like this picture' });
    expect(likes).toHaveLength(2);
    fireEvent.click(likes[1] as HTMLElement);
    expect(likes.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(within(panel).getByRole('img', { name: SAMPLE_IMAGES[0].alt })).toBeInTheDocument();
  });

  it("says the spec's error text when a picture cannot be shown", async () => {
    const panel = await openBuddy();
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    say(panel, 'an image of a cat');
    act(() => vi.advanceTimersByTime(IMAGE_DELAY_MS));
    fireEvent.error(within(panel).getByRole('img'));
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(bubbles(panel).at(-1)).toBe(`Art Buddy: ${IMAGE_ERROR}`);
    expect(log).toHaveBeenCalled();
  });

  it('keeps the chat when closed and opened again; Escape closes it', async () => {
    const panel = await openBuddy();
    vi.useFakeTimers();
    say(panel, 'hello');
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    fireEvent.click(within(panel).getByRole('button', { name: 'Close AI Art Buddy' }));
    expect(screen.queryByRole('dialog', { name: 'AI Art Buddy' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open AI Art Buddy' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(bubbles(screen.getByRole('dialog', { name: 'AI Art Buddy' }))).toHaveLength(3);
    fireEvent.keyDown(input(panel), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'AI Art Buddy' })).not.toBeInTheDocument();
  });
});
