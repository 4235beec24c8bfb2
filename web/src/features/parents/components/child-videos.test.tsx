import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { ChildVideosTab } from '@/features/parents/components/child-videos';
import {
  BlockVideoResponseSchema,
  ChildSchema,
  GetChildProgressResponseSchema,
  GetChildSettingsResponseSchema,
  ChildSettingsSchema,
  ListChildrenResponseSchema,
  ListWatchedVideosResponseSchema,
  ParentService,
  UnblockVideoResponseSchema,
  UpdateChildSettingsResponseSchema,
  VideoBlockKind,
  VideoBlockSchema,
  WatchedVideoSchema,
  type BlockVideoRequest,
  type Child,
  type UnblockVideoRequest,
  type VideoBlock,
  type WatchedVideo,
} from '@/gen/ndoto/v1/parent_service_pb';
import { renderApp, renderWithServices } from '@/testing/render-app';

const HOUR = 60 * 60 * 1000;
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function amani(): Child {
  return create(ChildSchema, { id: 'c1', firstName: 'Amani', lastName: 'Okafor', age: 10, signInName: 'Amani' });
}

const ago = (hours: number) => timestampFromDate(new Date(Date.now() - hours * HOUR));

function watched(videoId: string, hoursAgo: number, fields: MessageInitShape<typeof WatchedVideoSchema> = {}): WatchedVideo {
  return create(WatchedVideoSchema, {
    videoId,
    title: `Volcanoes ${videoId}`,
    channel: 'Science Kids',
    channelId: 'UCscience',
    thumbnail: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
    watchedAt: ago(hoursAgo),
    ...fields,
  });
}

const blocked = (kind: VideoBlockKind, targetId: string, title: string): VideoBlock =>
  create(VideoBlockSchema, { kind, targetId, title, blockedAt: ago(1) });

/**
 * A fake ParentService holding one child's watched videos and blocks, that blocks and unblocks
 * as the server does (the flags on the videos follow the blocks) and records every call.
 */
function fakeServer(initial: { sharing?: boolean; videos?: WatchedVideo[]; blocks?: VideoBlock[] }) {
  const state = { sharing: initial.sharing ?? true, videos: initial.videos ?? [], blocks: initial.blocks ?? [] };
  const calls = { lists: 0, blocks: [] as BlockVideoRequest[], unblocks: [] as UnblockVideoRequest[] };
  const isBlocked = (kind: VideoBlockKind, id: string) => state.blocks.some((b) => b.kind === kind && b.targetId === id);
  const withFlags = () =>
    state.videos.map((v) =>
      create(WatchedVideoSchema, {
        ...v,
        videoBlocked: isBlocked(VideoBlockKind.VIDEO, v.videoId),
        channelBlocked: isBlocked(VideoBlockKind.CHANNEL, v.channelId),
      }),
    );
  const handlers = {
    listWatchedVideos: (request: { childId: string }) => {
      expect(request.childId).toBe('c1');
      calls.lists += 1;
      return create(ListWatchedVideosResponseSchema, {
        sharing: state.sharing,
        videos: state.sharing ? withFlags() : [],
        blocks: state.blocks,
      });
    },
    blockVideo: (request: BlockVideoRequest) => {
      calls.blocks.push(request);
      const video = state.videos.find((v) =>
        request.kind === VideoBlockKind.VIDEO ? v.videoId === request.targetId : v.channelId === request.targetId,
      );
      if (!video) throw new ConnectError('This video is not in the watched videos.', Code.NotFound);
      const title = request.kind === VideoBlockKind.VIDEO ? video.title : video.channel;
      const block = blocked(request.kind, request.targetId, title);
      state.blocks = [block, ...state.blocks];
      return create(BlockVideoResponseSchema, { block });
    },
    unblockVideo: (request: UnblockVideoRequest) => {
      calls.unblocks.push(request);
      state.blocks = state.blocks.filter((b) => !(b.kind === request.kind && b.targetId === request.targetId));
      return create(UnblockVideoResponseSchema, {});
    },
  };
  return { state, calls, handlers };
}

function renderTab(initial: Parameters<typeof fakeServer>[0]) {
  const fake = fakeServer(initial);
  renderWithServices(<ChildVideosTab child={amani()} />, ({ service }) => service(ParentService, fake.handlers));
  return fake;
}

const watchedList = () => screen.findByRole('list', { name: 'Videos Amani watched' });
const item = (name: string) => screen.getByRole('listitem', { name });

