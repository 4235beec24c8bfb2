import { Trans } from '@lingui/react/macro';
import { Modal } from 'antd';

import { EmbeddedPlayer } from '@/components/embedded-player';
import type { LearningVideo } from '@/gen/ndoto/v1/student_service_pb';
import { videoLink } from '@/lib/video-link';

/**
 * The player of a recommended video (spec sections 2 and 4): the embedded player, title, category
 * and duration. It closes from its close button or the backdrop; closing removes the player, which
 * stops the video.
 */
export function VideoModal({
  video,
  open,
  onClose,
  afterClose,
}: {
  video: LearningVideo | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const link = video ? videoLink(video.url) : null;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      title={video?.title}
      footer={null}
      width={860}
      centered
      destroyOnHidden
      className="video-modal"
    >
      {video && link && (
        <>
          <div className="video-frame">
            <EmbeddedPlayer
              src={link.embedUrl}
              title={video.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            />
          </div>
          <p className="video-modal-meta">
            {video.category && <span className="content-chip">{video.category}</span>}
            {video.duration && (
              <span className="video-modal-duration">
                <span aria-hidden="true">⏱️ </span>
                <span className="visually-hidden">
                  <Trans>Duration</Trans>{' '}
                </span>
                {video.duration}
              </span>
            )}
          </p>
          {video.description && <p className="video-modal-description">{video.description}</p>}
        </>
      )}
    </Modal>
  );
}
