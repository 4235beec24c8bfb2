import type { RouteObject } from 'react-router';

import { RouteError } from '@/app/route-error';
import { paths } from '@/config/paths';

/** Every route (spec section 2's route table, plus the parent area), each screen lazy-loaded. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first screen's code downloads.
    hydrateFallbackElement: (
      <div className="route-loading" role="status" aria-label="Loading">
        <span />
      </div>
    ),
    children: [
      {
        path: paths.signIn,
        lazy: async () => ({ Component: (await import('@/app/routes/sign-in')).SignInRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('@/app/routes/antd-shell')).AntdShell }),
        children: [
          {
            path: paths.signUp,
            lazy: async () => ({ Component: (await import('@/app/routes/sign-up')).SignUpRoute }),
          },
          {
            path: paths.parentSignIn,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-sign-in')).ParentSignInRoute }),
          },
          {
            path: paths.parentHome,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-home')).ParentHomeRoute }),
          },
          {
            path: paths.parentChild,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-child')).ParentChildRoute }),
          },
          {
            lazy: async () => ({ Component: (await import('@/app/routes/child-area')).ChildArea }),
            children: [
              {
                path: paths.home,
                lazy: async () => ({ Component: (await import('@/features/dashboard/components/dashboard')).Dashboard }),
              },
              {
                path: paths.quizHome,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/quiz-home')).QuizHome }),
              },
              {
                path: paths.quiz,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/quiz')).QuizScreen }),
              },
              {
                path: paths.results,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/results')).Results }),
              },
              {
                path: paths.careerRecommendations,
                lazy: async () => ({
                  Component: (await import('@/features/careers/components/career-recommendations')).CareerRecommendations,
                }),
              },
              {
                path: paths.aiAdvisor,
                lazy: async () => ({ Component: (await import('@/features/careers/components/ai-advisor')).AiAdvisor }),
              },
              {
                path: paths.activities,
                lazy: async () => ({ Component: (await import('@/features/activities/components/activities')).Activities }),
              },
              {
                path: paths.achievements,
                lazy: async () => ({
                  Component: (await import('@/features/achievements/components/achievements')).Achievements,
                }),
              },
              {
                path: paths.community,
                lazy: async () => ({ Component: (await import('@/features/communities/components/communities')).Communities }),
              },
              {
                path: paths.communityDetail,
                lazy: async () => ({
                  Component: (await import('@/features/communities/components/community-detail')).CommunityDetail,
                }),
              },
              {
                path: paths.mentors,
                lazy: async () => ({ Component: (await import('@/features/mentors/components/mentors')).Mentors }),
              },
              {
                path: paths.mentorDetail,
                lazy: async () => ({ Component: (await import('@/features/mentors/components/mentor-detail')).MentorDetail }),
              },
              {
                path: paths.careerExcursions,
                lazy: async () => ({
                  Component: (await import('@/features/excursions/components/career-excursions')).CareerExcursions,
                }),
              },
              {
                path: paths.resources,
                lazy: async () => ({
                  Component: (await import('@/features/resources/components/resource-board')).ResourceBoard,
                }),
              },
              {
                path: paths.resource,
                lazy: async () => ({ Component: (await import('@/features/resources/components/resource-page')).ResourcePage }),
              },
              {
                path: paths.youtubeSearch,
                lazy: async () => ({ Component: (await import('@/features/videos/components/video-hub')).VideoHub }),
              },
              {
                path: paths.myProfile,
                lazy: async () => ({ Component: (await import('@/app/routes/my-profile')).MyProfileRoute }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/app/routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];