describe('the Videos tab', () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it('lists the watched videos newest first, with channel and when, and a button for each block', async () => {
    renderTab({
      videos: [
        watched('v1', 2),
        watched('v2', 30, { channel: 'Ndoto library', channelId: '' }),
        watched('v3', 50, { channel: 'Art Hub', channelId: 'UCart' }),
      ],
    });
    const list = await watchedList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Volcanoes v1',
      'Volcanoes v2',
      'Volcanoes v3',
    ]);
    const first = item('Volcanoes v1');
    expect(first).toHaveTextContent('Science Kids');
    expect(first).toHaveTextContent('Watched 2 hours ago');
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/v1/mqdefault.jpg');
    expect(within(first).getByRole('button', { name: 'Block video Volcanoes v1' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Block channel Science Kids (Volcanoes v1)' })).toBeInTheDocument();
    // A library video whose channel is not known: only the video can be blocked.
    const library = item('Volcanoes v2');
    expect(library).toHaveTextContent('Watched 1 day ago');
    expect(within(library).getByRole('button', { name: 'Block video Volcanoes v2' })).toBeInTheDocument();
    expect(within(library).queryByRole('button', { name: /Block channel/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Blocked for Amani' })).toBeInTheDocument();
    expect(screen.getByText('Nothing is blocked.')).toBeInTheDocument();
  });

  it('blocks a video: sends its id with the kind VIDEO, then shows it blocked and in the blocked list', async () => {
    const user = setupUser();
    const fake = renderTab({ videos: [watched('v1', 2), watched('v2', 3)] });
    await watchedList();
    expect(fake.calls.lists).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Block video Volcanoes v1' }));

    await waitFor(() => expect(fake.calls.blocks).toHaveLength(1));
    expect(fake.calls.blocks[0]).toMatchObject({ childId: 'c1', kind: VideoBlockKind.VIDEO, targetId: 'v1' });
    expect(await screen.findByText('Blocked for Amani: Volcanoes v1.')).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.lists).toBe(2));
    const first = item('Volcanoes v1');
    await waitFor(() => expect(within(first).getByText('Video blocked')).toBeInTheDocument());
    expect(within(first).queryByRole('button', { name: /^Block video/ })).toBeNull();
    // The channel can still be blocked; the other video is untouched.
    expect(within(first).getByRole('button', { name: /^Block channel/ })).toBeInTheDocument();
    expect(within(item('Volcanoes v2')).getByRole('button', { name: 'Block video Volcanoes v2' })).toBeInTheDocument();
    const blocks = within(screen.getByRole('list', { name: 'Blocked for Amani' })).getAllByRole('listitem');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toHaveTextContent('Video');
    expect(blocks[0]).toHaveTextContent('Volcanoes v1');
  });

  it("blocks a channel: sends the channel's id with the kind CHANNEL, which covers each of its videos", async () => {
    const user = setupUser();
    const fake = renderTab({ videos: [watched('v1', 2), watched('v2', 3), watched('v3', 4, { channel: 'Art Hub', channelId: 'UCart' })] });
    await watchedList();
    await user.click(screen.getByRole('button', { name: 'Block channel Science Kids (Volcanoes v2)' }));

    await waitFor(() => expect(fake.calls.blocks).toHaveLength(1));
    expect(fake.calls.blocks[0]).toMatchObject({ childId: 'c1', kind: VideoBlockKind.CHANNEL, targetId: 'UCscience' });
    await waitFor(() => expect(within(item('Volcanoes v1')).getByText('Channel blocked')).toBeInTheDocument());
    for (const title of ['Volcanoes v1', 'Volcanoes v2']) {
      expect(within(item(title)).getByText('Channel blocked')).toBeInTheDocument();
      expect(within(item(title)).queryByRole('button')).toBeNull();
    }
    expect(within(item('Volcanoes v3')).getAllByRole('button')).toHaveLength(2);
    const blocks = within(screen.getByRole('list', { name: 'Blocked for Amani' })).getAllByRole('listitem');
    expect(blocks.map((li) => li.textContent)).toEqual([expect.stringMatching(/^ChannelScience Kids/)]);
  });

  it('unblocks: sends the block kind and id, and the video can be blocked again', async () => {
    const user = setupUser();
    const fake = renderTab({
      videos: [watched('v1', 2)],
      blocks: [blocked(VideoBlockKind.CHANNEL, 'UCscience', 'Science Kids'), blocked(VideoBlockKind.VIDEO, 'v1', 'Volcanoes v1')],
    });
    await watchedList();
    expect(within(item('Volcanoes v1')).getByText('Channel blocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock channel Science Kids' }));

    await waitFor(() => expect(fake.calls.unblocks).toHaveLength(1));
    expect(fake.calls.unblocks[0]).toMatchObject({ childId: 'c1', kind: VideoBlockKind.CHANNEL, targetId: 'UCscience' });
    await waitFor(() => expect(within(item('Volcanoes v1')).queryByText('Channel blocked')).toBeNull());
    expect(within(item('Volcanoes v1')).getByText('Video blocked')).toBeInTheDocument();
    expect(within(item('Volcanoes v1')).getByRole('button', { name: /^Block channel/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock video Volcanoes v1' }));
    await waitFor(() => expect(fake.calls.unblocks).toHaveLength(2));
    expect(fake.calls.unblocks[1]).toMatchObject({ kind: VideoBlockKind.VIDEO, targetId: 'v1' });
    expect(await screen.findByText('Nothing is blocked.')).toBeInTheDocument();
    expect(within(item('Volcanoes v1')).getByRole('button', { name: 'Block video Volcanoes v1' })).toBeInTheDocument();
  });

  it("says the videos are not shared, with the way to Settings, and still lists what is blocked", async () => {
    renderTab({ sharing: false, blocks: [blocked(VideoBlockKind.VIDEO, 'v9', 'Scary volcano')] });
    expect(await screen.findByText(/Amani's watched videos are not shared with you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/parent/children/c1?tab=settings');
    expect(screen.queryByRole('list', { name: 'Videos Amani watched' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Block/ })).toBeNull();
    const blocks = within(screen.getByRole('list', { name: 'Blocked for Amani' })).getAllByRole('listitem');
    expect(blocks).toHaveLength(1);
    expect(within(blocks[0] as HTMLElement).getByRole('button', { name: 'Unblock video Scary volcano' })).toBeInTheDocument();
  });

  it('shows no blocked list when nothing is shared and nothing is blocked', async () => {
    renderTab({ sharing: false });
    expect(await screen.findByText(/not shared with you/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blocked for Amani' })).toBeNull();
  });

  it('says no video was watched yet when sharing is on and the list is empty', async () => {
    renderTab({ sharing: true });
    expect(
      await screen.findByText('No videos yet. The videos Amani starts in the video hub will show here for 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not shared/)).toBeNull();
  });

  it("shows the server's refusal of a block and changes nothing", async () => {
    const user = setupUser();
    const fake = fakeServer({ videos: [watched('v1', 2)] });
    renderWithServices(<ChildVideosTab child={amani()} />, ({ service }) =>
      service(ParentService, {
        ...fake.handlers,
        blockVideo: (request: BlockVideoRequest) => {
          fake.calls.blocks.push(request);
          throw new ConnectError('This video is not in the watched videos.', Code.NotFound);
        },
      }),
    );
    await watchedList();
    await user.click(screen.getByRole('button', { name: 'Block video Volcanoes v1' }));
    expect(await screen.findByText('This video is not in the watched videos.')).toBeInTheDocument();
    expect(fake.calls.lists).toBe(1);
    expect(within(item('Volcanoes v1')).getByRole('button', { name: 'Block video Volcanoes v1' })).toBeEnabled();
  });

  it("shows the server's error with a way to try again", async () => {
    const user = setupUser();
    let fail = true;
    const fake = fakeServer({ videos: [watched('v1', 2)] });
    renderWithServices(<ChildVideosTab child={amani()} />, ({ service }) =>
      service(ParentService, {
        ...fake.handlers,
        listWatchedVideos: (request: { childId: string }) => {
          if (fail) throw new ConnectError('This child is not on your account.', Code.NotFound);
          return fake.handlers.listWatchedVideos(request);
        },
      }),
    );
    expect(await screen.findByText('This child is not on your account.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await watchedList()).toBeInTheDocument();
  });
});

describe("the Videos tab on a child's page", () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  /** The child's page on a fake server where the settings' switch turns sharing on and off. */
  function renderPage(path: string) {
    const fake = fakeServer({ sharing: false, videos: [watched('v1', 2)] });
    const settings = create(ChildSettingsSchema, { timeZone: 'UTC', minDailyLimitMinutes: 15, maxDailyLimitMinutes: 720 });
    const view = renderApp(path, ({ service }) =>
      service(ParentService, {
        ...fake.handlers,
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani()] }),
        getChildProgress: () => create(GetChildProgressResponseSchema, { child: amani() }),
        getChildSettings: () => create(GetChildSettingsResponseSchema, { settings }),
        updateChildSettings: (request) => {
          settings.shareWatchHistory = request.shareWatchHistory ?? settings.shareWatchHistory;
          fake.state.sharing = settings.shareWatchHistory;
          return create(UpdateChildSettingsResponseSchema, { settings });
        },
      }),
    );
    return { ...view, fake };
  }

  it('opens from its address, and its link opens the Settings tab with the sharing switch', async () => {
    const user = setupUser();
    const { router, fake } = renderPage('/parent/children/c1?tab=videos');
    expect(await screen.findByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('link', { name: 'Open Settings' }));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(await screen.findByRole('switch', { name: 'Share the videos Amani watches with me' })).not.toBeChecked();
    expect(fake.calls.lists).toBe(1);
  });

  it('shows the watched videos once the parent turns sharing on in Settings', async () => {
    const user = setupUser();
    renderPage('/parent/children/c1?tab=videos');
    await user.click(await screen.findByRole('link', { name: 'Open Settings' }));
    await user.click(await screen.findByRole('switch', { name: 'Share the videos Amani watches with me' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. They apply straight away.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByRole('listitem', { name: 'Volcanoes v1' })).toBeInTheDocument();
    expect(screen.queryByText(/not shared with you/)).toBeNull();
  });

  it('is a tab of its own, reached from the Progress tab', async () => {
    const user = setupUser();
    const { router, fake } = renderPage('/parent/children/c1');
    await user.click(await screen.findByRole('tab', { name: 'Videos' }));
    expect(await screen.findByText(/not shared with you/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=videos');
    expect(fake.calls.lists).toBe(1);
  });
});
