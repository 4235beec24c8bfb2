import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { VideoService } from '@/gen/ndoto/v1/video_service_pb';

/**
 * The child's learning journey (GET /api/student/learning-journey): videos opened, books and
 * resources read, activities completed and the streak, counted by the server. The dashboard shows
 * it; the screens where the child learns something mark it stale.
 */
export function useLearningJourney() {
  return useQuery(StudentService.method.getLearningJourney);
}

/** A function that marks the learning journey stale after the child did something it counts. */
export function useJourneyChanged() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useCallback(() => {
    const queryKey = createConnectQueryKey({
      schema: StudentService.method.getLearningJourney,
      transport,
      cardinality: 'finite',
    });
    void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, transport]);
}

/**
 * Counts a book the child says they read, or a resource they opened (POST
 * /api/student/learning-journey/readings); the journey is fetched again after it.
 */
export function useRecordReading() {
  const journeyChanged = useJourneyChanged();
  return useMutation(StudentService.method.recordReading, { onSuccess: journeyChanged });
}

/**
 * Tells the server the child started a video (POST /api/videos/watched): it counts for their
 * learning journey, and the server keeps it for their parent only while the parent shares the
 * child's watched videos. Nothing shown changes with the answer; a failure is only logged.
 */
export function useRecordWatch() {
  const journeyChanged = useJourneyChanged();
  const { mutate } = useMutation(VideoService.method.recordWatch, { onSuccess: journeyChanged });
  return useCallback(
    (videoId: string) =>
      mutate({ videoId }, { onError: (error) => console.warn(`Could not record that video ${videoId} was watched`, error) }),
    [mutate],
  );
}
