import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  artMessage,
  CANNED_REPLIES,
  GREETING,
  IMAGE_DELAY_MS,
  IMAGE_ERROR,
  MESSAGE_MAX_CHARS,
  pick,
  REPLY_DELAY_MS,
  SAFETY_NOTE,
  wantsImage,
} from '@/features/art-buddy/components/art-buddy-logic';
import { CheckArtRequestResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { i18n } from '@/lib/i18n';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'child-1');
}

// The panel and the drawing are lazy: compile them once up front.
beforeAll(async () => {
  await import('@/features/art-buddy/components/art-buddy-panel');
  await import('@/features/art-buddy/drawing/compose');
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
    ['chora twiga kwenye baiskeli', true],
    ['Tafadhali nichoree simba', true],
    ['Dessine une girafe sur un vélo', true],
    ['crée un dragon', true],
    ['habari yako', false],
    ['j’aime les dessins animés', false],
  ])('%j asks for a picture: %s', (message, expected) => {
    expect(wantsImage(message)).toBe(expected);
  });

  it('does not send blank messages and trims the rest', () => {
    expect(artMessage('')).toBeNull();
    expect(artMessage('   \n\t')).toBeNull();
    expect(artMessage('  hi  ')).toBe('hi');
  });

  it('picks every item of a list, and never past its end', () => {
    expect(pick(CANNED_REPLIES, 0)).toBe(CANNED_REPLIES[0]);
    expect(pick(CANNED_REPLIES, 0.5)).toBe(CANNED_REPLIES[2]);
    expect(pick(CANNED_REPLIES, 0.75)).toBe(CANNED_REPLIES[3]);
    expect(pick(CANNED_REPLIES, 1)).toBe(CANNED_REPLIES[3]);
    expect(CANNED_REPLIES).toHaveLength(4);
    expect([IMAGE_DELAY_MS, REPLY_DELAY_MS]).toEqual([3000, 1000]);
  });
});

type Verdict = MessageInitShape<typeof CheckArtRequestResponseSchema>;

/** The server's check: allows everything unless `answer` says otherwise; records what it read. */
function checking(asked: string[], answer: (text: string) => Promise<Verdict> | Verdict = () => ({ allowed: true })) {
  return (router: ConnectRouter) =>
    router.service(StudentService, {
      async checkArtRequest(request) {
        asked.push(request.text);
        return create(CheckArtRequestResponseSchema, await answer(request.text));
      },
    });
}

/** Opens the Art Buddy from the floating button on /mentors and returns its panel. */
async function openBuddy(services: (router: ConnectRouter) => void = checking([])) {
  signInChild();
  renderApp('/mentors', services);
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

/** The picture's SVG, read back from its data URL. */
function drawing(picture: HTMLElement) {
  const source = picture.getAttribute('src') ?? '';
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(source.startsWith(prefix)).toBe(true);
  return new DOMParser().parseFromString(decodeURIComponent(source.slice(prefix.length)), 'image/svg+xml');
}

/** The things a picture shows, by their role (each piece once). */
const drawn = (svg: Document, role: string) =>
  [...svg.querySelectorAll(`g[data-role="${role}"]:not([data-layer])`)].map((group) => group.getAttribute('data-subject'));

/** Lets the 3 s pass, and the promises waiting on it settle. */
const afterPicture = () => act(() => vi.advanceTimersByTimeAsync(IMAGE_DELAY_MS));

/** Types a message and presses Enter (fireEvent: the fake clock then needs no advancing). */
function say(panel: HTMLElement, text: string) {
  fireEvent.change(input(panel), { target: { value: text } });
  fireEvent.keyDown(input(panel), { key: 'Enter' });
}

describe('the AI Art Buddy', () => {
  it('floats on every child screen and opens a panel with the greeting, the safety note and the focus in the box', async () => {
    const panel = await openBuddy();
    expect(within(panel).getByRole('heading', { name: 'AI Art Buddy' })).toBeInTheDocument();
    expect(within(panel).getByRole('note')).toHaveTextContent(i18n._(SAFETY_NOTE));
    expect(i18n._(SAFETY_NOTE)).toMatch(/monitored/);
    expect(i18n._(SAFETY_NOTE)).toMatch(/Never share personal information/);
    expect(bubbles(panel)).toEqual([`Art Buddy: ${i18n._(GREETING)}`]);
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
    expect(bubbles(panel)).toEqual([`Art Buddy: ${i18n._(GREETING)}`, 'You said: I like purple']);
    expect(input(panel)).toHaveValue('');
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS - 1));
    expect(bubbles(panel)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles(panel).at(-1)).toBe(`Art Buddy: ${i18n._(CANNED_REPLIES[2])}`);
  });

  it('checks the request, then draws the things named after 3 s, with sending off meanwhile, and toggles its like', async () => {
    const asked: string[] = [];
    const panel = await openBuddy(checking(asked));
    vi.useFakeTimers();
    say(panel, 'Please DRAW a giraffe on a bicycle');
    expect(within(panel).getByRole('status')).toHaveTextContent('Drawing your picture...');
    // While drawing, nothing more is sent.
    fireEvent.change(input(panel), { target: { value: 'and a tree' } });
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(input(panel), { key: 'Enter' });
    expect(bubbles(panel)).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(IMAGE_DELAY_MS - 1));
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked).toEqual(['Please DRAW a giraffe on a bicycle']);

    const picture = within(panel).getByRole('img', { name: 'A giraffe riding a bicycle in the savanna' });
    const svg = drawing(picture);
    expect(drawn(svg, 'rider')).toEqual(['giraffe']);
    expect(drawn(svg, 'ridden')).toEqual(['bicycle']);
    expect(svg.documentElement.getAttribute('data-background')).toBe('savanna');
    expect(bubbles(panel).at(-1)).toMatch(/^Art Buddy: Here's your picture: a giraffe riding a bicycle in the savanna! 🖼️/);
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(within(panel).getByText('“Please DRAW a giraffe on a bicycle”')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();

    const like = within(panel).getByRole('button', { name: 'Like this picture' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');

    // A second picture has its own like, and shows what it was asked.
    say(panel, 'make a picture of three cats in space');
    await afterPicture();
    const likes = within(panel).getAllByRole('button', { name: 'Like this picture' });
    expect(likes).toHaveLength(2);
    fireEvent.click(likes[1] as HTMLElement);
    expect(likes.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(drawn(drawing(within(panel).getByRole('img', { name: 'Three cats in space' })), 'subject')).toEqual(['cat', 'cat', 'cat']);
  });

  it('says which words it cannot draw, draws the rest, and draws nothing when it knows none', async () => {
    const panel = await openBuddy();
    vi.useFakeTimers();
    say(panel, 'draw a red car and a trombone at the beach');
    await afterPicture();
    // The bubble's text, then the picture's caption.
    expect(bubbles(panel).at(-1)).toBe(
      "Art Buddy: I don't know how to draw a trombone yet, so here's the rest! It shows a red car at the beach. 🖼️“draw a red car and a trombone at the beach”",
    );
    expect(drawn(drawing(within(panel).getByRole('img', { name: 'A red car at the beach' })), 'subject')).toEqual(['car']);

    say(panel, 'draw a trombone');
    await afterPicture();
    expect(bubbles(panel).at(-1)).toMatch(/^Art Buddy: I don't know how to draw a trombone yet\. I can draw things like .+\. What should I draw\? 🎨$/);
    expect(within(panel).getAllByRole('img')).toHaveLength(1);
  });

  it("says the server's words and draws nothing when moderation refuses", async () => {
    const refusal = 'Let\'s use kind words for our pictures. Try asking another way!';
    const panel = await openBuddy(checking([], () => ({ allowed: false, message: refusal })));
    vi.useFakeTimers();
    say(panel, 'draw a rude cat');
    await afterPicture();
    expect(bubbles(panel).at(-1)).toBe(`Art Buddy: ${refusal}`);
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(input(panel), { target: { value: 'hi' } });
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("says the spec's error text when the check fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const panel = await openBuddy(
      checking([], () => {
        throw new ConnectError('down', Code.Unavailable);
      }),
    );
    vi.useFakeTimers();
    say(panel, 'draw a cat');
    await afterPicture();
    expect(bubbles(panel).at(-1)).toBe(`Art Buddy: ${i18n._(IMAGE_ERROR)}`);
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('waits for a slow check past the 3 s, and asks nothing for a message that is no picture request', async () => {
    const asked: string[] = [];
    const answer = deferred<Verdict>();
    const panel = await openBuddy(checking(asked, () => answer.promise));
    vi.useFakeTimers();
    say(panel, 'hello there');
    await act(() => vi.advanceTimersByTimeAsync(REPLY_DELAY_MS));
    expect(asked).toEqual([]);
    say(panel, 'draw a whale');
    await act(() => vi.advanceTimersByTimeAsync(IMAGE_DELAY_MS + 2000));
    expect(within(panel).getByRole('status')).toHaveTextContent('Drawing your picture...');
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    answer.resolve({ allowed: true });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(panel).getByRole('img', { name: 'A whale under the sea' })).toBeInTheDocument();
    expect(asked).toEqual(['draw a whale']);
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  });

  it(`takes at most ${MESSAGE_MAX_CHARS} characters, as many as the check reads`, async () => {
    const panel = await openBuddy();
    expect(input(panel)).toHaveAttribute('maxLength', String(MESSAGE_MAX_CHARS));
  });

  it("says the spec's error text when a picture cannot be shown", async () => {
    const panel = await openBuddy();
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    say(panel, 'an image of a cat');
    await afterPicture();
    fireEvent.error(within(panel).getByRole('img'));
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(bubbles(panel).at(-1)).toBe(`Art Buddy: ${i18n._(IMAGE_ERROR)}`);
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

describe('the AI Art Buddy in the child’s language', () => {
  /** Opens the Art Buddy in a language, by the button's name in it. */
  async function openIn(language: 'sw' | 'fr', open: string, title: string) {
    speak(language);
    signInChild();
    renderApp('/mentors', checking([]));
    await userEvent.click(await screen.findByRole('button', { name: open }, { timeout: 20000 }));
    return screen.findByRole('dialog', { name: title });
  }

  it('speaks Kiswahili and draws what the child asks in Kiswahili', async () => {
    const panel = await openIn('sw', 'Fungua Rafiki wa Sanaa wa AI', 'Rafiki wa Sanaa wa AI');
    expect(within(panel).getByRole('note')).toHaveTextContent(/Mazungumzo yanafuatiliwa/);
    expect(bubbles(panel)[0]).toMatch(/^Rafiki wa Sanaa: Habari! Mimi ni Rafiki yako wa Sanaa wa AI/);
    const box = within(panel).getByRole('textbox', { name: 'Mwandikie Rafiki wa Sanaa' });
    expect(box).toHaveAttribute('placeholder', 'Niombe nichore kitu...');
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'chora twiga kwenye baiskeli na tarumbeta' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Ninachora picha yako...');
    await afterPicture();
    const svg = drawing(within(panel).getByRole('img', { name: 'Twiga juu ya baiskeli mbugani' }));
    expect(drawn(svg, 'rider')).toEqual(['giraffe']);
    expect(drawn(svg, 'ridden')).toEqual(['bicycle']);
    expect(bubbles(panel).at(-1)).toMatch(/^Rafiki wa Sanaa: Bado sijui kuchora tarumbeta, kwa hiyo nimechora vilivyobaki! Inaonyesha twiga juu ya baiskeli mbugani\./);
    expect(within(panel).getByRole('button', { name: 'Penda picha hii' })).toBeInTheDocument();
  });

  it('speaks French and draws what the child asks in French', async () => {
    const panel = await openIn('fr', 'Ouvrir Copain Dessin IA', 'Copain Dessin IA');
    const box = within(panel).getByRole('textbox', { name: 'Écris à ton Copain Dessin' });
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'dessine une girafe sur un vélo' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Je dessine ton image...');
    await afterPicture();
    const svg = drawing(within(panel).getByRole('img', { name: 'Une girafe sur un vélo dans la savane' }));
    expect(drawn(svg, 'rider')).toEqual(['giraffe']);
    expect(bubbles(panel).at(-1)).toMatch(/^Copain Dessin\s: Voici ton image\s: une girafe sur un vélo dans la savane\s! 🖼️/);
    expect(within(panel).getByText('«\u00a0dessine une girafe sur un vélo\u00a0»', { normalizer: (text) => text })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });
});
